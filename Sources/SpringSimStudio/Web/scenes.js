// The seed scenes, played from the frame tables `springsim` prints for them: each scene is a
// command line and a function that draws one frame's rows as SVG.
import { call, parseCSV } from './api.js';
import { playFrames } from './playback.js';

const NS = 'http://www.w3.org/2000/svg';
const el = (name, attributes = {}) => {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, String(v));
  return node;
};
const num = (row, table, name) => Number(row[table.header.indexOf(name)]);
const str = (row, table, name) => row[table.header.indexOf(name)];

function arc(cx, cy, r, a0, a1) {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${cx},${cy} L${cx + r * Math.cos(a0)},${cy + r * Math.sin(a0)} A${r},${r} 0 ${large} 1 ${cx + r * Math.cos(a1)},${cy + r * Math.sin(a1)} Z`;
}

export const scenes = [
  {
    id: 'line', label: 'Line chart (spring 0.15 / 1.4)',
    words: ['chart', 'line'], pairs: [['animation', 'spring'], ['values', '3,1,4,1,5,9,2,6']],
    draw(svg, table, rows) {
      const pts = rows.map((r) => [num(r, table, 'x'), num(r, table, 'y')]);
      svg.append(el('polyline', { points: pts.map((p) => p.join(',')).join(' '), fill: 'none', stroke: 'var(--accent)', 'stroke-width': 3 }));
      for (const [x, y] of pts) svg.append(el('circle', { cx: x, cy: y, r: 5, fill: 'var(--velocity)' }));
    },
  },
  {
    id: 'bar', label: 'Bar chart', words: ['chart', 'bar'], pairs: [['values', '3,1,4,1,5']],
    draw(svg, table, rows, bounds) {
      for (const r of rows) {
        if (num(r, table, 'visible') === 0) continue;
        const x = num(r, table, 'x'), top = num(r, table, 'bar_top_y') + num(r, table, 'translation_y');
        svg.append(el('rect', { x, y: top, width: 50, height: Math.max(0, bounds.maxY - top), fill: 'var(--accent)' }));
        svg.append(el('circle', { cx: x + 25, cy: num(r, table, 'knob_y'), r: 6, fill: 'var(--velocity)' }));
      }
    },
  },
  {
    id: 'curve', label: 'Curve chart', words: ['chart', 'curve'], pairs: [['values', '3,1,4,1,5,9,2,6']],
    draw(svg, table, rows, bounds, history) {
      const pts = history.map((r) => `${num(r, table, 'end_x')},${num(r, table, 'end_y')}`).join(' ');
      const last = rows[rows.length - 1];
      svg.append(el('polyline', { points: pts, fill: 'none', stroke: 'var(--accent)', 'stroke-width': 3 }));
      svg.append(el('circle', { cx: num(last, table, 'end_x'), cy: num(last, table, 'end_y'), r: 6, fill: 'var(--velocity)', 'fill-opacity': 0.5 + 0.5 * num(last, table, 'fill_opacity') }));
    },
  },
  {
    id: 'ring', label: 'Ring chart', words: ['chart', 'pie'], pairs: [['values', '3,1,4']],
    draw(svg, table, rows) {
      scenes.find((s) => s.id === 'pie').draw(svg, table, rows);
      svg.append(el('circle', { cx: 120, cy: 120, r: 55, fill: 'Canvas' }));
    },
  },
  {
    id: 'pie', label: 'Pie edits', words: ['chart', 'pie'], pairs: [['values', '500,100,50'], ['edit', 'delete:0@0,insert:0:300@0.6']],
    draw(svg, table, rows) {
      const colors = ['#2a6df4', '#e0762b', '#2b9e58', '#b44bc8', '#c33'];
      rows.forEach((r, i) => {
        const a0 = num(r, table, 'start_angle'), a1 = num(r, table, 'end_angle');
        if (!(a1 > a0)) return;
        svg.append(el('path', { d: arc(120, 120, 100, a0, a1), fill: colors[i % colors.length], 'fill-opacity': num(r, table, 'opacity'), stroke: 'Canvas' }));
      });
    },
  },
  {
    id: 'refresh', label: 'Pull to refresh', words: ['refresh'], pairs: [['duration', '1.5']],
    draw(svg, table, rows) {
      for (const r of rows) {
        svg.append(el('line', { x1: num(r, table, 'start_x'), y1: num(r, table, 'start_y'), x2: num(r, table, 'end_x'), y2: num(r, table, 'end_y'), stroke: 'var(--accent)', 'stroke-width': 3, 'stroke-linecap': 'round' }));
        svg.append(el('line', { x1: num(r, table, 'tip_x'), y1: num(r, table, 'tip_y'), x2: num(r, table, 'arrow_x'), y2: num(r, table, 'arrow_y'), stroke: 'var(--velocity)', 'stroke-width': 3 }));
      }
    },
  },
  {
    id: 'wheel', label: 'Prize wheel', words: ['wheel'], pairs: [['prize', '5'], ['mode', 'decay-snap'], ['rate', '0.998'], ['seed', '7']],
    draw(svg, table, rows) {
      const r = rows[0];
      const angle = num(r, table, 'angle'), n = 8;
      const g = el('g', { transform: `rotate(${(angle * 180) / Math.PI} 120 120)` });
      for (let k = 0; k < n; k++) {
        g.append(el('path', { d: arc(120, 120, 100, (2 * Math.PI * k) / n, (2 * Math.PI * (k + 1)) / n), fill: k % 2 ? '#2a6df4' : '#e0762b', stroke: 'Canvas' }));
      }
      svg.append(g, el('path', { d: 'M120,8 l-8,-8 h16 z', fill: 'CanvasText' }));
      const label = el('text', { x: 250, y: 30 });
      label.textContent = `sector ${str(r, table, 'sector')}`;
      svg.append(label);
    },
  },
];

/** Plays `scene` into `stage` from its table; with `still`, shows its last frame only. */
export async function playScene(scene, stage, info, still) {
  const text = await call(scene.words, scene.pairs);
  const table = parseCSV(text);
  const frameIndex = table.header.indexOf('frame');
  const frames = [];
  for (const row of table.rows) {
    const f = Number(row[frameIndex]);
    (frames[f] ||= []).push(row);
  }
  const dense = frames.filter(Boolean);
  const all = table.rows;
  const xs = [], ys = [];
  for (const row of all) {
    for (const [i, name] of table.header.entries()) {
      const v = Number(row[i]);
      if (!Number.isFinite(v)) continue;
      if (/(^|_)x$|^x\d?$/.test(name)) xs.push(v);
      if (/(^|_)y$|^y\d?$/.test(name)) ys.push(v);
    }
  }
  const bounds = { minX: Math.min(0, ...xs), maxX: Math.max(240, ...xs) + 60, minY: Math.min(0, ...ys), maxY: Math.max(240, ...ys) + 10 };
  const timeIndex = table.header.indexOf('time');
  const times = dense.map((rows) => Number(rows[0][timeIndex]));
  const draw = (k) => {
    const svg = el('svg', { viewBox: `${bounds.minX - 10} ${bounds.minY - 10} ${bounds.maxX - bounds.minX + 20} ${bounds.maxY - bounds.minY + 20}` });
    scene.draw(svg, table, dense[k], bounds, dense.slice(0, k + 1).map((rows) => rows[0]));
    stage.replaceChildren(svg);
    stage.dataset.frame = String(k);
    info.textContent = `${scene.label}: frame ${k + 1} of ${dense.length}, t = ${times[k].toFixed(3)} s (springsim ${scene.words.join(' ')})`;
  };
  if (still || dense.length < 2) return draw(dense.length - 1);
  const token = (stage.playToken = Symbol('play'));
  playFrames(times, draw, () => stage.playToken === token);
}
