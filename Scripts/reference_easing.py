#!/usr/bin/env python3
"""Reference data for the Easing module (cubic-bezier, steps, linear(), Penner).

Usage (from anywhere):

    python3 Scripts/reference_easing.py

Requires mpmath==1.3.0 (see Scripts/requirements-reference.txt).  The output is
deterministic: running the script twice produces byte-identical files.  All
paths are resolved relative to this file.

Files written (relative to Tests/EasingTests/Fixtures/):

* cubic_bezier_mpmath.csv      x1,y1,x2,y2,input,output
    output = y(t) with x(t) = input for the CSS cubic Bezier through
    (0,0), (x1,y1), (x2,y2), (1,1).  Every control point and input is the
    exact binary value of the written double.  t is found by bisection in
    EXACT integer arithmetic (t = k / 2**N, x(t) - input compared without
    rounding, so the bracket is certified even where dx/dt = 0); N starts at
    180 bits (bracket < 1e-54) and is raised until y at both ends of the
    bracket rounds to the same 25-significant-digit string.  y is then
    evaluated at mp.dps = 60.  Exact hits (x(k/2**N) == input) give the exact y.
* cubic_bezier_extreme_mpmath.csv  x1,y1,x2,y2,input,output,slope
    as cubic_bezier_mpmath.csv for y control values up to +-DBL_MAX (the
    largest finite double, which Blink accepts), with slope = dy/dx at the
    solved t (empty where dx/dt = 0 there: a vertical tangent).  Values beyond
    DBL_MAX are written as they are; Chromium's ToFinite reads them as +-DBL_MAX.
* cubic_bezier_suites.csv       source,x1,y1,x2,y2,input,expected,tolerance
* cubic_bezier_slope_suites.csv source,x1,y1,x2,y2,input,expected,tolerance
    (expected = dy/dx; Chromium clamps the input to [0,1] for slopes)
* cubic_bezier_range_suites.csv source,x1,y1,x2,y2,input_min,input_max,
                                expected_min,expected_max,tolerance_min,tolerance_max
* steps_suites.csv              source,steps,position,input,before_flag,expected
* steps_serialization.csv       source,specified,serialized
* linear_suites.csv             source,function,input,expected
* linear_serialization.csv      source,specified,serialized
* penner_mpmath.csv             name,input,output
* react_native_mpmath.csv       name,parameter,input,output,slope
    React Native's Easing.elastic(b), back(s), bounce and poly(n)
    (packages/react-native/Libraries/Animated/Easing.js), evaluated at
    mp.dps = 40 with exact decimal constants; slope is the analytic
    derivative (empty at bounce's piece boundaries, where it jumps).
* react_native_suites.csv       source,name,parameter,input,expected,tolerance
    rows of React Native's Libraries/Animated/__tests__/Easing-test.js

Suite rows are transcribed from the public test files listed in SOURCES.md;
`source` names repository, path and test.  Where a test states its
expectation as a formula or an equivalence rather than a literal, the row's
source says "[derived: ...]" and the value is computed here from exactly
the formula/equivalence the test states.  Every suite row is re-checked
against this script's own exact evaluation; disagreements are reported in
the summary (they are NOT corrected: the test's value is kept).

Conventions: input columns are doubles in repr() (shortest round trip) for
generated data, or the literal text of the test for transcribed data;
computed outputs carry 25 significant digits (mpmath.nstr, trailing zeros
stripped).  CSV is RFC 4180 (fields containing commas are double-quoted).
"""

from __future__ import annotations

import csv
import io
import math
import sys
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

from reference_common import REPO_ROOT, fixtures_dir, quadratic_roots

FIXTURES_DIR = fixtures_dir("EasingTests")

EXPECTED_MPMATH = "1.3.0"
OUT_DIGITS = 25
BEZIER_DPS = 60
PENNER_DPS = 40
START_BITS = 180          # initial bisection depth in t (2**-180 ~ 6.5e-55)
MAX_BITS = 4000

# --------------------------------------------------------------------------
# Formatting / CSV
# --------------------------------------------------------------------------


def fmt_input(value: float) -> str:
    if not isinstance(value, float) or not math.isfinite(value):
        raise TypeError(f"input must be a finite float, got {value!r}")
    return repr(value)


def fmt_output(value, digits: int = OUT_DIGITS) -> str:
    text = mpmath.nstr(value, digits, min_fixed=-4, max_fixed=5)
    if not math.isfinite(float(text)):
        raise ValueError(f"non-finite output {text}")
    return text


def write_csv(name: str, header: list[str], rows: list[list[str]]) -> int:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(header)
    for row in rows:
        if len(row) != len(header):
            raise ValueError(f"{name}: row {row} does not match header {header}")
        writer.writerow(row)
    path = FIXTURES_DIR / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue().encode("utf-8"))
    return len(rows)


# --------------------------------------------------------------------------
# Exact cubic Bezier
# --------------------------------------------------------------------------


def dyadic(v: float) -> tuple[int, int]:
    """v == n / 2**e exactly, e >= 0."""
    num, den = Fraction(v).as_integer_ratio()
    e = den.bit_length() - 1
    assert den == 1 << e
    return num, e


class Bezier:
    """CSS cubic-bezier(x1, y1, x2, y2) with exact-double control points."""

    def __init__(self, x1: float, y1: float, x2: float, y2: float):
        if not (0.0 <= x1 <= 1.0 and 0.0 <= x2 <= 1.0):
            raise ValueError("x1, x2 must lie in [0, 1]")
        self.p = (x1, y1, x2, y2)
        (a1, e1), (a2, e2) = dyadic(x1), dyadic(x2)
        self.ex = max(e1, e2)
        self.X1 = a1 << (self.ex - e1)
        self.X2 = a2 << (self.ex - e2)
        (b1, f1), (b2, f2) = dyadic(y1), dyadic(y2)
        self.ey = max(f1, f2)
        self.Y1 = b1 << (self.ey - f1)
        self.Y2 = b2 << (self.ey - f2)

    # integer numerators: value = num / (2**e * M**3), M = 2**N, t = k / M
    def _xnum(self, k: int, M: int) -> int:
        r = M - k
        return 3 * self.X1 * k * r * r + 3 * self.X2 * k * k * r + (k * k * k << self.ex)

    def _ynum(self, k: int, M: int) -> int:
        r = M - k
        return 3 * self.Y1 * k * r * r + 3 * self.Y2 * k * k * r + (k * k * k << self.ey)

    def y_at(self, k: int, N: int):
        """y(k / 2**N) rounded once to the working precision."""
        num = self._ynum(k, 1 << N)
        return mpmath.ldexp(mpf(num), -(self.ey + 3 * N))

    def solve(self, u: float):
        """(y(t*) as mpf, t* bracket as (lo, hi, N), exact flag) for x(t*) = u in [0,1]."""
        if not (0.0 <= u <= 1.0):
            raise ValueError("solve() needs u in [0, 1]")
        un, ue = dyadic(u)
        N = START_BITS
        lo, hi = 0, 1 << N
        while True:
            M = 1 << N
            # compare x(k/M) * 2**ex * M**3  with  u * 2**ex * M**3
            shift = self.ex - ue
            target = (un << (3 * N + shift)) if shift >= 0 else None
            if target is None:  # u has more bits than the control points
                scale = -shift
                target = un << (3 * N)
                f = lambda k: self._xnum(k, M) << scale  # noqa: E731
            else:
                f = lambda k: self._xnum(k, M)  # noqa: E731
            if f(lo) == target:
                return self.y_at(lo, N), (lo, lo, N), True
            if f(hi) == target:
                return self.y_at(hi, N), (hi, hi, N), True
            while hi - lo > 1:
                mid = (lo + hi) >> 1
                v = f(mid)
                if v == target:
                    return self.y_at(mid, N), (mid, mid, N), True
                if v < target:
                    lo = mid
                else:
                    hi = mid
            ylo, yhi = self.y_at(lo, N), self.y_at(hi, N)
            if fmt_output(ylo) == fmt_output(yhi):
                return (ylo + yhi) / 2, (lo, hi, N), False
            if N >= MAX_BITS:
                raise ArithmeticError(f"no 25-digit certificate for {self.p} at {u!r}")
            lo, hi, N = lo << 64, hi << 64, N + 64

    def t_mid(self, bracket):
        lo, hi, N = bracket
        return mpmath.ldexp(mpf(lo + hi), -(N + 1))

    # mpmath helpers (working precision)
    def xy(self, t):
        x1, y1, x2, y2 = (mpf(v) for v in self.p)
        s = 1 - t
        return (3 * x1 * s * s * t + 3 * x2 * s * t * t + t ** 3,
                3 * y1 * s * s * t + 3 * y2 * s * t * t + t ** 3)

    def dxy(self, t):
        x1, y1, x2, y2 = (mpf(v) for v in self.p)
        s = 1 - t
        return (3 * x1 * s * s + 6 * (x2 - x1) * s * t + 3 * (1 - x2) * t * t,
                3 * y1 * s * s + 6 * (y2 - y1) * s * t + 3 * (1 - y2) * t * t)

    # Chromium ui/gfx/geometry/cubic_bezier.cc InitGradients (used only to
    # cross-check transcribed out-of-range rows).
    def chromium_gradients(self):
        x1, y1, x2, y2 = (mpf(v) for v in self.p)
        if x1 > 0:
            g0 = y1 / x1
        elif y1 == 0 and x2 > 0:
            g0 = y2 / x2
        elif y1 == 0 and y2 == 0:
            g0 = mpf(1)
        else:
            g0 = mpf(0)
        if x2 < 1:
            g1 = (y2 - 1) / (x2 - 1)
        elif y2 == 1 and x1 < 1:
            g1 = (y1 - 1) / (x1 - 1)
        elif y2 == 1 and y1 == 1:
            g1 = mpf(1)
        else:
            g1 = mpf(0)
        return g0, g1

    def value(self, u: float):
        """In [0,1]: exact solve.  Outside: Chromium's end-tangent extrapolation."""
        if 0.0 <= u <= 1.0:
            return self.solve(u)[0]
        g0, g1 = self.chromium_gradients()
        return g0 * mpf(u) if u < 0 else 1 + g1 * (mpf(u) - 1)

    def slope(self, u: float):
        """dy/dx at clamp(u, 0, 1) (Chromium's Slope clamps)."""
        u = min(max(u, 0.0), 1.0)
        _, br, _ = self.solve(u)
        dx, dy = self.dxy(self.t_mid(br))
        if dx == 0:
            return mpf(0) if dy == 0 else mpmath.inf
        return dy / dx

    def output_range(self, a: float, b: float):
        """min/max of the easing output over inputs [a, b] (Chromium extrapolation outside)."""
        vals = []
        lo_u, hi_u = max(a, 0.0), min(b, 1.0)
        if lo_u <= hi_u:
            _, br0, _ = self.solve(lo_u)
            _, br1, _ = self.solve(hi_u)
            t0, t1 = self.t_mid(br0), self.t_mid(br1)
            vals += [self.xy(t0)[1], self.xy(t1)[1]]
            x1, y1, x2, y2 = (mpf(v) for v in self.p)
            # dy/dt = A t^2 + B t + C
            A = 3 * (3 * y1 - 3 * y2 + 1)
            B = 6 * (y2 - 2 * y1)
            C = 3 * y1
            vals += [self.xy(r)[1] for r in quadratic_roots(A, B, C) if t0 < r < t1]
        if a < 0:
            vals.append(self.value(a))
        if b > 1:
            vals.append(self.value(b))
        return min(vals), max(vals)


# --------------------------------------------------------------------------
# Steps and linear() (CSS Easing spec algorithms, used for cross-checks)
# --------------------------------------------------------------------------


def steps_eval(n: int, position: str, x: float, before: bool) -> Fraction:
    xf = Fraction(x)
    jumps = {"jump-start": n, "start": n, "jump-end": n, "end": n,
             "jump-none": n - 1, "jump-both": n + 1}[position]
    current = math.floor(xf * n)
    if position in ("jump-start", "start", "jump-both"):
        current += 1
    if before and (xf * n).denominator == 1:
        current -= 1
    if xf >= 0 and current < 0:
        current = 0
    if xf <= 1 and current > jumps:
        current = jumps
    return Fraction(current, jumps)


def linear_points(text: str) -> list[tuple[Fraction, Fraction]]:
    """Canonical (input, output) points of a CSS linear() function (plain numbers/percentages)."""
    text = text.strip()
    if text == "linear":
        text = "linear(0, 1)"
    assert text.startswith("linear(") and text.endswith(")"), text
    stops = [s.split() for s in text[len("linear("):-1].split(",")]
    pts: list[list] = []
    for parts in stops:
        nums = [p for p in parts if not p.endswith("%")]
        pcts = [Fraction(p[:-1]) / 100 for p in parts if p.endswith("%")]
        assert len(nums) == 1 and len(pcts) <= 2, parts
        out = Fraction(nums[0])
        if not pcts:
            pts.append([out, None])
        for p in pcts:
            pts.append([out, p])
    if pts[0][1] is None:
        pts[0][1] = Fraction(0)
    if pts[-1][1] is None:
        pts[-1][1] = max([Fraction(1)] + [p[1] for p in pts if p[1] is not None])
    largest = None
    for p in pts:
        if p[1] is not None:
            largest = p[1] if largest is None else max(largest, p[1])
            p[1] = largest
    i = 0
    while i < len(pts):
        if pts[i][1] is None:
            j = i
            while pts[j][1] is None:
                j += 1
            a, b = pts[i - 1][1], pts[j][1]
            for k in range(i, j):
                pts[k][1] = a + (b - a) * (k - i + 1) / (j - i + 1)
            i = j
        i += 1
    return [(p[1], p[0]) for p in pts]


def linear_eval(text: str, x: float) -> Fraction:
    pts = linear_points(text)
    xf = Fraction(x)
    a = 0
    for i, (inp, _) in enumerate(pts):
        if inp <= xf:
            a = i
    if a == len(pts) - 1:
        a -= 1
    (ia, oa), (ib, ob) = pts[a], pts[a + 1]
    if ia == ib:
        return ob
    return oa + (xf - ia) / (ib - ia) * (ob - oa)


# --------------------------------------------------------------------------
# cubic_bezier_mpmath.csv
# --------------------------------------------------------------------------

X_GRID = [0.0, 0.001, 0.05, 0.1, 0.25, 1 / 3, 0.42, 0.5, 0.58, 0.75, 0.9, 0.999, 1.0]
Y_GRID = [-1.0, 0.0, 0.1, 0.5, 1.0, 1.5, 2.0]
U_GRID = [0.0, 1e-12, 1e-6, 0.001, 0.01, 0.1, 0.25, 1 / 3, 0.5, 0.5 - 1e-10, 0.5 + 1e-10,
          0.7, 0.9, 0.99, 0.999999, 1.0]
Y_ALWAYS = [(0.0, 1.0), (-1.0, 2.0), (2.0, -1.0)]
Y_STRIDE = 5   # deterministic subsample of the 49 (y1, y2) pairs per (x1, x2)


def mpmath_curves() -> list[tuple[float, float, float, float]]:
    curves: list[tuple[float, float, float, float]] = []
    seen = set()

    def add(c):
        c = tuple(float(v) for v in c)
        if not (0.0 <= c[0] <= 1.0 and 0.0 <= c[2] <= 1.0):
            return
        if c not in seen:
            seen.add(c)
            curves.append(c)

    # named curves and linear
    for c in [(0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0),
              (0.42, 0.0, 0.58, 1.0), (0.0, 0.0, 1.0, 1.0)]:
        add(c)
    # vertical tangents (x'(t) = 0 at an interior point or at both ends)
    for c in [(1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 1.0, 0.0), (0.0, 1.0, 0.0, 1.0), (1.0, 0.0, 1.0, 0.0)]:
        add(c)
    # (near-)degenerate quadratic x(t): 3*x1 - 3*x2 + 1 = 0, i.e. x2 = x1 + 1/3.
    # Not exactly representable in binary; x2 is the double x1 + 1/3.
    deg_y = [(0.0, 1.0), (0.1, 1.0), (-1.0, 2.0), (0.5, 0.5), (1.0, 0.0)]
    for x1 in [0.0, 0.1, 0.25, 1 / 3, 0.5, 2 / 3]:
        x2 = x1 + 1 / 3
        for y1, y2 in deg_y:
            add((x1, y1, x2, y2))
            add((x1, y1, x2 + 1e-9, y2))
            add((x1, y1, x2 - 1e-9, y2))
    # dense grid, deterministically subsampled in (y1, y2)
    ix = 0
    for x1 in X_GRID:
        for x2 in X_GRID:
            jy = 0
            for y1 in Y_GRID:
                for y2 in Y_GRID:
                    if (y1, y2) in Y_ALWAYS or (jy + 3 * ix) % Y_STRIDE == 0:
                        add((x1, y1, x2, y2))
                    jy += 1
            ix += 1
    return curves


def build_cubic_mpmath():
    rows = []
    exact_hits = 0
    max_bits = START_BITS
    for c in mpmath_curves():
        bz = Bezier(*c)
        for u in U_GRID:
            y, br, exact = bz.solve(u)
            exact_hits += exact
            max_bits = max(max_bits, br[2])
            rows.append([fmt_input(v) for v in c] + [fmt_input(u), fmt_output(y)])
    return rows, exact_hits, max_bits


# --------------------------------------------------------------------------
# cubic_bezier_extreme_mpmath.csv
# --------------------------------------------------------------------------

DBL_MAX = sys.float_info.max
Y_EXTREME = [DBL_MAX, -DBL_MAX, 1e308, -1e308, 1e301, -3e300, 1.0, 0.0]
X_EXTREME = [(0.25, 0.75), (0.42, 0.58), (0.0, 1.0), (1.0, 0.0), (0.001, 0.999), (0.5, 0.5)]
U_EXTREME = [1e-12, 0.001, 0.1, 0.25, 1 / 3, 0.5, 2 / 3, 0.9, 0.999999]


def extreme_curves() -> list[tuple[float, float, float, float]]:
    curves = []
    for x1, x2 in X_EXTREME:
        for y1 in Y_EXTREME:
            for y2 in Y_EXTREME:
                if max(abs(y1), abs(y2)) > 1e300:  # the scaled path only
                    curves.append((x1, y1, x2, y2))
    return curves


def build_cubic_extreme():
    rows = []
    for c in extreme_curves():
        bz = Bezier(*c)
        for u in [0.0] + U_EXTREME + [1.0]:
            y, br, _ = bz.solve(u)
            dx, dy = bz.dxy(bz.t_mid(br))
            # a vertical tangent: dx/dt (of size 1 at most 3) vanishes at the root, within
            # the bracket's width (< 2**-180) times max|x''| (<= 6)
            vertical = abs(dx) <= mpmath.ldexp(1, -100)
            # may exceed DBL_MAX: written as is (fmt_output refuses non-finite doubles)
            slope = "" if vertical else mpmath.nstr(dy / dx, OUT_DIGITS, min_fixed=-4, max_fixed=5)
            rows.append([fmt_input(v) for v in c] + [fmt_input(u), fmt_output(y), slope])
    return rows


# --------------------------------------------------------------------------
# Transcribed suites
# --------------------------------------------------------------------------

GFX = "chromium/chromium ui/gfx/geometry/cubic_bezier_unittest.cc"
BLINK = "chromium/chromium third_party/blink/renderer/platform/animation/timing_function_test.cc"
WPT_CUBIC = "divmain/wpt css/css-easing/cubic-bezier-timing-functions-output.html"
WPT_STEP = "divmain/wpt css/css-easing/step-timing-functions-output.html"
WPT_STEP_SYNTAX = "divmain/wpt css/css-easing/step-timing-functions-syntax.html"
WPT_TP = "divmain/wpt web-animations/timing-model/time-transformations/transformed-progress.html"
WPT_LIN = ("benji-cannot-code/fast-vc-chromium-benchmark-run-4 third_party/blink/web_tests/"
           "external/wpt/css/css-easing/linear-timing-functions-output.html")
WPT_LIN_SYNTAX = ("benji-cannot-code/fast-vc-chromium-benchmark-run-4 third_party/blink/web_tests/"
                  "external/wpt/css/css-easing/linear-timing-functions-syntax.html")

GFX_BASIC = [  # CubicBezier(0.25, 0.0, 0.75, 1.0), epsilon 0.00015
    ("0", "0"), ("0.05", "0.01136"), ("0.1", "0.03978"), ("0.15", "0.079780"), ("0.2", "0.12803"),
    ("0.25", "0.18235"), ("0.3", "0.24115"), ("0.35", "0.30323"), ("0.4", "0.36761"),
    ("0.45", "0.43345"), ("0.5", "0.5"), ("0.6", "0.63238"), ("0.65", "0.69676"),
    ("0.7", "0.75884"), ("0.75", "0.81764"), ("0.8", "0.87196"), ("0.85", "0.92021"),
    ("0.9", "0.96021"), ("0.95", "0.98863"), ("1", "1")]
GFX_UNCLAMPED = [  # CubicBezier(0.5, -1.0, 0.5, 2.0), epsilon 0.00015
    ("0.0", "0.0"), ("0.05", "-0.08954"), ("0.1", "-0.15613"), ("0.15", "-0.19641"),
    ("0.2", "-0.20651"), ("0.25", "-0.18232"), ("0.3", "-0.11992"), ("0.35", "-0.01672"),
    ("0.4", "0.12660"), ("0.45", "0.30349"), ("0.5", "0.50000"), ("0.55", "0.69651"),
    ("0.6", "0.87340"), ("0.65", "1.01672"), ("0.7", "1.11992"), ("0.75", "1.18232"),
    ("0.8", "1.20651"), ("0.85", "1.19641"), ("0.9", "1.15613"), ("0.95", "1.08954"),
    ("1.0", "1.0")]
GFX_SLOPE = [  # CubicBezier(0.25, 0.0, 0.75, 1.0).Slope(x), epsilon 0.00015
    ("-0.1", "0"), ("0", "0"), ("0.05", "0.42170"), ("0.1", "0.69778"), ("0.15", "0.89121"),
    ("0.2", "1.03184"), ("0.25", "1.13576"), ("0.3", "1.21239"), ("0.35", "1.26751"),
    ("0.4", "1.30474"), ("0.45", "1.32628"), ("0.5", "1.33333"), ("0.55", "1.32628"),
    ("0.6", "1.30474"), ("0.65", "1.26751"), ("0.7", "1.21239"), ("0.75", "1.13576"),
    ("0.8", "1.03184"), ("0.85", "0.89121"), ("0.9", "0.69778"), ("0.95", "0.42170"),
    ("1", "0"), ("1.1", "0")]
GFX_OUT_OF_RANGE = [  # (variable name, x1, y1, x2, y2, [(input, expected)]); all EXPECT_EQ
    ("simple", "0.5", "1.0", "0.5", "1.0", [("-1.0", "-2.0"), ("2.0", "1.0")]),
    ("at_edge_of_range", "0.5", "1.0", "0.5", "1.0", [("0.0", "0.0"), ("1.0", "1.0")]),
    ("large_epsilon (SolveWithEpsilon(x, 1.0))", "0.5", "1.0", "0.5", "1.0",
     [("-1.0", "-2.0"), ("2.0", "1.0")]),
    ("coincident_endpoints", "0.0", "0.0", "1.0", "1.0", [("-1.0", "-1.0"), ("2.0", "2.0")]),
    ("vertical_gradient", "0.0", "1.0", "1.0", "0.0", [("-1.0", "0.0"), ("2.0", "1.0")]),
    ("vertical_trailing_gradient", "0.5", "0.0", "1.0", "0.5", [("-1.0", "0.0"), ("2.0", "1.0")]),
    ("distinct_endpoints", "0.1", "0.2", "0.8", "0.8", [("-1.0", "-2.0"), ("2.0", "2.0")]),
    ("coincident_leading_endpoint", "0.0", "0.0", "0.5", "1.0", [("-1.0", "-2.0"), ("2.0", "1.0")]),
    ("coincident_trailing_endpoint", "1.0", "0.5", "1.0", "1.0", [("-1.0", "-0.5"), ("2.0", "1.0")]),
    ("all_zeros", "0.0", "0.0", "0.0", "0.0", [("-1.0", "-1.0"), ("2.0", "2.0")]),
    ("all_ones", "1.0", "1.0", "1.0", "1.0", [("-1.0", "-1.0"), ("2.0", "2.0")]),
]
# (comment in test, x1, y1, x2, y2, min, tol_min, max, tol_max); EXPECT_EQ -> tolerance 0
GFX_RANGE = [
    ("Derivative is a constant", "0.25", repr(1.0 / 3.0), "0.75", repr(2.0 / 3.0), "0", "0", "1", "0"),
    ("Derivative is linear", "0.25", "-0.5", "0.75", repr(-1.0 / 6.0), "-0.225", "0.00015", "1", "0"),
    ("Derivative has no real roots", "0.25", "0.25", "0.75", "0.5", "0", "0", "1", "0"),
    ("Derivative has exactly one real root", "0.0", "1.0", "1.0", "0.0", "0", "0", "1", "0"),
    ("Derivative has one root < 0 and one root > 1", "0.25", "0.1", "0.75", "0.9", "0", "0", "1", "0"),
    ("Derivative has two roots in [0,1]", "0.25", "2.5", "0.75", "0.5", "0", "0", "1.28818", "0.00015"),
    ("Derivative has two roots in [0,1]", "0.25", "0.5", "0.75", "-1.5", "-0.28818", "0.00015", "1", "0"),
    ("Derivative has one root < 0 and one root in [0,1]", "0.25", "0.1", "0.75", "1.5",
     "0", "0", "1.10755", "0.00015"),
    ("Derivative has one root in [0,1] and one root > 1", "0.25", "-0.5", "0.75", "0.9",
     "-0.10755", "0.00015", "1", "0"),
    ("Derivative has two roots < 0", "0.25", "0.3", "0.75", "0.633", "0", "0", "1", "0"),
    ("Derivative has two roots > 1", "0.25", "0.367", "0.75", "0.7", "0", "0", "1", "0"),
]
BLINK_PRESETS = {"ease": ("0.25", "0.1", "0.25", "1.0"), "ease-in": ("0.42", "0.0", "1.0", "1.0"),
                 "ease-out": ("0.0", "0.0", "0.58", "1.0"), "ease-in-out": ("0.42", "0.0", "0.58", "1")}
BLINK_CUBIC_EVAL = [  # tolerance 0.01
    ("ease", [("0.25", "0.409"), ("0.50", "0.802"), ("0.75", "0.960")]),
    ("ease-in", [("0.25", "0.093"), ("0.50", "0.315"), ("0.75", "0.622")]),
    ("ease-out", [("0.25", "0.378"), ("0.50", "0.685"), ("0.75", "0.907")]),
    ("ease-in-out", [("0.25", "0.129"), ("0.50", "0.500"), ("0.75", "0.871")]),
    ("cubic-bezier(0.17, 0.67, 1, -1.73)", [("0.25", "0.034"), ("0.50", "-0.217"), ("0.75", "-0.335")]),
]
BLINK_CUBIC_RANGE = [  # (name, input_min, input_max, min, max), all EXPECT_NEAR 0.01
    ("ease", "0", "1", "0", "1"), ("ease", "-1", "10", "-0.4", "1"),
    ("ease-in", "0", "1", "0", "1"), ("ease-in", "-1", "10", "0.0", "16.51"),
    ("ease-out", "0", "1", "0", "1"), ("ease-out", "-1", "10", "-1.72", "1.0"),
    ("ease-in-out", "0", "1", "0", "1"), ("ease-in-out", "-1", "10", "0.0", "1.0"),
    ("cubic-bezier(0.17, 0.67, 1.0, -1.73)", "0", "1", "-0.33", "1.0"),
    ("cubic-bezier(0.17, 0.67, 1.0, -1.73)", "-1", "10", "-3.94", "1.0"),
]


def blink_points(name):
    if name in BLINK_PRESETS:
        return BLINK_PRESETS[name]
    inner = name[len("cubic-bezier("):-1]
    return tuple(s.strip() for s in inner.split(","))


def wpt_cubic_rows():
    """WPT composite tests: keyframe easing applied to the effect easing's output.

    The keyframe easing's input is the effect easing's output at currentTime/1000,
    which this script computes exactly (then rounds to the nearest double).
    """
    rows = []
    tol = "0.0001"   # assert_approx_equals(left px, easing*100, 0.01)
    kf_a = (0.5, 1.0, 0.5, 0.0)
    cases = [
        ("cubic-bezier easing with input progress greater than 1", kf_a, (0.0, 1.5, 1.0, 1.5),
         [0, 230, 240, 700, 990, 1000], "1.0 + (0 - 1) / (0.5 - 1) * (x - 1.0)"),
        ("cubic-bezier easing with input progress greater than 1 and where the tangent on the "
         "upper boundary is infinity", (0.0, 1.5, 1.0, 1.5), (0.0, 1.5, 1.0, 1.5),
         [0, 230, 240, 700, 990, 1000], "1.0"),
        ("cubic-bezier easing with input progress less than 0", kf_a, (0.0, -0.5, 1.0, -0.5),
         [0, 10, 300, 750, 770, 1000], "(1 / 0.5) * x"),
        ("cubic-bezier easing with input progress less than 0 and where the tangent on the "
         "lower boundary is infinity", (0.0, -0.5, 1.0, -0.5), (0.0, -0.5, 1.0, -0.5),
         [0, 10, 300, 750, 770, 1000], "0.0"),
    ]
    for name, kf, eff, times, formula in cases:
        kb, eb = Bezier(*kf), Bezier(*eff)
        for ms in times:
            x = float(eb.solve(ms / 1000)[0])
            src = f"{WPT_CUBIC} '{name}' currentTime={ms}ms"
            if 0.0 <= x <= 1.0:
                if x in (0.0, 1.0):
                    exp = repr(x)
                    src += " [input = effect easing output; expected = endpoint value]"
                else:
                    exp = fmt_output(kb.solve(x)[0])
                    src += (" [derived: input = effect easing output; expected = in-range "
                            "cubicBezier() of the keyframe easing evaluated exactly by this script]")
            else:
                xm = mpf(x)
                val = {"1.0 + (0 - 1) / (0.5 - 1) * (x - 1.0)": 1 + 2 * (xm - 1),
                       "1.0": mpf(1), "(1 / 0.5) * x": 2 * xm, "0.0": mpf(0)}[formula]
                exp = fmt_output(val)
                src += f" [derived: input = effect easing output; expected = test formula {formula}]"
            rows.append([src] + [repr(v) for v in kf] + [repr(x), exp, tol])
    return rows


def build_cubic_suites():
    rows, slope_rows, range_rows = [], [], []
    for u, e in GFX_BASIC:
        rows.append([f"{GFX} CubicBezierTest.Basic", "0.25", "0.0", "0.75", "1.0", u, e, "0.00015"])
    for pts, u, e in [(("0.5", "1.0", "0.5", "1.0"), "0.5", "0.875"),
                      (("0.5", "2.0", "0.5", "2.0"), "0.5", "1.625"),
                      (("0.5", "-1.0", "0.5", "-1.0"), "0.5", "-0.625")]:
        rows.append([f"{GFX} CubicBezierTest.Basic (EXPECT_EQ)", *pts, u, e, "0"])
    for u, e in GFX_UNCLAMPED:
        rows.append([f"{GFX} CubicBezierTest.UnclampedYValues", "0.5", "-1.0", "0.5", "2.0", u, e, "0.00015"])
    for var, x1, y1, x2, y2, cases in GFX_OUT_OF_RANGE:
        for u, e in cases:
            rows.append([f"{GFX} CubicBezierTest.InputOutOfRange {var} (EXPECT_EQ)",
                         x1, y1, x2, y2, u, e, "0"])
    for name, cases in BLINK_CUBIC_EVAL:
        for u, e in cases:
            rows.append([f"{BLINK} TimingFunctionTest.CubicEvaluate {name}", *blink_points(name), u, e, "0.01"])
    rows += wpt_cubic_rows()

    for u, e in GFX_SLOPE:
        slope_rows.append([f"{GFX} CubicBezierTest.Slope (input clamped to [0,1] by Slope)",
                           "0.25", "0.0", "0.75", "1.0", u, e, "0.00015"])

    for comment, x1, y1, x2, y2, mn, tmn, mx, tmx in GFX_RANGE:
        range_rows.append([f"{GFX} CubicBezierTest.Range '{comment}' (range_min/range_max)",
                           x1, y1, x2, y2, "0", "1", mn, mx, tmn, tmx])
    for name, a, b, mn, mx in BLINK_CUBIC_RANGE:
        range_rows.append([f"{BLINK} TimingFunctionTest.CubicRange {name}", *blink_points(name),
                           a, b, mn, mx, "0.01", "0.01"])
    return rows, slope_rows, range_rows


def check_cubic_suites(rows, slope_rows, range_rows):
    """Exact re-evaluation; returns a list of human-readable disagreements."""
    issues = []
    for r in rows:
        src, x1, y1, x2, y2, u, e, tol = r
        bz = Bezier(float(x1), float(y1), float(x2), float(y2))
        v = bz.value(float(u))
        err = abs(v - mpf(e))
        if err > mpf(tol):
            issues.append(f"cubic: {src} cubic-bezier({x1},{y1},{x2},{y2}) at {u}: expected {e} "
                          f"tol {tol}; exact/Chromium-extrapolated {fmt_output(v, 12)}")
    for r in slope_rows:
        src, x1, y1, x2, y2, u, e, tol = r
        v = Bezier(float(x1), float(y1), float(x2), float(y2)).slope(float(u))
        if abs(v - mpf(e)) > mpf(tol):
            issues.append(f"slope: {src} at {u}: expected {e}; exact {fmt_output(v, 12)}")
    for r in range_rows:
        src, x1, y1, x2, y2, a, b, mn, mx, tmn, tmx = r
        lo, hi = Bezier(float(x1), float(y1), float(x2), float(y2)).output_range(float(a), float(b))
        if abs(lo - mpf(mn)) > mpf(tmn) or abs(hi - mpf(mx)) > mpf(tmx):
            issues.append(f"range: {src} [{a},{b}]: expected [{mn},{mx}]; exact "
                          f"[{fmt_output(lo, 8)},{fmt_output(hi, 8)}]")
    return issues


# ---- steps ----------------------------------------------------------------

BLINK_STEPS = [  # (steps, position, [(input, 'left'/'right', expected)])
    (1, "start", [("-1.10", "right", "-1.00"), ("-0.10", "right", "0.00"), ("0.00", "left", "0.00"),
                  ("0.00", "right", "1.00"), ("0.20", "right", "1.00"), ("0.60", "right", "1.00"),
                  ("1.00", "left", "1.00"), ("1.00", "right", "1.00"), ("2.00", "left", "2.00"),
                  ("2.00", "right", "3.00")]),
    (1, "end", [("-2.00", "right", "-2.00"), ("0.00", "left", "0.00"), ("0.00", "right", "0.00"),
                ("0.20", "right", "0.00"), ("0.60", "right", "0.00"), ("1.00", "left", "0.00"),
                ("1.00", "right", "1.00"), ("2.00", "right", "2.00")]),
    (4, "start", [("-0.50", "left", "-0.50"), ("-0.50", "right", "-0.25"), ("0.00", "left", "0.00"),
                  ("0.00", "right", "0.25"), ("0.24", "right", "0.25"), ("0.25", "left", "0.25"),
                  ("0.25", "right", "0.50"), ("0.49", "right", "0.50"), ("0.50", "left", "0.50"),
                  ("0.50", "right", "0.75"), ("0.74", "right", "0.75"), ("0.75", "left", "0.75"),
                  ("0.75", "right", "1.00"), ("1.00", "left", "1.00"), ("1.00", "right", "1.00"),
                  ("1.50", "right", "1.75")]),
    (4, "end", [("-2.00", "left", "-2.25"), ("-2.00", "right", "-2.00"), ("0.00", "left", "0.00"),
                ("0.00", "right", "0.00"), ("0.24", "right", "0.00"), ("0.25", "left", "0.00"),
                ("0.25", "right", "0.25"), ("0.49", "right", "0.25"), ("0.50", "left", "0.25"),
                ("0.50", "right", "0.50"), ("0.74", "right", "0.50"), ("0.75", "left", "0.50"),
                ("0.75", "right", "0.75"), ("0.99", "right", "0.75"), ("1.00", "left", "0.75"),
                ("1.00", "right", "1.00"), ("2.00", "left", "1.75"), ("2.00", "right", "2.00")]),
]

# step-timing-functions-output.html: (test name, keyframe easing -> (steps, position),
#   effect easing control points, [(currentTime ms, expected left px)])
WPT_STEP_CASES = [
    ("step-start easing with input progress greater than 1", (1, "start"), (0, 1.5, 1, 1.5),
     [(0, 100), (230, 100), (250, 200), (1000, 100)]),
    ("step-start easing with input progress greater than 2", (1, "start"), (0, 3, 1, 3),
     [(0, 100), (114, 200), (500, 300), (900, 200)]),
    ("step-start easing with input progress less than 0", (1, "start"), (0, -0.5, 1, -0.5),
     [(0, 100), (750, 0), (800, 100), (1000, 100)]),
    ("step-start easing with input progress less than -1", (1, "start"), (0, -2, 1, -2),
     [(0, 100), (100, 0), (500, -100), (1000, 100)]),
    ("step-end easing with input progress greater than 1", (1, "end"), (0, 1.5, 1, 1.5),
     [(0, 0), (230, 0), (250, 100), (1000, 100)]),
    ("step-end easing with input progress greater than 2", (1, "end"), (0, 3, 1, 3),
     [(0, 0), (114, 100), (500, 200), (900, 100)]),
    ("step-end easing with input progress less than 0", (1, "end"), (0, -0.5, 1, -0.5),
     [(0, 0), (750, -100), (800, 0), (1000, 100)]),
    ("steps(1, jump-both) easing with input progress greater than 1", (1, "jump-both"), (0, 1.5, 1, 1.5),
     [(0, 50), (230, 50), (250, 100), (1000, 100)]),
    ("steps(1, jump-both) easing with input progress greater than 2", (1, "jump-both"), (0, 3, 1, 3),
     [(0, 50), (114, 100), (500, 150), (900, 100)]),
    ("steps(1, jump-both) easing with input progress less than 0", (1, "jump-both"), (0, -0.5, 1, -0.5),
     [(0, 50), (750, 0), (800, 50), (1000, 100)]),
    ("steps(2, jump-none) easing with input progress greater than 1", (2, "jump-none"), (0, 1.5, 1, 1.5),
     [(0, 0), (45, 100), (230, 100), (250, 200), (1000, 100)]),
    ("steps(2, jump-none) easing with input progress greater than 2", (2, "jump-none"), (0, 3, 1, 3),
     [(0, 0), (114, 300), (500, 400), (900, 300)]),
    ("steps(2, jump-none) easing with input progress less than 0", (2, "jump-none"), (0, -0.5, 1, -0.5),
     [(0, 0), (750, -100), (800, 0), (1000, 100)]),
]

# transformed-progress.html gStepTimingFunctionTests: (description, effect timing, conditions)
# effect: delay, duration, fill 'both' for all; optional iterations, iterationStart, direction.
WPT_TP_CASES = [
    ("Test bounds point of step-start easing", dict(easing=(2, "start")),
     [(0, "0"), (999, "0"), (1000, "0.5"), (1499, "0.5"), (1500, "1"), (2000, "1")]),
    ("Test bounds point of step-start easing with reverse direction",
     dict(direction="reverse", easing=(2, "start")),
     [(0, "1"), (1001, "1"), (1500, "1"), (1501, "0.5"), (2000, "0"), (2500, "0")]),
    ("Test bounds point of step-start easing with iterationStart not at a transition point",
     dict(iterationStart=Fraction(1, 4), easing=(2, "start")),
     [(0, "0.5"), (999, "0.5"), (1000, "0.5"), (1249, "0.5"), (1250, "1"), (1749, "1"),
      (1750, "0.5"), (2000, "0.5"), (2500, "0.5")]),
    ("Test bounds point of step-start easing with iterationStart and delay",
     dict(iterationStart=Fraction(1, 2), easing=(2, "start")),
     [(0, "0.5"), (999, "0.5"), (1000, "1"), (1499, "1"), (1500, "0.5"), (2000, "1")]),
    ("Test bounds point of step-start easing with iterationStart and reverse direction",
     dict(iterationStart=Fraction(1, 2), direction="reverse", easing=(2, "start")),
     [(0, "1"), (1000, "1"), (1001, "0.5"), (1499, "0.5"), (1500, "1"), (1999, "1"),
      (2000, "0.5"), (2500, "0.5")]),
    ("Test bounds point of step(4, start) easing with iterationStart 0.75 and delay",
     dict(iterationStart=Fraction(3, 4), easing=(4, "start")),
     [(0, "0.75"), (999, "0.75"), (1000, "1"), (2000, "1"), (2500, "1")]),
    ("Test bounds point of step-start easing with alternate direction",
     dict(iterations=2, iterationStart=Fraction(3, 2), direction="alternate", easing=(2, "start")),
     [(0, "1"), (1000, "1"), (1001, "0.5"), (2999, "1"), (3000, "0.5"), (3500, "0.5")]),
    ("Test bounds point of step-start easing with alternate-reverse direction",
     dict(iterations=2, iterationStart=Fraction(1, 2), direction="alternate-reverse", easing=(2, "start")),
     [(0, "1"), (1000, "1"), (1001, "0.5"), (2999, "1"), (3000, "0.5"), (3500, "0.5")]),
    ("Test bounds point of step-end easing", dict(easing=(2, "end")),
     [(0, "0"), (999, "0"), (1000, "0"), (1499, "0"), (1500, "0.5"), (2000, "1")]),
    ("Test bounds point of step-end easing with iterationStart and delay",
     dict(iterationStart=Fraction(1, 2), easing=(2, "end")),
     [(0, "0"), (999, "0"), (1000, "0.5"), (1499, "0.5"), (1500, "0"), (1999, "0"),
      (2000, "0.5"), (2500, "0.5")]),
    ("Test bounds point of step-end easing with iterationStart not at a transition point",
     dict(iterationStart=Fraction(3, 4), easing=(2, "end")),
     [(0, "0.5"), (999, "0.5"), (1000, "0.5"), (1249, "0.5"), (1250, "0"), (1749, "0"),
      (1750, "0.5"), (2000, "0.5"), (2500, "0.5")]),
    ("Test bounds point of steps(jump-both) easing", dict(easing=(2, "jump-both")),
     [(0, "0"), (999, "0"), (1000, "1/3"), (1499, "1/3"), (1500, "2/3"), (2000, "1")]),
    ("Test bounds point of steps(jump-both) easing with iterationStart and delay",
     dict(iterationStart=Fraction(1, 2), easing=(2, "jump-both")),
     [(0, "1/3"), (999, "1/3"), (1000, "2/3"), (1499, "2/3"), (1500, "1/3"), (1999, "1/3"),
      (2000, "2/3"), (2500, "2/3")]),
    ("Test bounds point of steps(jump-both) easing with iterationStart not at a transition point",
     dict(iterationStart=Fraction(3, 4), easing=(2, "jump-both")),
     [(0, "2/3"), (999, "2/3"), (1000, "2/3"), (1249, "2/3"), (1250, "1/3"), (1749, "1/3"),
      (1750, "2/3"), (2000, "2/3"), (2500, "2/3")]),
    ("Test bounds point of steps(jump-none) easing", dict(easing=(2, "jump-none")),
     [(0, "0"), (1000, "0"), (1499, "0"), (1500, "1"), (2000, "1")]),
    ("Test bounds point of steps(jump-none) easing with iterationStart and delay",
     dict(iterationStart=Fraction(1, 2), easing=(2, "jump-none")),
     [(0, "0"), (999, "0"), (1000, "1"), (1499, "1"), (1500, "0"), (1999, "0"), (2000, "1"),
      (2500, "1")]),
    ("Test bounds point of steps(jump-none) easing with iterationStart not at a transition point",
     dict(iterationStart=Fraction(3, 4), easing=(2, "jump-none")),
     [(0, "1"), (999, "1"), (1000, "1"), (1249, "1"), (1250, "0"), (1749, "0"), (1750, "1"),
      (2000, "1"), (2500, "1")]),
]


def web_animations_progress(ms: int, iterations=1, iterationStart=Fraction(0), direction="normal"):
    """(directed progress, before flag) per the Web Animations timing model.

    delay 1000 ms, duration 1000 ms, fill 'both', endDelay 0, playback rate 1.
    """
    delay, duration = 1000, 1000
    active_duration = duration * iterations
    t = Fraction(ms)
    if t < delay:
        phase, active = "before", Fraction(0)
    elif t >= delay + active_duration:   # equal counts as after for forwards playback
        phase, active = "after", Fraction(active_duration)
    else:
        phase, active = "active", t - delay
    overall = active / duration + iterationStart
    simple = overall - math.floor(overall)
    if simple == 0 and phase in ("active", "after") and active == active_duration and iterations != 0:
        simple = Fraction(1)
    current_iteration = math.floor(overall) - 1 if simple == 1 else math.floor(overall)
    if direction == "normal":
        forwards = True
    elif direction == "reverse":
        forwards = False
    else:
        d = current_iteration + (1 if direction == "alternate-reverse" else 0)
        forwards = d % 2 == 0
    directed = simple if forwards else 1 - simple
    before = (phase == "before" and forwards) or (phase == "after" and not forwards)
    return directed, before


def build_steps():
    rows = []
    for n, pos, cases in BLINK_STEPS:
        name = f"{n}, {pos}"
        for u, direction, e in cases:
            rows.append([f"{BLINK} TimingFunctionTest.StepsEvaluate steps({name}) "
                         f"LimitDirection::{direction.upper()}", str(n), pos, u,
                         "1" if direction == "left" else "0", e])
    for name, (n, pos), eff, conds in WPT_STEP_CASES:
        eb = Bezier(*(float(v) for v in eff))
        for ms, px in conds:
            x = float(eb.solve(ms / 1000)[0])
            rows.append([f"{WPT_STEP} '{name}' currentTime={ms}ms [derived: input = effect easing "
                         f"cubic-bezier{tuple(eff)} output at {ms / 1000}; expected = left px / 100]",
                         str(n), pos, repr(x), "0", repr(px / 100)])
    for desc, eff, conds in WPT_TP_CASES:
        n, pos = eff["easing"]
        kw = {k: v for k, v in eff.items() if k != "easing"}
        for ms, prog in conds:
            directed, before = web_animations_progress(ms, **kw)
            expected = repr(float(Fraction(prog)))
            rows.append([f"{WPT_TP} '{desc}' currentTime={ms}ms [derived: input/before_flag from the "
                         f"Web Animations timing model, delay=1000 duration=1000 fill=both "
                         + " ".join(f"{k}={v}" for k, v in kw.items()) + "]",
                         str(n), pos, repr(float(directed)), "1" if before else "0", expected])
    issues = []
    for r in rows:
        src, n, pos, u, bf, e = r
        v = steps_eval(int(n), pos, float(u), bf == "1")
        if float(v) != float(e):
            issues.append(f"steps: {src}: steps({n}, {pos}) at {u} before={bf}: expected {e}, spec {v}")
    return rows, issues


STEPS_SYNTAX = [  # test_valid_value(specified[, serialized]) / test_invalid_value
    ("step-start", "steps(1, start)"), ("step-end", "steps(1)"), ("steps(1, start)", "steps(1, start)"),
    ("steps(1, end)", "steps(1)"), ("steps(1, jump-start)", "steps(1, jump-start)"),
    ("steps(1, jump-end)", "steps(1)"), ("steps(1, jump-both)", "steps(1, jump-both)"),
    ("steps(2, jump-none)", "steps(2, jump-none)"),
    ("steps(0, start)", ""), ("steps(0, end)", ""), ("steps(0, jump-start)", ""),
    ("steps(0, jump-end)", ""), ("steps(0, jump-both)", ""), ("steps(1, jump-none)", ""),
]


def build_steps_serialization():
    return [[f"{WPT_STEP_SYNTAX} " + ("test_valid_value" if s else "test_invalid_value"), spec, s]
            for spec, s in STEPS_SYNTAX]


# ---- linear() ---------------------------------------------------------------

WPT_LIN_LITERAL = [  # (test name, function, [(ms, expected y)]); tolerance 0.01 px = 1e-4
    ("linear function easing with output greater than 1", "linear(0, 1.5, 1)",
     [(0, "0.0"), (250, "0.75"), (500, "1.5"), (750, "1.25"), (1000, "1.00")]),
    ("linear function easing with output less than 1", "linear(1, -0.5, 0)",
     [(0, "1.0"), (250, "0.25"), (500, "-0.5"), (750, "-0.25"), (1000, "0.00")]),
]
WPT_LIN_EQUIV = [  # (test name, function, equivalent easing, [ms])
    ("linear function easing, steps equivalent",
     "linear(0.2 0% 20%, 0.4 20% 40%, 0.6 40% 60%, 0.8 60% 80%, 1.0 80% 100%)",
     "steps(5, jump-start)", [0, 200, 400, 600, 800, 1000]),
    ("linear function easing, input value being unspecified in the first entry implies zero",
     "linear(0, 0.1 -10%, 1)", "linear(0, 0.1 0%, 1)", [0, 100, 550, 1000]),
    ("linear function easing, input value being unspecified in the last entry implies max input value",
     "linear(0, 0.9 110%, 1)", "linear(0, 0.9 110%, 1 110%)", [0, 450, 900, 950, 1000]),
]
BLINK_LINEAR = [  # LinearEvaluate; EXPECT_EQ
    ("LinearTimingFunction::Shared()", "linear",
     [("0.2", "0.2"), ("0.6", "0.6"), ("-0.2", "-0.2"), ("1.6", "1.6")]),
    ("points {{0, 0}, {100, 1}}", "linear(0 0%, 1 100%)",
     [("0.2", "0.2"), ("0.6", "0.6"), ("-0.2", "-0.2"), ("1.6", "1.6")]),
    ("points {{0, 0}, {50, 1}, {60, .5}, {100, 1}}", "linear(0 0%, 1 50%, 0.5 60%, 1 100%)",
     [(".25", ".5"), (".6", ".5"), (".80", ".75"), ("-.25", "-.5")]),
]


def build_linear():
    rows = []
    for name, fn, cases in WPT_LIN_LITERAL:
        for ms, e in cases:
            rows.append([f"{WPT_LIN} '{name}' currentTime={ms}ms (input = ms/1000)", fn, repr(ms / 1000), e])
    for name, fn, equiv, times in WPT_LIN_EQUIV:
        for ms in times:
            x = ms / 1000
            if equiv.startswith("steps("):
                n, pos = equiv[len("steps("):-1].split(",")
                val = steps_eval(int(n), pos.strip(), x, False)
            else:
                val = linear_eval(equiv, x)
            rows.append([f"{WPT_LIN} '{name}' currentTime={ms}ms [derived: expected = value of the "
                         f"equivalent easing '{equiv}' at the same input, computed by this script]",
                         fn, repr(x), repr(float(val))])
    for desc, fn, cases in BLINK_LINEAR:
        for u, e in cases:
            rows.append([f"{BLINK} TimingFunctionTest.LinearEvaluate {desc} (CSS text transliterated "
                         f"from the C++ point list; input in [0,1] units, point inputs in percent)", fn, u, e])
    issues = []
    for src, fn, u, e in rows:
        v = linear_eval(fn, float(u))
        if abs(float(v) - float(e)) > 1e-12:
            issues.append(f"linear: {src}: {fn} at {u}: expected {e}, spec {float(v)!r}")
    return rows, issues


LINEAR_SYNTAX_VALID = [
    ("linear(0 0%, 1 100%)", None), ("linear( 0 0%, 1 100% )", "linear(0 0%, 1 100%)"),
    ("linear(0, 1)", None), ("linear(-10, -5, 0, 5, 10)", None),
    ("linear(-10 -10%, -5 -5%, 0, 5, 10)", None), ("linear(0 calc(0%), 0 calc(100%))", None),
    ("linear(0 calc(50% - 50%), 0 calc(50% + 50%))", "linear(0 calc(0%), 0 calc(100%))"),
    ("linear(0 calc(50%), 0 100%)", None), ("linear(0 0% 50%, 1 50% 100%)", None),
    ("linear(0, 0.5 25% 75%, 1 100% 100%)", None),
    ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 0.998, 1 100% 100%)", None),
    ("linear(0, 0 40%, 1, 0.5, 1)", None),
    ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 1.004, 0.998, 1 100% 100%)", None),
]
LINEAR_SYNTAX_INVALID = [
    "linear()", "linear(0)", "linear(100%)", "linear(0% 1 50%)", "linear(0 0% 100%)",
    "linear(0% 100% 0)", "linear(0 calc(50px - 50%), 0 calc(50em + 50em))",
    "linear(0 calc(50%, 50%), 0 calc(50% + 50%))",
]
LINEAR_SYNTAX_COMPUTED = [
    ("linear(0 0%, 1 100%)", None), ("linear( 0 0%, 1 100% )", "linear(0 0%, 1 100%)"),
    ("linear(0, 1)", "linear(0 0%, 1 100%)"),
    ("linear(-10, -5, 0, 5, 10)", "linear(-10 0%, -5 25%, 0 50%, 5 75%, 10 100%)"),
    ("linear(-10 -10%, -5 -5%, 0, 5, 10)", "linear(-10 -10%, -5 -5%, 0 30%, 5 65%, 10 100%)"),
    ("linear(0 calc(0%), 0 calc(100%))", "linear(0 0%, 0 100%)"),
    ("linear(0 calc(50% - 50%), 0 calc(50% + 50%))", "linear(0 0%, 0 100%)"),
    ("linear(0 calc(min(50%, 60%)), 0 100%)", "linear(0 50%, 0 100%)"),
    ("linear(0 0% 50%, 1 50% 100%)", "linear(0 0%, 0 50%, 1 50%, 1 100%)"),
    ("linear(0, 0.5 25% 75%, 1 100% 100%)", "linear(0 0%, 0.5 25%, 0.5 75%, 1 100%, 1 100%)"),
    ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 0.998, 1 100% 100%)",
     "linear(0 0%, 1.3 12.5%, 1 25%, 0.92 37.5%, 1 50%, 0.99 62.5%, 1 75%, 0.998 87.5%, 1 100%, 1 100%)"),
    ("linear(0, 0 40%, 1, 0.5, 1)", "linear(0 0%, 0 40%, 1 60%, 0.5 80%, 1 100%)"),
    ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 1.004, 0.998, 1 100% 100%)",
     "linear(0 0%, 1.3 11.111111%, 1 22.222222%, 0.92 33.333333%, 1 44.444444%, 0.99 55.555556%, "
     "1 66.666667%, 1.004 77.777778%, 0.998 88.888889%, 1 100%, 1 100%)"),
]


def build_linear_serialization():
    rows = []
    for spec, ser in LINEAR_SYNTAX_VALID:
        rows.append([f"[specified] {WPT_LIN_SYNTAX} test_valid_value", spec, ser or spec])
    for spec in LINEAR_SYNTAX_INVALID:
        rows.append([f"[invalid] {WPT_LIN_SYNTAX} test_invalid_value", spec, ""])
    for spec, ser in LINEAR_SYNTAX_COMPUTED:
        rows.append([f"[computed] {WPT_LIN_SYNTAX} test_computed_value", spec, ser or spec])
    # Cross-check the computed-value canonicalisation (calc()-free rows only).
    issues = []
    for spec, ser in LINEAR_SYNTAX_COMPUTED:
        ser = ser or spec
        if "calc" in spec:
            continue
        got = linear_points(spec)
        want = linear_points(ser)
        for (ia, oa), (ib, ob) in zip(got, want):
            if oa != ob or abs(float(ia) - float(ib)) > 5e-9:
                issues.append(f"linear serialization: {spec} -> {ser}: canonical points differ")
                break
        if len(got) != len(want):
            issues.append(f"linear serialization: {spec} -> {ser}: point count differs")
    return rows, issues


# --------------------------------------------------------------------------
# Penner family (easings.net formulas)
# --------------------------------------------------------------------------

PENNER_NAMES = [f"ease{io_}{fam}" for fam in
                ["Sine", "Quad", "Cubic", "Quart", "Quint", "Expo", "Circ", "Back", "Elastic", "Bounce"]
                for io_ in ["In", "Out", "InOut"]]
PENNER_INPUTS = [0.0, 0.1, 0.25, 0.3, 0.5, 0.6, 0.75, 0.9, 1.0]


def penner(name: str, xf: float):
    """easings.net src/easings/easingsFunctions.ts, evaluated in mpmath (exact decimal constants)."""
    x = mpf(xf)
    pi = mp.pi
    c1 = mpf("1.70158")
    c2 = c1 * mpf("1.525")
    c3 = c1 + 1
    c4 = (2 * pi) / 3
    c5 = (2 * pi) / mpf("4.5")

    def bounce_out(v):
        n1, d1 = mpf("7.5625"), mpf("2.75")
        if v < 1 / d1:
            return n1 * v * v
        if v < 2 / d1:
            v = v - mpf("1.5") / d1
            return n1 * v * v + mpf("0.75")
        if v < mpf("2.5") / d1:
            v = v - mpf("2.25") / d1
            return n1 * v * v + mpf("0.9375")
        v = v - mpf("2.625") / d1
        return n1 * v * v + mpf("0.984375")

    half = mpf("0.5")
    f = {
        "easeInQuad": lambda: x * x,
        "easeOutQuad": lambda: 1 - (1 - x) * (1 - x),
        "easeInOutQuad": lambda: 2 * x * x if x < half else 1 - (-2 * x + 2) ** 2 / 2,
        "easeInCubic": lambda: x ** 3,
        "easeOutCubic": lambda: 1 - (1 - x) ** 3,
        "easeInOutCubic": lambda: 4 * x ** 3 if x < half else 1 - (-2 * x + 2) ** 3 / 2,
        "easeInQuart": lambda: x ** 4,
        "easeOutQuart": lambda: 1 - (1 - x) ** 4,
        "easeInOutQuart": lambda: 8 * x ** 4 if x < half else 1 - (-2 * x + 2) ** 4 / 2,
        "easeInQuint": lambda: x ** 5,
        "easeOutQuint": lambda: 1 - (1 - x) ** 5,
        "easeInOutQuint": lambda: 16 * x ** 5 if x < half else 1 - (-2 * x + 2) ** 5 / 2,
        "easeInSine": lambda: 1 - mpmath.cos(x * pi / 2),
        "easeOutSine": lambda: mpmath.sin(x * pi / 2),
        "easeInOutSine": lambda: -(mpmath.cos(pi * x) - 1) / 2,
        "easeInExpo": lambda: mpf(0) if x == 0 else mpf(2) ** (10 * x - 10),
        "easeOutExpo": lambda: mpf(1) if x == 1 else 1 - mpf(2) ** (-10 * x),
        "easeInOutExpo": lambda: (mpf(0) if x == 0 else mpf(1) if x == 1 else
                                  mpf(2) ** (20 * x - 10) / 2 if x < half else
                                  (2 - mpf(2) ** (-20 * x + 10)) / 2),
        "easeInCirc": lambda: 1 - mpmath.sqrt(1 - x ** 2),
        "easeOutCirc": lambda: mpmath.sqrt(1 - (x - 1) ** 2),
        "easeInOutCirc": lambda: ((1 - mpmath.sqrt(1 - (2 * x) ** 2)) / 2 if x < half else
                                  (mpmath.sqrt(1 - (-2 * x + 2) ** 2) + 1) / 2),
        "easeInBack": lambda: c3 * x ** 3 - c1 * x * x,
        "easeOutBack": lambda: 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2,
        "easeInOutBack": lambda: (((2 * x) ** 2 * ((c2 + 1) * 2 * x - c2)) / 2 if x < half else
                                  ((2 * x - 2) ** 2 * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2),
        "easeInElastic": lambda: (mpf(0) if x == 0 else mpf(1) if x == 1 else
                                  -mpf(2) ** (10 * x - 10) * mpmath.sin((x * 10 - mpf("10.75")) * c4)),
        "easeOutElastic": lambda: (mpf(0) if x == 0 else mpf(1) if x == 1 else
                                   mpf(2) ** (-10 * x) * mpmath.sin((x * 10 - mpf("0.75")) * c4) + 1),
        "easeInOutElastic": lambda: (mpf(0) if x == 0 else mpf(1) if x == 1 else
                                     -(mpf(2) ** (20 * x - 10) * mpmath.sin((20 * x - mpf("11.125")) * c5)) / 2
                                     if x < half else
                                     mpf(2) ** (-20 * x + 10) * mpmath.sin((20 * x - mpf("11.125")) * c5) / 2 + 1),
        "easeInBounce": lambda: 1 - bounce_out(1 - x),
        "easeOutBounce": lambda: bounce_out(x),
        "easeInOutBounce": lambda: ((1 - bounce_out(1 - 2 * x)) / 2 if x < half else
                                    (1 + bounce_out(2 * x - 1)) / 2),
    }[name]
    return f()


def build_penner():
    rows = []
    with mp.workdps(PENNER_DPS):
        for name in PENNER_NAMES:
            for u in PENNER_INPUTS:
                v = penner(name, u)
                # cross-check against a 2x-precision evaluation
                with mp.workdps(2 * PENNER_DPS):
                    w = penner(name, u)
                if fmt_output(v) != fmt_output(w):
                    raise ArithmeticError(f"{name}({u}) not stable to {OUT_DIGITS} digits")
                rows.append([name, fmt_input(u), fmt_output(v)])
    return rows


# --------------------------------------------------------------------------
# React Native (packages/react-native/Libraries/Animated/Easing.js)
# --------------------------------------------------------------------------

RN_DPS = 40
RN_CASES = ([("react-native-elastic", b) for b in ["0", "0.5", "1", "2", "3.7"]] +
            [("react-native-back", s) for s in ["0", "1.70158", "3"]] +
            [("react-native-bounce", "")] +
            [("react-native-poly", n) for n in ["0.5", "2", "3", "4.5"]])
RN_INPUTS = [i / 20 for i in range(21)] + [0.123, 0.3636, 0.7777, 0.95]
RN_OUTSIDE = [-0.25, 1.25]  # evaluated as written (no clamping) where the formula is real


def rn_eval(name: str, parameter: str, xf: float):
    """(value, slope) of the React Native formula at the double xf, in mpmath."""
    x = mpf(xf)
    pi = mp.pi
    if name == "react-native-elastic":
        b = mpf(parameter)
        c, s = mpmath.cos(x * pi / 2), mpmath.sin(x * pi / 2)
        value = 1 - c ** 3 * mpmath.cos(x * b * pi)
        slope = 3 * c * c * (pi / 2) * s * mpmath.cos(x * b * pi) + c ** 3 * b * pi * mpmath.sin(x * b * pi)
        return value, slope
    if name == "react-native-back":
        s = mpf(parameter)
        return x * x * ((s + 1) * x - s), 3 * (s + 1) * x * x - 2 * s * x
    if name == "react-native-bounce":
        k, d = mpf("7.5625"), mpf("2.75")
        # The piece is chosen by the double comparisons JavaScript makes.
        if xf < 1 / 2.75:
            c, h = mpf(0), mpf(0)
        elif xf < 2 / 2.75:
            c, h = mpf("1.5") / d, mpf("0.75")
        elif xf < 2.5 / 2.75:
            c, h = mpf("2.25") / d, mpf("0.9375")
        else:
            c, h = mpf("2.625") / d, mpf("0.984375")
        slope = None if xf in (1 / 2.75, 2 / 2.75, 2.5 / 2.75) else 2 * k * (x - c)
        return k * (x - c) ** 2 + h, slope
    if name == "react-native-poly":
        n = mpf(parameter)
        if x == 0:
            return mpf(0), (mpf(0) if n > 1 else None)
        return x ** n, n * x ** (n - 1)
    raise ValueError(name)


def build_react_native():
    rows = []
    with mp.workdps(RN_DPS):
        for name, parameter in RN_CASES:
            inputs = list(RN_INPUTS)
            if name != "react-native-poly" or float(parameter).is_integer():
                inputs += RN_OUTSIDE
            for u in inputs:
                value, slope = rn_eval(name, parameter, u)
                with mp.workdps(2 * RN_DPS):
                    value2, _ = rn_eval(name, parameter, u)
                if fmt_output(value) != fmt_output(value2):
                    raise ArithmeticError(f"{name}({parameter}) at {u} not stable to {OUT_DIGITS} digits")
                rows.append([name, parameter, fmt_input(u), fmt_output(value),
                             "" if slope is None else fmt_output(slope)])
    return rows


RN_TEST = "facebook/react-native packages/react-native/Libraries/Animated/__tests__/Easing-test.js"
# `should ease in_back_`: Easing.in(Easing.back()) sampled at i/18 (300 ms at 60 fps), checked with
# toBeCloseTo(value, 2), i.e. |difference| < 0.005.
RN_IN_BACK = [
    "0", "-0.004788556241426612", "-0.017301289437585736", "-0.0347587962962963",
    "-0.05438167352537723", "-0.07339051783264748", "-0.08900592592592595",
    "-0.09844849451303156", "-0.0989388203017833", "-0.08769750000000004",
    "-0.06194513031550073", "-0.018902307956104283", "0.044210370370370254",
    "0.13017230795610413", "0.2417629080932785", "0.3817615740740742",
    "0.5529477091906719", "0.7581007167352535", "0.9999999999999998",
]


def build_react_native_suites():
    rows, issues = [], []
    tick_count = round(300 * 60 / 1000)
    for i, expected in enumerate(RN_IN_BACK):
        u = i / tick_count
        rows.append([f"{RN_TEST} should ease in_back_ [toBeCloseTo 2 digits]", "react-native-back", "1.70158",
                     fmt_input(u), expected, "0.005"])
        # JavaScript's own double evaluation of t * t * ((s + 1) * t - s).
        s = 1.70158
        if u * u * ((s + 1) * u - s) != float(expected):
            issues.append(f"in_back_ at {u}: JavaScript formula gives {u * u * ((s + 1) * u - s)!r}, test {expected}")
    # `should satisfy boundary conditions with elastic`: for (b = 0; b < 4; b += 0.3), exact 0 and 1.
    b = 0.0
    while b < 4:
        for u, expected in ((0.0, "0"), (1.0, "1")):
            rows.append([f"{RN_TEST} should satisfy boundary conditions with elastic [toBe]", "react-native-elastic",
                         repr(b), fmt_input(u), expected, "0"])
        b += 0.3
    return rows, issues


# --------------------------------------------------------------------------


def main() -> int:
    if mpmath.__version__ != EXPECTED_MPMATH:
        print(f"warning: mpmath {mpmath.__version__} (expected {EXPECTED_MPMATH})", file=sys.stderr)
    mp.dps = BEZIER_DPS

    counts = {}
    cubic_rows, exact_hits, max_bits = build_cubic_mpmath()
    counts["cubic_bezier_mpmath.csv"] = write_csv(
        "cubic_bezier_mpmath.csv", ["x1", "y1", "x2", "y2", "input", "output"], cubic_rows)

    counts["cubic_bezier_extreme_mpmath.csv"] = write_csv(
        "cubic_bezier_extreme_mpmath.csv", ["x1", "y1", "x2", "y2", "input", "output", "slope"],
        build_cubic_extreme())

    suite_rows, slope_rows, range_rows = build_cubic_suites()
    issues = check_cubic_suites(suite_rows, slope_rows, range_rows)
    counts["cubic_bezier_suites.csv"] = write_csv(
        "cubic_bezier_suites.csv",
        ["source", "x1", "y1", "x2", "y2", "input", "expected", "tolerance"], suite_rows)
    counts["cubic_bezier_slope_suites.csv"] = write_csv(
        "cubic_bezier_slope_suites.csv",
        ["source", "x1", "y1", "x2", "y2", "input", "expected", "tolerance"], slope_rows)
    counts["cubic_bezier_range_suites.csv"] = write_csv(
        "cubic_bezier_range_suites.csv",
        ["source", "x1", "y1", "x2", "y2", "input_min", "input_max", "expected_min", "expected_max",
         "tolerance_min", "tolerance_max"], range_rows)

    steps_rows, steps_issues = build_steps()
    issues += steps_issues
    counts["steps_suites.csv"] = write_csv(
        "steps_suites.csv", ["source", "steps", "position", "input", "before_flag", "expected"], steps_rows)
    counts["steps_serialization.csv"] = write_csv(
        "steps_serialization.csv", ["source", "specified", "serialized"], build_steps_serialization())

    lin_rows, lin_issues = build_linear()
    issues += lin_issues
    counts["linear_suites.csv"] = write_csv(
        "linear_suites.csv", ["source", "function", "input", "expected"], lin_rows)
    ser_rows, ser_issues = build_linear_serialization()
    issues += ser_issues
    counts["linear_serialization.csv"] = write_csv(
        "linear_serialization.csv", ["source", "specified", "serialized"], ser_rows)

    counts["penner_mpmath.csv"] = write_csv(
        "penner_mpmath.csv", ["name", "input", "output"], build_penner())

    counts["react_native_mpmath.csv"] = write_csv(
        "react_native_mpmath.csv", ["name", "parameter", "input", "output", "slope"], build_react_native())
    rn_rows, rn_issues = build_react_native_suites()
    issues += rn_issues
    counts["react_native_suites.csv"] = write_csv(
        "react_native_suites.csv", ["source", "name", "parameter", "input", "expected", "tolerance"], rn_rows)

    print(f"Fixtures written to {FIXTURES_DIR.relative_to(REPO_ROOT)}/")
    for name, n in counts.items():
        print(f"  {name:32s} {n:6d} rows")
    print(f"cubic_bezier_mpmath: {len(mpmath_curves())} curves x {len(U_GRID)} inputs; "
          f"{exact_hits} exact hits; deepest bisection {max_bits} bits")
    print(f"suite rows disagreeing with exact evaluation (kept as transcribed): {len(issues)}")
    for line in issues:
        print("  - " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
