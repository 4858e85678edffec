#!/usr/bin/env python3
"""Reference data for keyframe interpolation (Easing's `Keyframes`).

Usage (from anywhere):

    python3 Scripts/reference_keyframes.py

Requires mpmath==1.3.0 (see Scripts/requirements-reference.txt).  Deterministic:
running it twice writes byte-identical files.

Writes Tests/EasingTests/Fixtures/keyframes_mpmath.csv with the columns

    case,mode,times,values,tension,continuity,bias,arc_modes,easing,t,x,y,vx,vy

one row per (case, t).  times, values and the per-keyframe lists are
';'-separated; a 2-D value is written x:y.  Every input is the exact binary
value of its double.  x, y are the interpolated value at t (y empty for 1-D);
vx, vy its time derivative computed by mpmath.diff (numerical differentiation
at 40 digits) of the value function -- an independent check of the analytic
velocity -- left empty at keyframe times, where the derivative is one-sided.

The rules are the ones docs/KEYFRAMES.md states, written again here from that
text: linear; cubic Hermite with mean-secant tangents; Fritsch-Carlson;
Compose's MonoSpline (hypot(alpha, beta) compared with 9); Compose's ArcSpline
quarter ellipses at constant speed; Kochanek-Bartels (Core Animation cubic,
end neighbours equal to the end keyframes, Core Animation's continuity
negated into Kochanek-Bartels' c); paced and cubic-paced at constant
speed along the polyline / the Kochanek-Bartels curve.  Easing (optional):
React Native's back(s), e(u) = u^2 ((s + 1) u - s), applied to the local time.
"""

from __future__ import annotations

import csv
import io
import sys

import mpmath
from mpmath import mp, mpf

from reference_common import REPO_ROOT, bisect_increasing, fixtures_dir

OUT = fixtures_dir("EasingTests") / "keyframes_mpmath.csv"
DPS = 40
OUT_DIGITS = 25


def num(text: str):
    """The exact value of the double the text denotes."""
    return mpf(float(text))


def fmt(v) -> str:
    s = mpmath.nstr(v, OUT_DIGITS, min_fixed=-5, max_fixed=5, strip_zeros=True)
    return "0" if s in ("0.0", "-0.0") else s


# --------------------------------------------------------------------------
# Interpolants: each returns a function t -> tuple of coordinates.
# --------------------------------------------------------------------------


def hermite(p0, p1, m0, m1, s):
    s2, s3 = s * s, s * s * s
    return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1


def spline_tangents(times, ys, mode):
    """Per-second tangents of one coordinate."""
    n = len(times)
    slope = [(ys[i + 1] - ys[i]) / (times[i + 1] - times[i]) for i in range(n - 1)]
    m = [slope[0]] + [(slope[i - 1] + slope[i]) / 2 for i in range(1, n - 1)] + [slope[n - 2]]
    if mode == "mono-spline":
        for i in range(1, n - 1):
            if slope[i - 1] * slope[i] <= 0:
                m[i] = mpf(0)
    if mode in ("mono-spline", "compose-spline"):
        for i in range(n - 1):
            if slope[i] == 0:
                m[i] = m[i + 1] = mpf(0)
                continue
            a, b = m[i] / slope[i], m[i + 1] / slope[i]
            h = mpmath.sqrt(a * a + b * b)
            limit = 3 if mode == "mono-spline" else 9
            if h > limit:
                m[i], m[i + 1] = 3 / h * a * slope[i], 3 / h * b * slope[i]
    return m


def kb_tangents(ps, tension, continuity, bias):
    """Per-unit-parameter (start, end) tangents of one coordinate, per segment."""
    n = len(ps)

    def p(i):
        return ps[min(max(i, 0), n - 1)]

    out = []
    for i in range(n - 1):
        # Core Animation's continuity: positive = sharp corners = Kochanek-Bartels' c = -1.
        t, c, b = tension[i], -continuity[i], bias[i]
        start = (1 - t) * (1 + b) * (1 + c) / 2 * (p(i) - p(i - 1)) + (1 - t) * (1 - b) * (1 - c) / 2 * (p(i + 1) - p(i))
        k = i + 1
        t, c, b = tension[k], -continuity[k], bias[k]
        end = (1 - t) * (1 + b) * (1 - c) / 2 * (p(k) - p(k - 1)) + (1 - t) * (1 - b) * (1 + c) / 2 * (p(k + 1) - p(k))
        out.append((start, end))
    return out


def curve_length(df, a, b):
    """Arc length on [a, b] of a plane curve with derivative df (returns (dx, dy))."""
    return mpmath.quad(lambda u: mpmath.sqrt(sum(c * c for c in df(u))), [a, b])


def at_length(df, total, target):
    """The parameter u in [0, 1] where the arc length from 0 reaches target: bisection to
    2^-20, then Newton (the length's derivative is the speed)."""
    if target <= 0:
        return mpf(0)
    if target >= total:
        return mpf(1)
    lo, hi = bisect_increasing(lambda u: curve_length(df, 0, u), target, 20)
    u = (lo + hi) / 2
    for _ in range(8):
        u -= (curve_length(df, 0, u) - target) / mpmath.sqrt(sum(c * c for c in df(u)))
    return u


def quarter_ellipse(a, b, mode):
    """Compose ArcSpline's quarter ellipse from a to b as a function of the arc fraction, or None."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if mode == "linear" or abs(dx) < mpf(0.001) or abs(dy) < mpf(0.001):
        return None
    vertical = dy > 0 if mode == "below" else dy < 0
    half = mp.pi / 2
    if vertical:
        cx, cy, A, B, th, dth = b[0], a[1], -dx, dy, (lambda u: (1 - u) * half), -half
    else:
        cx, cy, A, B, th, dth = a[0], b[1], dx, -dy, (lambda u: u * half), half

    def g(u):
        return (cx + A * mpmath.sin(th(u)), cy + B * mpmath.cos(th(u)))

    def dg(u):
        return (A * mpmath.cos(th(u)) * dth, -B * mpmath.sin(th(u)) * dth)

    total = curve_length(dg, 0, 1)
    return lambda frac: g(at_length(dg, total, frac * total))


def dhermite(p0, p1, m0, m1, s):
    s2 = s * s
    return (6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * p1 + (3 * s2 - 2 * s) * m1


def build(case):
    times = [num(t) for t in case["times"].split(";")]
    raw = case["values"].split(";")
    dim = 2 if ":" in raw[0] else 1
    values = [tuple(num(c) for c in v.split(":")) if dim == 2 else (num(v),) for v in raw]
    n = len(times)
    mode = case["mode"]
    per_key = {k: [num(x) for x in case[k].split(";")] if case.get(k) else [mpf(0)] * n
               for k in ("tension", "continuity", "bias")}
    easing = case.get("easing", "")

    def ease(u):
        if not easing:
            return u
        s = num(easing.split(":")[1])
        return u * u * ((s + 1) * u - s)

    coords = range(dim)
    if mode in ("paced", "cubic-paced"):
        if mode == "paced":
            segs = [(lambda i: (lambda u: tuple(values[i][j] + u * (values[i + 1][j] - values[i][j]) for j in coords)))(i)
                    for i in range(n - 1)]
            dsegs = [(lambda i: (lambda u: tuple(values[i + 1][j] - values[i][j] for j in coords)))(i) for i in range(n - 1)]
        else:
            tans = [kb_tangents([v[j] for v in values], per_key["tension"], per_key["continuity"], per_key["bias"])
                    for j in coords]
            segs = [(lambda i: (lambda u: tuple(hermite(values[i][j], values[i + 1][j], tans[j][i][0], tans[j][i][1], u)
                                                for j in coords)))(i) for i in range(n - 1)]
            dsegs = [(lambda i: (lambda u: tuple(dhermite(values[i][j], values[i + 1][j], tans[j][i][0], tans[j][i][1], u)
                                                 for j in coords)))(i) for i in range(n - 1)]
        lengths = [curve_length(df, 0, 1) for df in dsegs]
        total = sum(lengths)

        def value(t):
            d = (t - times[0]) / (times[-1] - times[0]) * total
            k = 0
            while k + 1 < n - 1 and sum(lengths[:k + 1]) <= d:
                k += 1
            start = sum(lengths[:k])
            if mode == "paced":
                return segs[k]((d - start) / lengths[k])
            return segs[k](at_length(dsegs[k], lengths[k], d - start))
        return value, dim

    if mode == "arc":
        arcs = [quarter_ellipse(values[i], values[i + 1], m) for i, m in enumerate(case["arc_modes"].split(";"))]
    elif mode in ("hermite", "mono-spline", "compose-spline"):
        m = [spline_tangents(times, [v[j] for v in values], mode) for j in coords]
    elif mode == "cubic":
        tans = [kb_tangents([v[j] for v in values], per_key["tension"], per_key["continuity"], per_key["bias"]) for j in coords]

    def value(t):
        i = 0
        while i + 2 < n and times[i + 1] <= t:
            i += 1
        dt = times[i + 1] - times[i]
        s = ease((t - times[i]) / dt)
        p0, p1 = values[i], values[i + 1]
        if mode == "linear" or (mode == "arc" and arcs[i] is None):
            return tuple(p0[j] + s * (p1[j] - p0[j]) for j in coords)
        if mode == "arc":
            return arcs[i](s)
        if mode == "cubic":
            return tuple(hermite(p0[j], p1[j], tans[j][i][0], tans[j][i][1], s) for j in coords)
        return tuple(hermite(p0[j], p1[j], dt * m[j][i], dt * m[j][i + 1], s) for j in coords)
    return value, dim


CASES = [
    dict(case="linear-1d", mode="linear", times="0;0.3;1", values="0;1;0.4"),
    dict(case="linear-back", mode="linear", times="0.25;0.75;2", values="-3;5;1.5", easing="back:1.2"),
    dict(case="hermite-1d", mode="hermite", times="0;0.3;1;1.7", values="0;1;0.4;2"),
    dict(case="hermite-2d-back", mode="hermite", times="0;0.5;1.25", values="0:0;10:-4;3:7", easing="back:0.7"),
    dict(case="mono-1d", mode="mono-spline", times="0;0.3;1;1.7", values="0;1;0.4;2"),
    dict(case="mono-flat", mode="mono-spline", times="0;1;2;3", values="0;0;0.1;1"),
    dict(case="mono-steep", mode="mono-spline", times="0;0.1;0.2;1", values="0;0.01;1;1.05"),
    dict(case="compose-flat", mode="compose-spline", times="0;1;2;3", values="0;0;0.1;1"),
    dict(case="compose-1d", mode="compose-spline", times="0;0.3;1;1.7", values="0;1;0.4;2"),
    dict(case="cubic-kb", mode="cubic", times="0;0.5;1;1.5", values="0:0;10:5;0:10;5:5",
         tension="0;0.5;-0.5;0", continuity="0.2;0;-0.3;0", bias="0;-0.4;0.6;0"),
    dict(case="cubic-catmull-rom", mode="cubic", times="0;0.4;1;2", values="0;2;1;5"),
    dict(case="arc-below", mode="arc", times="0;1", values="0:0;100:50", arc_modes="below"),
    dict(case="arc-mixed", mode="arc", times="0;0.5;1.5;2", values="0:0;30:-20;-10:40;-10.0005:60", arc_modes="above;below;above"),
    dict(case="paced-2d", mode="paced", times="0;0.1;2", values="0:0;3:4;3:10"),
    dict(case="cubic-paced-2d", mode="cubic-paced", times="0;1;3", values="0:0;10:5;0:10"),
]


def main() -> int:
    if mpmath.__version__ != "1.3.0":
        print(f"warning: mpmath {mpmath.__version__} (expected 1.3.0)", file=sys.stderr)
    mp.dps = DPS
    rows = []
    for case in CASES:
        value, dim = build(case)
        ts = [num(t) for t in case["times"].split(";")]
        t0, t1 = ts[0], ts[-1]
        keyframe_times = set(case["times"].split(";"))
        samples = case["times"].split(";") + [repr(float(t0 + (t1 - t0) * k / 7)) for k in range(1, 7)]
        for text in samples:
            t = num(text)
            v = value(t)
            at_key = text in keyframe_times or float(text) in {float(x) for x in keyframe_times}
            if at_key:
                d = ("",) * dim
            else:
                d = tuple(fmt(mpmath.diff(lambda u, j=j: value(u)[j], t)) for j in range(dim))
            x = fmt(v[0])
            y = fmt(v[1]) if dim == 2 else ""
            vx = d[0]
            vy = d[1] if dim == 2 else ""
            rows.append([case["case"], case["mode"], case["times"], case["values"], case.get("tension", ""),
                         case.get("continuity", ""), case.get("bias", ""), case.get("arc_modes", ""),
                         case.get("easing", ""), text, x, y, vx, vy])
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["case", "mode", "times", "values", "tension", "continuity", "bias", "arc_modes", "easing",
                "t", "x", "y", "vx", "vy"])
    w.writerows(rows)
    OUT.write_text(buf.getvalue(), encoding="utf-8")
    print(f"{OUT.relative_to(REPO_ROOT)}: {len(rows)} rows, {len(CASES)} cases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
