// Flick: drag the card and let go. The release velocity (px/s, from the last 100 ms of pointer
// events) starts `springsim scroll` with the chosen deceleration model over the card's track
// (rubber-banding past its ends), and the card plays that table.
import { call, parseCSV } from './api.js';
import { playFrames } from './playback.js';

export const TRACK = 600; // px of travel: --extent 0:600

export class Flick {
  constructor({ card, area, physics, info, reducedMotion }) {
    Object.assign(this, { card, area, physics, info, reducedMotion });
    this.offset = 0;
    this.samples = [];
    this.lastTable = null;
    this.releaseVelocity = null;
    card.addEventListener('pointerdown', (e) => this.down(e));
    card.addEventListener('pointermove', (e) => this.move(e));
    card.addEventListener('pointerup', (e) => this.up(e));
    card.addEventListener('pointercancel', () => { this.dragging = false; });
    card.addEventListener('keydown', (e) => {
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault();
        this.release(e.key === 'ArrowRight' ? 1500 : -1500);
      }
    });
  }

  place(x) {
    this.offset = x;
    this.card.style.transform = `translateX(${x}px)`;
    this.card.setAttribute('aria-valuenow', String(Math.round(x)));
  }

  down(event) {
    this.token = null;
    this.dragging = true;
    this.card.setPointerCapture?.(event.pointerId);
    this.grab = event.clientX - this.offset;
    this.samples = [[event.timeStamp, event.clientX]];
  }

  move(event) {
    if (!this.dragging) return;
    this.samples.push([event.timeStamp, event.clientX]);
    while (this.samples.length > 2 && event.timeStamp - this.samples[0][0] > 100) this.samples.shift();
    let x = event.clientX - this.grab;
    // Rubber-band while dragging past the ends (UIScrollView's 0.55 c / (c + d) rule is the
    // library's; here a plain half-rate drag).
    if (x < 0) x = x / 2;
    if (x > TRACK) x = TRACK + (x - TRACK) / 2;
    this.place(x);
  }

  up(event) {
    if (!this.dragging) return;
    this.dragging = false;
    this.samples.push([event.timeStamp, event.clientX]);
    const [t0, x0] = this.samples[0];
    const [t1, x1] = this.samples[this.samples.length - 1];
    const velocity = t1 > t0 ? ((x1 - x0) / (t1 - t0)) * 1000 : 0;
    this.release(Math.round(velocity * 1000) / 1000);
  }

  /** Runs the model from the card's offset at `velocity` px/s and plays its table. */
  async release(velocity) {
    this.releaseVelocity = velocity;
    let position = Math.round(this.offset * 1000) / 1000;
    // Android's OverScroller starts inside its bounds (springsim refuses a start past them).
    if (this.physics.value === 'android') position = Math.min(TRACK, Math.max(0, position));
    const pairs = [['physics', this.physics.value], ['velocity', velocity], ['position', position], ['extent', `0:${TRACK}`]];
    let text;
    try {
      text = await call(['scroll'], pairs);
    } catch (error) {
      this.info.textContent = `springsim scroll: ${error.message}`;
      return;
    }
    const table = parseCSV(text);
    this.lastTable = text;
    const times = table.column('time'), offsets = table.column('offset'), velocities = table.column('velocity');
    this.info.textContent = `released at ${velocity} px/s; ${this.physics.value}: ${times.length} frames, first velocity ${velocities[0]} px/s, rests at ${offsets[offsets.length - 1].toFixed(1)} px after ${times[times.length - 1].toFixed(3)} s`;
    document.body.dataset.flickFirstVelocity = String(velocities[0]);
    if (this.reducedMotion()) return this.place(offsets[offsets.length - 1]);
    const token = (this.token = Symbol('flick'));
    playFrames(times, (k) => this.place(offsets[k]), () => this.token === token);
  }
}
