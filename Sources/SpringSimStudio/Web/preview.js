// The preview: one element moved by the exact per-frame table at the display's own rate (the
// frame of each requestAnimationFrame timestamp), beside the same motion as CSS linear() and as
// the best cubic-bezier(), both played by the Web Animations API.

export const DISTANCE = 300; // px from value 0 to value 1

export class Preview {
  constructor({ exact, linear, bezier, info }) {
    Object.assign(this, { exact, linear, bezier, info });
    this.times = [0];
    this.values = [0];
    this.fps = 60;
    this.index = 0;
    this.playing = false;
    this.slow = false;
    this.animations = [];
    this.frame = this.frame.bind(this);
  }

  /** The exact table (at `fps`) and the two CSS timings with their durations in seconds. */
  load({ times, values, fps, linear, linearDuration, bezier, bezierDuration }) {
    this.stop();
    Object.assign(this, { times, values, fps });
    for (const a of this.animations) a.cancel();
    const keyframes = [{ transform: 'translateX(0px)' }, { transform: `translateX(${DISTANCE}px)` }];
    this.animations = [];
    if (linear) this.animations.push(this.linear.animate(keyframes, { duration: linearDuration * 1000, easing: linear, fill: 'both' }));
    if (bezier) this.animations.push(this.bezier.animate(keyframes, { duration: bezierDuration * 1000, easing: bezier, fill: 'both' }));
    for (const a of this.animations) a.pause();
    this.show(0);
  }

  /** Shows frame `index` on every track (the CSS ones seeked to the frame's time). */
  show(index) {
    this.index = Math.max(0, Math.min(this.values.length - 1, index));
    this.exact.style.transform = `translateX(${this.values[this.index] * DISTANCE}px)`;
    const t = this.times[this.index] * 1000;
    for (const a of this.animations) a.currentTime = t;
    this.info.textContent = `frame ${this.index}, t = ${this.times[this.index].toFixed(4)} s, value ${this.values[this.index].toFixed(6)}`;
  }

  play() {
    this.stop();
    this.show(0);
    this.playing = true;
    this.start = null;
    const rate = this.slow ? 0.1 : 1;
    for (const a of this.animations) {
      a.playbackRate = rate;
      a.currentTime = 0;
      a.play();
    }
    requestAnimationFrame(this.frame);
  }

  frame(timestamp) {
    if (!this.playing) return;
    if (this.start === null) this.start = timestamp;
    const elapsed = ((timestamp - this.start) / 1000) * (this.slow ? 0.1 : 1);
    const index = Math.min(this.values.length - 1, Math.round(elapsed * this.fps));
    this.index = index;
    this.exact.style.transform = `translateX(${this.values[index] * DISTANCE}px)`;
    this.info.textContent = `frame ${index}, t = ${this.times[index].toFixed(4)} s`;
    if (index < this.values.length - 1) requestAnimationFrame(this.frame);
    else this.playing = false;
  }

  stop() {
    this.playing = false;
    for (const a of this.animations) a.pause();
  }

  step() {
    this.stop();
    this.show(this.index + 1 >= this.values.length ? 0 : this.index + 1);
  }

  /** Largest |linear() − exact| over the table's frames up to the linear() duration, as a
   *  fraction of the distance, measured from the element's computed transform. */
  measureLinear(duration) {
    const animation = this.animations[0];
    if (!animation) return NaN;
    let worst = 0;
    for (let i = 0; i < this.times.length && this.times[i] <= duration; i++) {
      animation.currentTime = this.times[i] * 1000;
      const x = new DOMMatrixReadOnly(getComputedStyle(this.linear).transform).m41;
      worst = Math.max(worst, Math.abs(x - this.values[i] * DISTANCE) / DISTANCE);
    }
    this.show(this.index);
    return worst;
  }
}
