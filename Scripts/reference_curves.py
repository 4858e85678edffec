#!/usr/bin/env python3
"""High-precision reference data for the Curves module (arc length and its inverse).

Usage (from anywhere):

    python3 Scripts/reference_curves.py

Requires mpmath==1.3.0 (see Scripts/requirements-reference.txt).  The output is
deterministic: running the script twice produces byte-identical files.

Files written (paths relative to the repository root):

* Tests/CurvesTests/Fixtures/bezier_lengths.csv
    Arc length  L = integral_0^1 |B'(t)| dt  of quadratic and cubic Bezier curves:
    the four benchmark curves of the peer baselines (arch, cusp, ease, backtrack),
    quadratics (checked against the closed form of the parabola's arc length),
    near-cusps and loops.  Integrated by mpmath.quad (tanh-sinh) at 50 digits,
    broken at every zero of x'(t) and y'(t) in (0, 1) so kinks of |B'| sit on
    interval ends.  Quadratics use (x0..y2) and leave x3, y3 empty.

* Tests/CurvesTests/Fixtures/ellipse_lengths.csv
    Arc length of elliptical arcs  C(theta) = c + R(phi)(rx cos theta, ry sin theta),
    theta from theta1 through theta1 + sweep:  |sweep| * integral_0^1
    sqrt(rx^2 sin^2 + ry^2 cos^2) dt, broken at multiples of pi/2, cross-checked with
    mpmath.ellipe (two-argument mpmath.ellipe: the incomplete elliptic integral of the second kind).

* Tests/CurvesTests/Fixtures/inverse_parameters.csv
    For the four benchmark curves, t_j with L(0, t_j) = L * j / 20, j = 1..19
    (findroot at 50 digits), and the weighted checksum sum_j j * t_j of the peers.

Conventions: input columns are Python repr() of doubles (exact binary values are used);
output columns have 32 significant digits.
"""

from __future__ import annotations

import csv

import mpmath
from mpmath import mpf

from reference_common import bisect_increasing, fixtures_dir, nstr_fixed, quadratic_roots, start_exact

FIXTURES_DIR = fixtures_dir("CurvesTests")
DPS = 50
OUT_DIGITS = 32

BEZIERS = [
    # name, control points (x0, y0, ..., x3, y3); 6 numbers for a quadratic
    ("arch", [0, 0, 0, 1, 1, 1, 1, 0]),
    ("cusp", [0, 0, 1, 1, 0, 1, 1, 0]),
    ("ease", [0, 0, 0.42, 0, 0.58, 1, 1, 1]),
    ("backtrack", [0, 0, 2, 0, -1, 0, 1, 0]),
    ("loop", [0, 0, 3, 2, -2, 2, 1, 0]),
    ("near_cusp", [0, 0, 1, 1, 0, 1.001, 1, 0]),
    ("s_curve", [10.5, 200.25, 300, -40, -120, 380, 400.75, 90]),
    ("degenerate_ends", [0, 0, 0, 0, 1, 1, 1, 1]),
    ("tiny", [1e-3, 2e-3, 1.5e-3, 2.5e-3, 2.2e-3, 1.9e-3, 3e-3, 3e-3]),
    ("quad_parabola", [0, 0, 1, 2, 2, 0]),
    ("quad_flat", [0, 0, 50, 1, 100, 0]),
    ("quad_backtrack", [0, 0, 3, 0, 1, 0]),
    ("quad_skew", [-3.25, 7.5, 12, -4, 0.125, 9]),
]

ELLIPSES = [
    # name, cx, cy, rx, ry, rotation, start_angle, sweep
    ("circle_quarter", 0, 0, 1, 1, 0, 0, mpf(mpmath.pi / 2)),
    ("ellipse_half", 10, 20, 100, 30, 0.3, -0.4, 3.1),
    ("ellipse_long", 0, 0, 500, 2, 0, 0.1, -5.9),
    ("ellipse_small_sweep", 5, 5, 3, 7, 1.2, 2.0, 0.01),
    ("ellipse_full", 0, 0, 2, 1, 0, 0, 6.283185307179586),
]


def fmt(x) -> str:
    return nstr_fixed(x, OUT_DIGITS)


def roots_in_unit(a, b, c):
    """Real roots of a t^2 + b t + c in (0, 1)."""
    return sorted(t for t in quadratic_roots(a, b, c) if 0 < t < 1)


def bezier_derivative(p):
    """Power-form coefficients of B'(t) per axis: (a, b, c) with B' = a t^2 + b t + c."""
    pts = [mpf(v) for v in p]
    if len(pts) == 6:
        x0, y0, x1, y1, x2, y2 = pts
        return ((0, 2 * (x2 - 2 * x1 + x0), 2 * (x1 - x0)), (0, 2 * (y2 - 2 * y1 + y0), 2 * (y1 - y0)))
    x0, y0, x1, y1, x2, y2, x3, y3 = pts
    def axis(q0, q1, q2, q3):
        d0, d1, d2 = 3 * (q1 - q0), 3 * (q2 - q1), 3 * (q3 - q2)
        return (d0 - 2 * d1 + d2, 2 * (d1 - d0), d0)
    return axis(x0, x1, x2, x3), axis(y0, y1, y2, y3)


def bezier_length(p, t0=0, t1=1):
    (ax, bx, cx), (ay, by, cy) = bezier_derivative(p)
    speed = lambda t: mpmath.sqrt(((ax * t + bx) * t + cx) ** 2 + ((ay * t + by) * t + cy) ** 2)
    cuts = sorted(set([mpf(t0), mpf(t1)] + [r for r in roots_in_unit(ax, bx, cx) + roots_in_unit(ay, by, cy) if t0 < r < t1]))
    return mpmath.quad(speed, cuts)


def quadratic_closed_form(p):
    """L = integral_0^1 sqrt(A t^2 + B t + C) dt, the parabola's closed form (A > 0, not collinear)."""
    (_, ux, vx), (_, uy, vy) = bezier_derivative(p)
    A, B, C = ux * ux + uy * uy, 2 * (ux * vx + uy * vy), vx * vx + vy * vy
    def F(t):
        q = A * t * t + B * t + C
        u = 2 * A * t + B
        disc = 4 * A * C - B * B
        return u * mpmath.sqrt(q) / (4 * A) + disc / (8 * A ** mpf(1.5)) * mpmath.asinh(u / mpmath.sqrt(disc))
    return F(1) - F(0)


def ellipse_length(rx, ry, theta1, sweep):
    rx, ry, theta1, sweep = mpf(rx), mpf(ry), mpf(theta1), mpf(sweep)
    speed = lambda th: mpmath.sqrt(rx ** 2 * mpmath.sin(th) ** 2 + ry ** 2 * mpmath.cos(th) ** 2)
    lo, hi = min(theta1, theta1 + sweep), max(theta1, theta1 + sweep)
    q = mpmath.pi / 2
    cuts = [lo] + [k * q for k in range(int(mpmath.ceil(lo / q)), int(mpmath.floor(hi / q)) + 1) if lo < k * q < hi] + [hi]
    numeric = mpmath.quad(speed, cuts)
    # Cross-check: with x = rx cos, y = ry sin, the length from 0 to theta is
    # ry * E(theta | 1 - rx^2/ry^2) (valid for any ratio through mpmath's ellipeinc).
    m = 1 - (rx / ry) ** 2
    check = abs(ry * (mpmath.ellipe(hi, m) - mpmath.ellipe(lo, m)))
    assert abs(numeric - check) < mpf(10) ** (-35) * (1 + numeric), (numeric, check)
    return numeric


def main() -> None:
    start_exact(DPS, FIXTURES_DIR)

    with open(FIXTURES_DIR / "bezier_lengths.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["name", "x0", "y0", "x1", "y1", "x2", "y2", "x3", "y3", "length"])
        for name, p in BEZIERS:
            L = bezier_length(p)
            if len(p) == 6 and name != "quad_backtrack":
                closed = quadratic_closed_form(p)
                assert abs(L - closed) < mpf(10) ** (-40) * L, (name, L, closed)
            cells = [repr(float(v)) for v in p] + ([""] * (8 - len(p)))
            w.writerow([name] + cells + [fmt(L)])

    with open(FIXTURES_DIR / "ellipse_lengths.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["name", "cx", "cy", "rx", "ry", "rotation", "start_angle", "sweep", "length"])
        for name, cx, cy, rx, ry, rot, th, sw in ELLIPSES:
            sw_d = float(sw)
            L = ellipse_length(rx, ry, th, sw_d)
            w.writerow([name] + [repr(float(v)) for v in (cx, cy, rx, ry, rot, th, sw_d)] + [fmt(L)])

    with open(FIXTURES_DIR / "inverse_parameters.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["curve", "j", "t"])
        for name, p in BEZIERS[:4]:
            L = bezier_length(p)
            wsum = mpf(0)
            for j in range(1, 20):
                target = L * j / 20
                # Bisection to 60 bits, then Newton-free secant polish by findroot (anderson).
                lo, hi = bisect_increasing(lambda u: bezier_length(p, 0, u), target, 60)
                t = mpmath.findroot(lambda u: bezier_length(p, 0, u) - target, (lo, hi), solver="anderson")
                wsum += j * t
                w.writerow([name, j, fmt(t)])
            w.writerow([name, "wsum", fmt(wsum)])


if __name__ == "__main__":
    main()
