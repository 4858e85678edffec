// Plays a table's frames on the display's clock.

// Calls show(k) once per animation frame for the last frame k whose time (seconds from the
// first frame, non-decreasing) has come, until the last frame has been shown; stops early
// once current() is false (a newer playback has started in the same place).
export function playFrames(times, show, current) {
  let start = null;
  const tick = (timestamp) => {
    if (!current()) return;
    if (start === null) start = timestamp;
    const t = (timestamp - start) / 1000;
    let k = 0;
    while (k + 1 < times.length && times[k + 1] <= t) k++;
    show(k);
    if (k + 1 < times.length) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
