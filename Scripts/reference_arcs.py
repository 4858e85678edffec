#!/usr/bin/env python3
"""High-precision reference data for SVG elliptical arcs (endpoint -> centre form).

Usage (from anywhere):

    python3 Scripts/reference_arcs.py

Requires mpmath==1.3.0 (see Scripts/requirements-reference.txt).  Deterministic: a fixed
seed, so running the script twice produces byte-identical output.

File written (path relative to the repository root):

* Tests/CurvesTests/Fixtures/svg_arcs.csv
    One row per SVG arc command "from (x1, y1): A rx ry rotation large sweep (x2, y2)",
    rotation in radians.  The inputs are doubles (Python repr, read back exactly); every
    output is computed from those exact binary values at 50 digits, following SVG 2's
    implementation notes F.6.5 (endpoint -> centre parameterisation) and F.6.6 (radii
    out of range: absolute values, scaled up by sqrt(Lambda) when Lambda > 1), with one
    documented rule of the library: Lambda >= 1 - 4*2^-53 counts as exactly on the
    circle (centre at the chord's midpoint), because ends written in decimal or computed
    from a centre miss the circle by rounding.  Columns:
      cx, cy          the centre
      rx_out, ry_out  the radii after F.6.6
      start_angle     theta1 in the ellipse's own frame, in (-pi, pi]
      sweep           delta theta (positive = sweep-flag 1)
      length          the arc length: r*|sweep| for circles; for ellipses ry*|E(theta|m)|
                      between the ends, m = 1 - rx^2/ry^2 (mpmath.ellipe), cross-checked
                      against mpmath.quad of the speed broken at multiples of pi/2
      x25 .. y75      the points at 1/4, 1/2 and 3/4 of the length (Newton on the
                      incomplete elliptic integral, to 40 digits)
    Cases: generic arcs; exact half circles (Lambda = 1 exactly); half circles whose
    radius is |chord|/2 rounded (Lambda = 1 +- an ulp); radii a few ulps either side of
    too small; radii far too small (1e-300) and too small by a little (A4.9 4.9 ... 10 0);
    coordinates and radii scaled to 1e+-300; every flag combination; rotations anywhere
    (the rounding of cos(phi) alone would move Lambda by ~1e-16, which the square root in
    F.6.5 turns into ~1e-8: the library computes it in double-double).

Output columns have 32 significant digits.
"""

from __future__ import annotations

import csv
import math
import random

import mpmath
from mpmath import mpf

from reference_common import fixtures_dir, nstr_fixed, start_exact

FIXTURES_DIR = fixtures_dir("CurvesTests")
DPS = 50
OUT_DIGITS = 32
SEED = 20261125
SNAP = 1 - mpf(4) * mpf(2) ** -53
FRACTIONS = (mpf(1) / 4, mpf(1) / 2, mpf(3) / 4)


def fmt(x) -> str:
    return nstr_fixed(x, OUT_DIGITS)


def centre_form(x1, y1, x2, y2, rx, ry, phi, large, sweep):
    """F.6.5/F.6.6 at 50 digits: (cx, cy, rx, ry, theta1, dtheta)."""
    x1, y1, x2, y2, rx, ry, phi = (mpf(v) for v in (x1, y1, x2, y2, rx, ry, phi))
    rx, ry = abs(rx), abs(ry)
    c, s = mpmath.cos(phi), mpmath.sin(phi)
    hx, hy = (x1 - x2) / 2, (y1 - y2) / 2
    xp, yp = c * hx + s * hy, -s * hx + c * hy
    lam = (xp / rx) ** 2 + (yp / ry) ** 2
    on_circle = lam >= SNAP
    if lam > 1:
        k = mpmath.sqrt(lam)
        rx, ry = rx * k, ry * k
    a, b = xp / rx, yp / ry
    d = mpmath.sqrt(a * a + b * b)
    h = mpf(0) if on_circle else mpmath.sqrt(1 - d * d)
    sign = 1 if large != sweep else -1
    cnx, cny = sign * h / d * b, -sign * h / d * a
    cxp, cyp = rx * cnx, ry * cny
    cx = c * cxp - s * cyp + (x1 + x2) / 2
    cy = s * cxp + c * cyp + (y1 + y2) / 2
    ux, uy = a - cnx, b - cny
    vx, vy = -a - cnx, -b - cny
    theta1 = mpmath.atan2(uy, ux)
    # SVG's own recipe for the sweep (F.6.5.4), then the closed form used by the library.
    dtheta = mpmath.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    if h == 0:
        dtheta = mpmath.pi
    if not sweep and dtheta > 0:
        dtheta -= 2 * mpmath.pi
    if sweep and dtheta < 0:
        dtheta += 2 * mpmath.pi
    closed = 2 * mpmath.atan2(d, -h if large else h) * (1 if sweep else -1)
    assert abs(closed - dtheta) < mpf(10) ** -40, (closed, dtheta)
    return cx, cy, rx, ry, theta1, dtheta


def speed(rx, ry, th):
    return mpmath.sqrt((rx * mpmath.sin(th)) ** 2 + (ry * mpmath.cos(th)) ** 2)


def length_between(rx, ry, t0, t1):
    """Unsigned arc length between angles t0 and t1."""
    if rx == ry:
        return rx * abs(t1 - t0)
    m = 1 - (rx / ry) ** 2
    return abs(ry * (mpmath.ellipe(t1, m) - mpmath.ellipe(t0, m)))


def quad_length(rx, ry, t0, t1):
    """mpmath.quad of the speed, in units of max(rx, ry) (quad's tolerance is absolute)."""
    unit = max(rx, ry)
    rx, ry = rx / unit, ry / unit
    lo, hi = min(t0, t1), max(t0, t1)
    q = mpmath.pi / 2
    cuts = [lo] + [k * q for k in range(int(mpmath.ceil(lo / q)), int(mpmath.floor(hi / q)) + 1) if lo < k * q < hi] + [hi]
    return unit * mpmath.quad(lambda th: speed(rx, ry, th), cuts)


def angle_at_length(rx, ry, theta1, dtheta, target):
    """theta with length(theta1, theta) = target, theta between theta1 and theta1 + dtheta."""
    direction = 1 if dtheta > 0 else -1
    lo, hi = mpf(0), abs(dtheta)  # offsets along the sweep
    u = target / length_between(rx, ry, theta1, theta1 + dtheta) * abs(dtheta)
    for _ in range(200):
        th = theta1 + direction * u
        f = length_between(rx, ry, theta1, th) - target
        if abs(f) <= mpf(10) ** -42 * target:
            return th
        if f < 0:
            lo = u
        else:
            hi = u
        nxt = u - f / speed(rx, ry, th)
        u = nxt if lo < nxt < hi else (lo + hi) / 2
    raise AssertionError("no convergence")


def cases():
    rng = random.Random(SEED)
    out = []

    def flags():
        return [(la, sw) for la in (0, 1) for sw in (0, 1)]

    def add(name, x1, y1, x2, y2, rx, ry, phi, large, sweep):
        out.append((name, float(x1), float(y1), float(x2), float(y2), float(rx), float(ry), float(phi), large, sweep))

    # Generic arcs (the radii usually large enough), both flags.
    for i in range(60):
        x1, y1, x2, y2 = (rng.uniform(-100, 100) for _ in range(4))
        rx, ry = rng.uniform(1, 150), rng.uniform(1, 150)
        if i % 5 == 0:
            ry = rx
        add(f"generic_{i}", x1, y1, x2, y2, rx, ry, rng.uniform(-math.pi, math.pi), rng.randint(0, 1), rng.randint(0, 1))
    # Exact half circles (Lambda = 1 exactly): axis-aligned chords, any rotation.
    for i in range(24):
        r = rng.choice([0.5, 1.0, 2.5, 7.25, 100.0, 12345.5]) * rng.choice([1, 2, 8])
        x1, y1 = rng.uniform(-50, 50), rng.uniform(-50, 50)
        x2, y2 = (x1 + 2 * r, y1) if i % 2 == 0 else (x1, y1 - 2 * r)
        if x2 - x1 != 2 * r and y1 - y2 != 2 * r:
            continue
        la, sw = flags()[i % 4]
        add(f"half_exact_{i}", x1, y1, x2, y2, r, r, rng.choice([0.0, rng.uniform(-3, 3)]), la, sw)
    # Half circles with r = |chord|/2 rounded: Lambda within an ulp or two of 1.
    for i in range(40):
        x1, y1 = rng.uniform(-100, 100), rng.uniform(-100, 100)
        ang, d = rng.uniform(-math.pi, math.pi), rng.uniform(0.01, 200)
        x2, y2 = x1 + d * math.cos(ang), y1 + d * math.sin(ang)
        r = math.hypot(x2 - x1, y2 - y1) / 2
        la, sw = flags()[i % 4]
        add(f"half_rounded_{i}", x1, y1, x2, y2, r, r, rng.uniform(-3, 3), la, sw)
    # Radii a few ulps either side of too small: circles and ellipses, any rotation.
    for i in range(72):
        x1, y1 = rng.uniform(-100, 100), rng.uniform(-100, 100)
        x2, y2 = rng.uniform(-100, 100), rng.uniform(-100, 100)
        steps = (i % 9) - 4
        la, sw = flags()[(i // 9) % 4]
        if i % 2 == 0:
            r = math.hypot(x2 - x1, y2 - y1) / 2
            for _ in range(abs(steps)):
                r = math.nextafter(r, math.inf if steps > 0 else 0)
            add(f"near_small_circle_{i}", x1, y1, x2, y2, r, r, rng.uniform(-3, 3), la, sw)
        else:
            phi = rng.choice([0.0, math.pi / 2, -math.pi / 2, math.pi, rng.uniform(-3, 3), rng.uniform(-6.28, 6.28)])
            k = rng.uniform(0.2, 5)
            c, s = mpmath.cos(phi), mpmath.sin(phi)
            hx, hy = (mpf(x1) - mpf(x2)) / 2, (mpf(y1) - mpf(y2)) / 2
            xp, yp = c * hx + s * hy, -s * hx + c * hy
            ry = float(mpmath.sqrt((xp / k) ** 2 + yp**2))
            rx = float(k * ry)
            for _ in range(abs(steps)):
                rx = math.nextafter(rx, math.inf if steps > 0 else 0)
                ry = math.nextafter(ry, math.inf if steps > 0 else 0)
            add(f"near_small_ellipse_{i}", x1, y1, x2, y2, rx, ry, phi, la, sw)
    # Too small, by a little and by far (scaled up by sqrt(Lambda)); negative radii.
    for i, (x1, y1, x2, y2, rx, ry, phi) in enumerate(
        [
            (0, 0, 10, 0, 4.9, 4.9, 0),
            (0, 0, 10, 0, -4.9, 4.9, 0),
            (0, 0, 2, 0, 1e-300, 1e-300, 0),
            (3, -4, -7, 11, 1e-300, 2e-300, 0.7),
            (0, 0, 1e-300, 1e-300, 5e-324, 5e-324, 0),
            (1, 2, 3, 5, 1, 0.5, 1.1),
            (-5, 5, 5, -5, 2, 3, -0.4),
            (0, 0, 1, 0, 1e-9, 3e-9, 2.5),
        ]
    ):
        for la, sw in flags():
            add(f"too_small_{i}_{la}{sw}", x1, y1, x2, y2, rx, ry, phi, la, sw)
    # Tiny and huge scales.
    for i in range(32):
        scale = rng.choice([1e-300, 2.0**-900, 1e-150, 1e150, 2.0**900, 1e300])
        x1, y1, x2, y2 = (rng.uniform(-1, 1) * scale for _ in range(4))
        rx, ry = rng.uniform(0.3, 2) * scale, rng.uniform(0.3, 2) * scale
        if i % 3 == 0:
            ry = rx
        add(f"scaled_{i}", x1, y1, x2, y2, rx, ry, rng.uniform(-math.pi, math.pi), rng.randint(0, 1), rng.randint(0, 1))
    # A small arc far from the origin.
    for i in range(8):
        x1, y1 = 1e6 + rng.uniform(0, 1), -2e6 + rng.uniform(0, 1)
        add(f"far_{i}", x1, y1, x1 + 1e-3, y1 + 2e-3, 1e-3, 2e-3, rng.uniform(-3, 3), i % 2, (i // 2) % 2)
    return out


def main() -> None:
    start_exact(DPS, FIXTURES_DIR)
    header = ["name", "x1", "y1", "x2", "y2", "rx", "ry", "rotation", "large", "sweep_flag"]
    header += ["cx", "cy", "rx_out", "ry_out", "start_angle", "sweep", "length", "x25", "y25", "x50", "y50", "x75", "y75"]
    with open(FIXTURES_DIR / "svg_arcs.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        for name, x1, y1, x2, y2, rx, ry, phi, la, sw in cases():
            cx, cy, rxo, ryo, th1, dth = centre_form(x1, y1, x2, y2, rx, ry, phi, la, sw)
            total = length_between(rxo, ryo, th1, th1 + dth)
            if rxo != ryo:
                check = quad_length(rxo, ryo, th1, th1 + dth)
                assert abs(check - total) < mpf(10) ** -35 * total, (name, total, check)
            c, s = mpmath.cos(mpf(phi)), mpmath.sin(mpf(phi))
            pts = []
            for frac in FRACTIONS:
                th = angle_at_length(rxo, ryo, th1, dth, frac * total)
                ex, ey = rxo * mpmath.cos(th), ryo * mpmath.sin(th)
                pts += [cx + c * ex - s * ey, cy + s * ex + c * ey]
            inputs = [repr(v) for v in (x1, y1, x2, y2, rx, ry, phi)] + [str(la), str(sw)]
            w.writerow([name] + inputs + [fmt(v) for v in (cx, cy, rxo, ryo, th1, dth, total, *pts)])


if __name__ == "__main__":
    main()
