#!/usr/bin/env python3
"""High-precision reference data for the curve queries of the Curves module.

Usage (from anywhere):

    python3 Scripts/reference_queries.py

Requires mpmath==1.3.0 (see Scripts/requirements-reference.txt).  Deterministic: running it
twice writes byte-identical files.  Everything is computed at 50 digits from the exact binary
values of the inputs (the Python repr() of each double, written in the input columns).

Curves (type, then the geometry columns g0..g7):

* quadratic: x0 y0 x1 y1 x2 y2           (g6, g7 empty)
* cubic:     x0 y0 x1 y1 x2 y2 x3 y3
* arc:       cx cy rx ry rotation start_angle sweep   (g7 empty);
             C(t) = c + R(rotation) (rx cos th, ry sin th), th = start_angle + t sweep.

Files written (Tests/CurvesTests/Fixtures/):

* query_frames.csv      per curve and t: unit tangent (tx, ty) and signed curvature
                        kappa = (C' x C'') / |C'|^3 (1/points; C' and C'' differentiated in
                        closed form at 50 digits).
* query_lengths.csv     partial arc length s(t0, t1) = integral |C'| (mpmath.quad, tanh-sinh,
                        broken at every zero of x' and y' and at the arcs' quadrant angles).
* query_features.csv    extrema (kind x: x' = 0, kind y: y' = 0) and inflections (kind
                        inflection: C' x C'' changes sign) strictly inside (0, 1), ascending
                        per kind, roots by mpmath.polyroots (Beziers) or atan2 + k pi (arcs).
* query_nearest.csv     the nearest point of the curve to (px, py): t and the distance.  Every
                        stationary point of |C(t) - p|^2 is found (mpmath.polyroots of the
                        quintic / cubic; for arcs findroot from 4096 starting brackets over
                        the sweep) and compared with the ends.
* query_areas.csv       signed area 1/2 * closed integral (x dy - y dx) of closed paths given as
                        SVG path data (only absolute M, L, Q, C, Z with exact decimals, so the
                        parser's input is the reference's), by mpmath.quad per segment.

Output columns carry 32 significant digits.
"""

from __future__ import annotations

import csv

import mpmath
from mpmath import mpf

from reference_common import bisect_sign_change, fixtures_dir, nstr_fixed, start_exact

FIXTURES_DIR = fixtures_dir("CurvesTests")
DPS = 50
OUT_DIGITS = 32

CURVES = [
    ("quad_skew", "quadratic", [-3.25, 7.5, 12, -4, 0.125, 9]),
    ("quad_flat", "quadratic", [0, 0, 50, 1, 100, 0]),
    ("arch", "cubic", [0, 0, 0, 1, 1, 1, 1, 0]),
    ("s_curve", "cubic", [10.5, 200.25, 300, -40, -120, 380, 400.75, 90]),
    ("loop", "cubic", [0, 0, 3, 2, -2, 2, 1, 0]),
    ("kurbo_inflect", "cubic", [0, 0, 0.8, 1, 0.2, 1, 1, 0]),
    ("kurbo_four_extrema", "cubic", [0.4, 0.5, 0, 1, 1, 0, 0.5, 0.4]),
    ("negative", "cubic", [-120.5, -30.25, -80, -150, 40, 60, -10, -5.5]),
    ("circle_arc", "arc", [3, -4, 25, 25, 0.7, -0.3, 2.5]),
    ("ellipse_half", "arc", [10, 20, 100, 30, 0.3, -0.4, 3.1]),
    ("ellipse_long", "arc", [0, 0, 500, 2, 0, 0.1, -5.9]),
    ("ellipse_tilted", "arc", [-50, 75, 40, 90, -1.1, 2.0, -4.5]),
]

FRAME_TS = [0, 0.125, 0.37, 0.5, 0.8, 1]
LENGTH_RANGES = [(0, 0.3), (0.25, 0.75), (0.6, 1), (0.1, 0.11)]
NEAREST_POINTS = {
    "quad_skew": [(0, 0), (20, 20), (4, 3)],
    "quad_flat": [(50, -10), (50, 0.25), (-5, 3)],
    "arch": [(0.55, 0.5), (0.5, 0.7), (2, -1)],
    "s_curve": [(200, 150), (0, 0), (380, 100)],
    "loop": [(0.45, 1), (0.55, 1.2), (0, 0.9)],
    "kurbo_inflect": [(0.52, 0.5), (0.5, 1), (0.2, 0.1)],
    "kurbo_four_extrema": [(0.47, 0.45), (0, 0), (1, 1)],
    "negative": [(-50, -50), (-200, 0), (0, 0)],
    "circle_arc": [(3, -3.5), (40, 0), (-30, -30)],
    "ellipse_half": [(12, 21), (120, 60), (-100, 0)],
    "ellipse_long": [(3, 0.5), (250, 1), (-400, -10)],
    "ellipse_tilted": [(-45, 80), (0, 150), (-120, 20)],
}

AREAS = [
    ("square_cw", "M0 0 L10 0 L10 10 L0 10 Z"),
    ("square_ccw", "M0 0 L0 10 L10 10 L10 0 Z"),
    ("quad_lens", "M-3.25 7.5 Q12 -4 0.125 9 Z"),
    ("cubic_blob", "M10.5 200.25 C300 -40 -120 380 400.75 90 L400.75 300 Z"),
    ("figure_eight", "M0 0 C10 -10 10 10 0 0 C-10 -10 -10 10 0 0 Z"),
    ("mixed", "M-20.5 -10 L30 -12.25 Q60 0 35 40 C20 60 -10 50 -25 20 Z"),
    ("far_away", "M1000000 1000000 C1000100 1000000 1000100 1000050 1000050 1000080 Q1000000 1000100 1000000 1000000 Z"),
]


def fmt(x) -> str:
    return nstr_fixed(x, OUT_DIGITS)


def cells(geometry):
    return [repr(float(v)) for v in geometry] + [""] * (8 - len(geometry))


def bezier_power(kind, g):
    """Power-basis coefficients per axis, lowest degree first: C(t) = sum c_k t^k."""
    p = [mpf(v) for v in g]
    if kind == "quadratic":
        x0, y0, x1, y1, x2, y2 = p
        ax = lambda a, b, c: [a, 2 * (b - a), a - 2 * b + c]
        return ax(x0, x1, x2), ax(y0, y1, y2)
    x0, y0, x1, y1, x2, y2, x3, y3 = p
    ax = lambda a, b, c, d: [a, 3 * (b - a), 3 * (a - 2 * b + c), d - a + 3 * (b - c)]
    return ax(x0, x1, x2, x3), ax(y0, y1, y2, y3)


def poly_eval(c, t):
    return sum(ck * t**k for k, ck in enumerate(c))


def poly_deriv(c):
    return [k * c[k] for k in range(1, len(c))] or [mpf(0)]


def poly_mul(a, b):
    out = [mpf(0)] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def poly_add(a, b):
    n = max(len(a), len(b))
    return [(a[i] if i < len(a) else 0) + (b[i] if i < len(b) else 0) for i in range(n)]


def real_roots_in(c, lo=0, hi=1, open_interval=True):
    c = list(c)
    while len(c) > 1 and c[-1] == 0:
        c.pop()
    if len(c) <= 1:
        return []
    roots = mpmath.polyroots(list(reversed(c)), maxsteps=400, extraprec=400)
    out = []
    for r in roots:
        if abs(mpmath.im(r)) < mpf(10) ** -30:
            x = mpmath.re(r)
            if (lo < x < hi) if open_interval else (lo <= x <= hi):
                out.append(x)
    return sorted(out)


class Curve:
    def __init__(self, kind, g):
        self.kind, self.g = kind, [mpf(v) for v in g]
        if kind != "arc":
            self.px, self.py = bezier_power(kind, g)

    def point(self, t):
        if self.kind == "arc":
            cx, cy, rx, ry, phi, th1, sw = self.g
            th = th1 + t * sw
            x, y = rx * mpmath.cos(th), ry * mpmath.sin(th)
            return (cx + mpmath.cos(phi) * x - mpmath.sin(phi) * y, cy + mpmath.sin(phi) * x + mpmath.cos(phi) * y)
        return poly_eval(self.px, t), poly_eval(self.py, t)

    def deriv(self, t, order=1):
        if self.kind == "arc":
            cx, cy, rx, ry, phi, th1, sw = self.g
            th = th1 + t * sw
            if order == 1:
                x, y = -rx * mpmath.sin(th) * sw, ry * mpmath.cos(th) * sw
            else:
                x, y = -rx * mpmath.cos(th) * sw**2, -ry * mpmath.sin(th) * sw**2
            return (mpmath.cos(phi) * x - mpmath.sin(phi) * y, mpmath.sin(phi) * x + mpmath.cos(phi) * y)
        dx, dy = poly_deriv(self.px), poly_deriv(self.py)
        if order == 2:
            dx, dy = poly_deriv(dx), poly_deriv(dy)
        return poly_eval(dx, t), poly_eval(dy, t)

    def speed(self, t):
        dx, dy = self.deriv(t)
        return mpmath.sqrt(dx * dx + dy * dy)

    def breaks(self):
        """Parameters in (0, 1) where the speed may have a kink or a sharp minimum."""
        if self.kind == "arc":
            th1, sw = self.g[5], self.g[6]
            lo, hi = min(th1, th1 + sw), max(th1, th1 + sw)
            q = mpmath.pi / 2
            ks = range(int(mpmath.ceil(lo / q)), int(mpmath.floor(hi / q)) + 1)
            return sorted((k * q - th1) / sw for k in ks if lo < k * q < hi)
        return sorted(real_roots_in(poly_deriv(self.px)) + real_roots_in(poly_deriv(self.py)))

    def length(self, t0, t1):
        t0, t1 = mpf(t0), mpf(t1)
        cuts = [t0] + [b for b in self.breaks() if t0 < b < t1] + [t1]
        return mpmath.quad(self.speed, cuts)

    def features(self):
        out = []
        if self.kind == "arc":
            cx, cy, rx, ry, phi, th1, sw = self.g
            lo, hi = min(th1, th1 + sw), max(th1, th1 + sw)
            bases = [("x", mpmath.atan2(-ry * mpmath.sin(phi), rx * mpmath.cos(phi))),
                     ("y", mpmath.atan2(ry * mpmath.cos(phi), rx * mpmath.sin(phi)))]
            for kind, base in bases:
                k = mpmath.ceil((lo - base) / mpmath.pi)
                while base + k * mpmath.pi <= hi:
                    t = (base + k * mpmath.pi - th1) / sw
                    if 0 < t < 1:
                        out.append((kind, t))
                    k += 1
            return out
        out += [("x", t) for t in real_roots_in(poly_deriv(self.px))]
        out += [("y", t) for t in real_roots_in(poly_deriv(self.py))]
        if self.kind == "cubic":
            dx, dy = poly_deriv(self.px), poly_deriv(self.py)
            ddx, ddy = poly_deriv(dx), poly_deriv(dy)
            cross = poly_add(poly_mul(dx, ddy), [-v for v in poly_mul(dy, ddx)])
            for t in real_roots_in(cross):
                h = mpf(10) ** -20
                if poly_eval(cross, t - h) * poly_eval(cross, t + h) < 0:
                    out.append(("inflection", t))
        return out

    def nearest(self, px, py):
        px, py = mpf(px), mpf(py)
        cands = [mpf(0), mpf(1)]
        if self.kind == "arc":
            g = lambda t: (self.point(t)[0] - px) * self.deriv(t)[0] + (self.point(t)[1] - py) * self.deriv(t)[1]
            n = 4096
            prev = g(mpf(0))
            for i in range(1, n + 1):
                t = mpf(i) / n
                v = g(t)
                if prev == 0 or prev * v < 0:
                    cands.append(bisect_sign_change(g, mpf(i - 1) / n, t, prev, 180))
                prev = v
        else:
            qx = poly_add(self.px, [-px])
            qy = poly_add(self.py, [-py])
            poly = poly_add(poly_mul(qx, poly_deriv(self.px)), poly_mul(qy, poly_deriv(self.py)))
            cands += real_roots_in(poly, open_interval=False)
        best = None
        for t in cands:
            x, y = self.point(t)
            d = mpmath.sqrt((x - px) ** 2 + (y - py) ** 2)
            if best is None or d < best[1]:
                best = (t, d)
        return best


def parse_path(d):
    """Absolute M L Q C Z with numbers separated by spaces: a list of closed loops of segments."""
    tokens = d.split()
    loops, seg, cur, start = [], [], None, None
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        cmd, first = tok[0], tok[1:]
        nums = [first] if first else []
        i += 1
        while i < len(tokens) and tokens[i][0] not in "MLQCZ":
            nums.append(tokens[i])
            i += 1
        v = [mpf(x) for x in nums]
        if cmd == "M":
            cur = start = (v[0], v[1])
            seg = []
        elif cmd == "L":
            seg.append(("cubic", [cur[0], cur[1], cur[0] + (v[0] - cur[0]) / 3, cur[1] + (v[1] - cur[1]) / 3,
                                  cur[0] + 2 * (v[0] - cur[0]) / 3, cur[1] + 2 * (v[1] - cur[1]) / 3, v[0], v[1]]))
            cur = (v[0], v[1])
        elif cmd == "Q":
            seg.append(("quadratic", [cur[0], cur[1]] + v))
            cur = (v[2], v[3])
        elif cmd == "C":
            seg.append(("cubic", [cur[0], cur[1]] + v))
            cur = (v[4], v[5])
        elif cmd == "Z":
            if cur != start:
                seg.append(("quadratic", [cur[0], cur[1], (cur[0] + start[0]) / 2, (cur[1] + start[1]) / 2, start[0], start[1]]))
            loops.append(seg)
            cur = start
    return loops


def area(d):
    total = mpf(0)
    for loop in parse_path(d):
        for kind, g in loop:
            c = Curve(kind, g)
            f = lambda t: (c.point(t)[0] * c.deriv(t)[1] - c.point(t)[1] * c.deriv(t)[0]) / 2
            total += mpmath.quad(f, [0, 1])
    return total


def main() -> None:
    start_exact(DPS, FIXTURES_DIR)
    header = ["name", "type"] + [f"g{k}" for k in range(8)]

    with open(FIXTURES_DIR / "query_frames.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header + ["t", "tx", "ty", "curvature"])
        for name, kind, g in CURVES:
            c = Curve(kind, g)
            for t in FRAME_TS:
                t = mpf(t)
                dx, dy = c.deriv(t)
                ddx, ddy = c.deriv(t, 2)
                n = mpmath.sqrt(dx * dx + dy * dy)
                w.writerow([name, kind] + cells(g) + [repr(float(t)), fmt(dx / n), fmt(dy / n), fmt((dx * ddy - dy * ddx) / n**3)])

    with open(FIXTURES_DIR / "query_lengths.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header + ["t0", "t1", "length"])
        for name, kind, g in CURVES:
            c = Curve(kind, g)
            for t0, t1 in LENGTH_RANGES:
                w.writerow([name, kind] + cells(g) + [repr(float(t0)), repr(float(t1)), fmt(c.length(t0, t1))])

    with open(FIXTURES_DIR / "query_features.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header + ["kind", "t"])
        for name, kind, g in CURVES:
            for feature, t in sorted(Curve(kind, g).features()):
                w.writerow([name, kind] + cells(g) + [feature, fmt(t)])

    with open(FIXTURES_DIR / "query_nearest.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header + ["px", "py", "t", "distance"])
        for name, kind, g in CURVES:
            c = Curve(kind, g)
            for px, py in NEAREST_POINTS[name]:
                t, d = c.nearest(px, py)
                w.writerow([name, kind] + cells(g) + [repr(float(px)), repr(float(py)), fmt(t), fmt(d)])

    with open(FIXTURES_DIR / "query_areas.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["name", "path", "area"])
        for name, d in AREAS:
            w.writerow([name, d, fmt(area(d))])


if __name__ == "__main__":
    main()
