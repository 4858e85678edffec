// The studio page: every number comes from /api/ (the bytes `springsim` prints).
import { call, commandLine, parseCSV } from './api.js';
import { families, presets, family, springPairs, stateFromQuery, queryFromState } from './families.js';
import { drawPlot } from './plot.js';
import { Preview } from './preview.js';
import { scenes, playScene } from './scenes.js';
import { Flick } from './flick.js';

const $ = (id) => document.getElementById(id);
const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
const reducedMotion = () => motionQuery.matches;

// The page's state, readable by tests and the console: window.studio.
const studio = (window.studio = { ready: false, state: null, table: '', settle: null, handoff: '', linear: null, bezier: null, fps: 60 });

function status(message) {
  $('status').textContent = message;
}

function renderFields(state) {
  const f = family(state.family);
  $('family').value = f.id;
  $('preset').value = state.preset;
  const fields = $('fields');
  fields.replaceChildren();
  for (const [name, , label] of f.fields) {
    const wrapper = document.createElement('label');
    wrapper.append(`${label} (--${name})`);
    const input = document.createElement('input');
    Object.assign(input, { type: 'number', step: 'any', name, id: `field-${name}`, value: state.values[name], disabled: Boolean(state.preset) });
    wrapper.append(input);
    fields.append(wrapper);
  }
  $('velocity').value = state.velocity;
}

function readForm() {
  const f = family($('family').value);
  const values = {};
  for (const [name, fallback] of f.fields) values[name] = $(`field-${name}`)?.value ?? String(fallback);
  return { family: f.id, preset: $('preset').value, values, velocity: $('velocity').value || '0' };
}

// The easing's settling tolerance: the spring easing ends at exactly 1, so it differs from the
// spring by up to ε near its end; linear() is within EXPORT_ERROR of the easing. Its stated error
// against the exact motion is the sum.
const EASING_EPSILON = 0.0001;
const EXPORT_ERROR = 0.001;

/** The spring easing for `springsim ease`: spring(name=value, …, epsilon=ε) with the same flags. */
function springEasing(pairs) {
  return `spring(${[...pairs.map(([n, v]) => (v === true ? n : `${n}=${v}`)), `epsilon=${EASING_EPSILON}`].join(', ')})`;
}

async function measureRefreshRate() {
  const stamps = [];
  await new Promise((resolve) => {
    const tick = (t) => {
      stamps.push(t);
      if (stamps.length < 12) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]).sort((a, b) => a - b);
  const rate = 1000 / gaps[Math.floor(gaps.length / 2)];
  return Number.isFinite(rate) && rate > 20 && rate < 500 ? Math.round(rate) : 60;
}

let generation = 0;
async function update(state, push) {
  const mine = ++generation;
  studio.ready = false;
  studio.state = state;
  renderFields(state);
  if (push === 'push') history.pushState(null, '', queryFromState(state));
  else if (push === 'replace') history.replaceState(null, '', queryFromState(state));
  const pairs = springPairs(state);
  $('command-line').textContent = commandLine([], pairs);
  status('');
  try {
    const easing = springEasing(pairs);
    const [table, settle, handoff, linear, keyframes, bezier, previewTable] = await Promise.all([
      call([], pairs),
      call(['settle'], [...pairs, ['json', true]]),
      call(['convert'], pairs),
      call(['ease'], [['export', 'css-linear'], ['max-error', EXPORT_ERROR], ['arg', easing]]),
      call(['ease'], [['export', 'keyframes'], ['arg', easing]]),
      // The bezier fit is the slowest call: the page works without it.
      call(['fit', 'bezier'], [...pairs, ['format', 'json']]).catch((error) => JSON.stringify({ error: error.message })),
      studio.fps === 60 ? Promise.resolve(null) : call([], [...pairs, ['fps', studio.fps]]),
    ]);
    if (mine !== generation) return;
    studio.table = table;
    studio.handoff = handoff;
    studio.settle = JSON.parse(settle);
    const csv = parseCSV(table);
    const times = csv.column('time'), values = csv.column('value'), velocities = csv.column('velocity');
    $('table-text').textContent = table;
    const s = studio.settle;
    const markers = [
      { label: `exact ${s.exact.toFixed(4)} s`, time: s.exact, color: '#2a6df4' },
      { label: `Core Animation ${s.coreAnimation.toFixed(4)} s`, time: s.coreAnimation, color: '#b44bc8' },
      { label: `Compose ${s.compose.toFixed(4)} s`, time: s.compose, color: '#2b9e58' },
      { label: `SwiftUI ${s.swiftUI.toFixed(4)} s`, time: s.swiftUI, color: '#e0762b' },
    ];
    drawPlot($('plot'), times, values, velocities, markers);
    $('settle-list').replaceChildren(...markers.map((m) => Object.assign(document.createElement('li'), { textContent: `settling time, ${m.label} (ε = ${s.epsilon})` })));
    renderHandoff(handoff);
    // The preview: the exact table at the display's rate, linear() and cubic-bezier().
    const duration = Number(/duration = ([0-9.eE+-]+)/.exec(keyframes)[1]);
    const fit = JSON.parse(bezier);
    if (fit.error) {
      fit.css = null;
      fit.max_error = NaN;
    }
    studio.linear = { easing: linear.trim(), bound: EXPORT_ERROR + EASING_EPSILON, duration };
    studio.bezier = fit;
    const previewCSV = previewTable ? parseCSV(previewTable) : csv;
    preview.load({
      times: previewCSV.column('time'), values: previewCSV.column('value'), fps: studio.fps,
      linear: linear.trim(), linearDuration: duration, bezier: fit.css, bezierDuration: duration,
    });
    $('fps-label').textContent = String(studio.fps);
    $('linear-bound').textContent = `${(EXPORT_ERROR + EASING_EPSILON).toPrecision(2)} of the distance (export ${EXPORT_ERROR} + easing ε ${EASING_EPSILON})`;
    studio.linearMeasured = preview.measureLinear(duration);
    $('linear-measured').textContent = studio.linearMeasured.toFixed(6);
    $('bezier-text').textContent = fit.css ?? `cubic-bezier() (fit bezier: ${fit.error})`;
    $('bezier-bound').textContent = Number.isFinite(fit.max_error) ? fit.max_error.toPrecision(4) : '—';
    if (!reducedMotion()) preview.play();
    else preview.show(preview.values.length - 1);
    studio.ready = true;
    document.body.dataset.ready = 'true';
  } catch (error) {
    if (mine !== generation) return;
    status(`springsim: ${error.message}`);
    studio.ready = true;
    document.body.dataset.ready = 'error';
  }
}

function renderHandoff(text) {
  $('handoff').textContent = text;
  const [summary, code] = text.split('\n\n');
  const blocks = [{ title: 'Every platform\u2019s parameters', body: summary }];
  const lines = (code || '').split('\n').filter(Boolean);
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith('// ')) blocks.push({ title: lines[i].slice(3), body: '' });
    else if (blocks.length) blocks[blocks.length - 1].body += (blocks[blocks.length - 1].body ? '\n' : '') + lines[i];
  }
  $('handoff-blocks').replaceChildren(...blocks.map((b, i) => {
    const section = document.createElement('div');
    section.className = 'handoff-block';
    const h = document.createElement('h3');
    h.append(b.title);
    const button = Object.assign(document.createElement('button'), { type: 'button', className: 'copy', textContent: 'Copy' });
    button.dataset.block = String(i);
    button.setAttribute('aria-label', `Copy ${b.title}`);
    h.append(button);
    const pre = document.createElement('pre');
    pre.textContent = b.body;
    section.append(h, pre);
    return section;
  }));
}

async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    $('copy-status').textContent = 'Copied.';
  } catch {
    // No clipboard permission (e.g. an insecure origin): select the text for a manual copy.
    $('copy-status').textContent = 'Select the text and copy it (the clipboard is not available here).';
  }
}

const preview = new Preview({ exact: $('dot-exact'), linear: $('dot-linear'), bezier: $('dot-bezier'), info: $('frame-info') });
studio.preview = preview;

function setUp() {
  for (const f of families) $('family').append(new Option(f.label, f.id));
  for (const p of presets) $('preset').append(new Option(p, p));
  $('family').addEventListener('change', () => {
    const state = stateFromQuery(`?family=${$('family').value}&velocity=${encodeURIComponent($('velocity').value)}`);
    update(state, 'push');
  });
  $('preset').addEventListener('change', () => update(readForm(), 'push'));
  $('spring-form').addEventListener('submit', (event) => {
    event.preventDefault();
    update(readForm(), 'push');
  });
  window.addEventListener('popstate', () => update(stateFromQuery(location.search), 'none'));
  $('replay').addEventListener('click', () => preview.play());
  $('slow').addEventListener('change', () => { preview.slow = $('slow').checked; });
  $('step').addEventListener('click', () => preview.step());
  document.addEventListener('click', (event) => {
    const button = event.target.closest('button.copy');
    if (!button) return;
    if (button.dataset.copy === 'handoff') copy(studio.handoff);
    else copy(button.closest('.handoff-block').querySelector('pre').textContent);
  });
  for (const scene of scenes) {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: scene.label });
    button.dataset.scene = scene.id;
    button.addEventListener('click', () => playScene(scene, $('scene-stage'), $('scene-info'), reducedMotion()).catch((e) => status(`springsim: ${e.message}`)));
    $('scene-buttons').append(button);
  }
  studio.flick = new Flick({ card: $('card'), area: $('flick-area'), physics: $('physics'), info: $('flick-info'), reducedMotion });
  document.body.dataset.motion = reducedMotion() ? 'reduced' : 'full';
}

async function start() {
  setUp();
  studio.fps = reducedMotion() ? 60 : await measureRefreshRate();
  const state = stateFromQuery(location.search);
  await update(state, 'replace');
  // The first scene, still under reduced motion.
  playScene(scenes[0], $('scene-stage'), $('scene-info'), true).catch((e) => status(`springsim: ${e.message}`));
}

start();
