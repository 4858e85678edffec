// The plot: value and velocity against time, drawn from the table `springsim` prints, with the
// exact settling time and the Core Animation, Compose and SwiftUI estimates (`springsim settle`).

const NS = 'http://www.w3.org/2000/svg';

function element(name, attributes, text) {
  const node = document.createElementNS(NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Draws into `container`: times, values, velocities (arrays), markers [{label, time, color}]. */
export function drawPlot(container, times, values, velocities, markers) {
  const width = 640, height = 260, left = 44, right = 12, top = 12, bottom = 28;
  const tMax = Math.max(times[times.length - 1], ...markers.map((m) => m.time).filter(Number.isFinite)) || 1;
  const vMin = Math.min(0, ...values), vMax = Math.max(1, ...values);
  const wMax = Math.max(1e-9, ...velocities.map(Math.abs));
  const x = (t) => left + (t / tMax) * (width - left - right);
  const y = (v) => top + (1 - (v - vMin) / (vMax - vMin)) * (height - top - bottom);
  // Velocity on its own scale, centred on the value axis' zero line when it shows.
  const yv = (w) => y(vMin + ((w / wMax + 1) / 2) * (vMax - vMin));
  const svg = element('svg', { viewBox: `0 0 ${width} ${height}`, 'aria-hidden': 'true' });
  svg.append(element('line', { x1: left, x2: width - right, y1: y(1), y2: y(1), stroke: '#8888' }));
  svg.append(element('line', { x1: left, x2: width - right, y1: y(0), y2: y(0), stroke: '#8888' }));
  svg.append(element('text', { x: 2, y: y(1) + 4 }, '1'), element('text', { x: 2, y: y(0) + 4 }, '0'));
  const path = (xs, ys, f) => {
    const kept = reduceToColumns(xs.map(x), ys.map(f));
    return kept.map((i) => `${i === kept[0] ? 'M' : 'L'}${x(xs[i]).toFixed(2)},${f(ys[i]).toFixed(2)}`).join('');
  };
  svg.append(element('path', { class: 'velocity', d: path(times, velocities, yv) }));
  svg.append(element('path', { class: 'value', d: path(times, values, y) }));
  const labels = [];
  markers.forEach((m, i) => {
    if (!Number.isFinite(m.time)) return;
    svg.append(element('line', { class: 'marker', x1: x(m.time), x2: x(m.time), y1: top, y2: height - bottom, stroke: m.color }));
    labels.push([element('text', { class: 'marker-label', x: x(m.time) + 3, y: top + 12 + 13 * i, fill: m.color }, m.label), x(m.time)]);
  });
  // Over every marker line, each on a halo of the background (style.css).
  svg.append(...labels.map(([label]) => label));
  // Time ticks; the last one ends at the right edge instead of being centred past it.
  for (let k = 0; k <= 4; k++) {
    const t = (tMax * k) / 4;
    const at = k === 4 ? { x: width - 2, 'text-anchor': 'end' } : { x: x(t), 'text-anchor': 'middle' };
    svg.append(element('text', { ...at, y: height - 8 }, `${t.toFixed(2)} s`));
  }
  container.replaceChildren(svg);
  // A marker's label reads rightwards from its line when it fits inside the plot, else leftwards
  // from it (the latest markers sit at the right edge). Widths are measured once the plot is in
  // the page, in user units (estimated at 6.2 a character of 11 px when it is not laid out).
  for (const [label, at] of labels) {
    const measured = label.getComputedTextLength ? label.getComputedTextLength() : 0;
    const w = measured > 0 ? measured : 6.2 * label.textContent.length;
    if (at + 3 + w > width - 2) {
      label.setAttribute('x', String(Math.max(at - 3, Math.min(w + 2, width - 2))));
      label.setAttribute('text-anchor', 'end');
    }
  }
}

/**
 * The indices of the samples to draw of the polyline (px, py), in pixels: all of them when there
 * are no more than pixel columns; otherwise, of each run of consecutive samples in one pixel
 * column, the first, the last and those with the smallest and largest y, in order — the rule of
 * `springsim render plot` (PolylineReduction, M4 per run). Every kept point is an original sample,
 * so the extremes are drawn exactly, and the line between columns is unchanged.
 */
export function reduceToColumns(px, py) {
  const all = px.map((_, i) => i);
  if (px.length <= 2 || px.length <= Math.abs(px[px.length - 1] - px[0]) + 1) return all;
  const kept = [];
  let i = 0;
  while (i < px.length) {
    const start = i, column = Math.floor(px[i]);
    let low = i, high = i;
    while (i < px.length && Math.floor(px[i]) === column) {
      if (py[i] < py[low]) low = i;
      if (py[i] > py[high]) high = i;
      i += 1;
    }
    for (const j of [...new Set([start, low, high, i - 1])].sort((a, b) => a - b)) kept.push(j);
  }
  return kept;
}
