#!/usr/bin/env python3
"""Reference frames for rebound's stepping on real frame times (plain Python floats).

An independent re-implementation of Facebook rebound's Spring.advance (rebound-core
Spring.java, rebound-js src/Spring.js) driven by a list of display-link timestamps:

  * the spring starts at the first timestamp; frame i advances by t[i] - t[i-1], clamped to
    MAX_DELTA_TIME_SEC = 0.064;
  * a time accumulator is drained in RK4 steps of SOLVER_TIMESTEP_SEC = 0.001 on
    p'' = tension*(end - p) - friction*p', the first stage using the previous step's last
    stage position (rebound's mTempState, starting at the start value);
  * the state before the last step is kept, and a leftover alpha*h replaces the state by
    alpha*current + (1 - alpha)*previous (kept, not only displayed);
  * then the rest rule (|v| <= rest speed and |end - p| <= rest displacement, Java's
    isAtRest) or, with clamping, an overshoot past the end value (isOvershooting: the start
    value on one side, the current value on the other) snaps p to the end value, v to 0,
    and the spring is not advanced again. A spring at rest before its first advance is never
    advanced (systemShouldAdvance).

Python floats are IEEE doubles and every expression is evaluated in rebound's order, so the
Swift stepper is expected to agree bit for bit.

Writes Tests/DynamicsTests/Fixtures/rebound_cases.csv with header
    case,stiffness,damping,from,to,velocity,rest_speed,rest_displacement,clamp,times
(stiffness and damping per unit mass; times separated by ';') and
Tests/DynamicsTests/Fixtures/rebound_frames.csv with header
    case,frame,time,value,velocity,at_rest,steps
(steps: RK4 steps taken up to and including that frame). Deterministic.
"""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "DynamicsTests" / "Fixtures"

MAX_DELTA_TIME_SEC = 0.064
SOLVER_TIMESTEP_SEC = 0.001


def rebound_frames(k, c, start, end, v0, rest_speed, rest_disp, clamp, times):
    h = SOLVER_TIMESTEP_SEC
    pos, vel = start, v0
    prev_pos, prev_vel = pos, vel
    temp_pos = start
    acc = 0.0
    steps = 0

    def at_rest():
        return abs(vel) <= rest_speed and (abs(end - pos) <= rest_disp or k == 0)

    def overshooting():
        return k > 0 and ((start < end and pos > end) or (start > end and pos < end))

    rows = []
    for i, t in enumerate(times):
        if i == 0:
            rest = at_rest()
        else:
            dt = t - times[i - 1]
            acc += MAX_DELTA_TIME_SEC if dt > MAX_DELTA_TIME_SEC else dt
            p, v, tp = pos, vel, temp_pos
            while acc >= h:
                acc -= h
                if acc < h:
                    prev_pos, prev_vel = p, v
                av = v
                aa = k * (end - tp) - c * v
                tp = p + av * h * 0.5
                tv = v + aa * h * 0.5
                bv = tv
                ba = k * (end - tp) - c * tv
                tp = p + bv * h * 0.5
                tv = v + ba * h * 0.5
                cv = tv
                ca = k * (end - tp) - c * tv
                tp = p + cv * h
                tv = v + ca * h
                dv = tv
                da = k * (end - tp) - c * tv
                dxdt = 1.0 / 6.0 * (av + 2.0 * (bv + cv) + dv)
                dvdt = 1.0 / 6.0 * (aa + 2.0 * (ba + ca) + da)
                p += dxdt * h
                v += dvdt * h
                steps += 1
            temp_pos = tp
            if acc > 0:
                alpha = acc / h
                p = p * alpha + prev_pos * (1 - alpha)
                v = v * alpha + prev_vel * (1 - alpha)
            pos, vel = p, v
            rest = False
            if at_rest() or (clamp and overshooting()):
                if k > 0:
                    pos = end
                vel = 0.0
                rest = True
        rows.append((i, t, pos, vel, rest, steps))
        if rest:
            break
    return rows


def uniform(fps, count, t0=0.0):
    return [t0 + n / fps for n in range(count)]


CASES = [
    # name, k, c, from, to, v0, rest speed, rest displacement, clamp, times
    ("uniform-60", 230.2, 19.0, 0.0, 1.0, 0.0, 0.0, 0.0, False, uniform(60, 31)),
    ("jitter-dropped", 200.0, 10.0, 0.0, 1.0, 0.0, 0.0, 0.0, False,
     [0.0, 0.0161, 0.0339, 0.05, 0.0667, 0.15, 0.1667, 0.2, 0.2171, 0.2333, 0.3, 0.3005, 0.3012, 0.3179]),
    ("cap-one-second", 200.0, 10.0, 0.0, 1.0, 0.0, 0.0, 0.0, False, [0.0, 1.0, 1.0166, 3.5, 3.5166]),
    ("absolute-120hz", 400.0, 28.0, 300.0, 20.0, -900.0, 0.0, 0.0, False,
     [1234.5 + n * 0.008333 + (0.0007 if n % 3 == 1 else 0.0) for n in range(40)]),
    ("sub-millisecond", 120.0, 6.0, 1.0, 0.0, 0.0, 0.0, 0.0, False,
     [0.0, 0.0004, 0.0009, 0.0013, 0.0021, 0.0022, 0.0031, 0.0056, 0.0061]),
    ("rest-rebound-java", 200.0, 30.0, 0.0, 1.0, 0.0, 0.005, 0.005, False, uniform(60, 120)),
    ("rest-speed-only", 150.0, 18.0, 0.0, 100.0, 0.0, 0.5, 0.05, False, uniform(60, 200)),
    ("clamp", 300.0, 8.0, 10.0, -5.0, 20.0, 0.0, 0.0, True, uniform(60, 60)),
    ("clamp-upward", 500.0, 5.0, 0.0, 1.0, 3.0, 0.001, 0.001, True, uniform(90, 90, t0=0.25)),
    ("at-rest-initially", 200.0, 20.0, 0.0, 0.001, 0.0, 0.01, 0.01, False, uniform(60, 10)),
]


def main():
    FIXTURES.mkdir(parents=True, exist_ok=True)
    case_lines = ["case,stiffness,damping,from,to,velocity,rest_speed,rest_displacement,clamp,times"]
    frame_lines = ["case,frame,time,value,velocity,at_rest,steps"]
    for name, k, c, a, b, v0, s, d, clamp, times in CASES:
        case_lines.append(
            ",".join([name, repr(k), repr(c), repr(a), repr(b), repr(v0), repr(s), repr(d), "1" if clamp else "0",
                      ";".join(repr(t) for t in times)]))
        for i, t, p, v, rest, steps in rebound_frames(k, c, a, b, v0, s, d, clamp, times):
            frame_lines.append(",".join([name, str(i), repr(t), repr(p), repr(v), "1" if rest else "0", str(steps)]))
    (FIXTURES / "rebound_cases.csv").write_text("\n".join(case_lines) + "\n")
    (FIXTURES / "rebound_frames.csv").write_text("\n".join(frame_lines) + "\n")


if __name__ == "__main__":
    main()
