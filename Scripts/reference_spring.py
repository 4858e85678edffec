#!/usr/bin/env python3
"""High-precision reference data for the damped-spring library.

Usage (from anywhere):

    python3 Scripts/reference_spring.py

Requires mpmath==1.3.0 (see Scripts/requirements-reference.txt).  The output is
deterministic: running the script twice produces byte-identical files.

Files written (paths relative to the repository root):

* Tests/DynamicsTests/Fixtures/spring_trajectories.csv
    x(t), v(t), a(t) of  m*x'' + c*x' + k*x = 0  (x = displacement from the
    target, c = physical damping coefficient).  Computed at 80 decimal digits
    as expm(A*t) @ (x0, v0) with A = [[0, 1], [-k/m, -c/m]], which has no
    regime switch and therefore no cancellation near critical damping.  Every
    row is cross-checked against an independent closed-form solution
    (trigonometric / exponential eigen-solution for zeta != 1, the repeated
    root formula for c^2 == 4*m*k exactly) evaluated at 120 digits.

* Tests/DynamicsTests/Fixtures/uikit_roots.csv
    All positive roots w0 of the equation behind UIKit's duration-based spring
        zeta < 1: |(v0 - zeta*w0) / (w0*sqrt(1 - zeta^2))| * exp(-zeta*w0*D) = eps
        zeta = 1: |-1 + (v0 - w0)*D| * exp(-w0*D)                        = eps

* Tests/DynamicsTests/Fixtures/settling.csv
    The last time t >= 0 with |x(t)| >= eps*|x0|.

Conventions for all CSV files:

* Input columns are IEEE-754 doubles written with Python repr() (shortest
  round-trip form).  All references are computed from the exact binary values
  of those doubles (mpmath.mpf(float) is exact); no derived quantity is ever
  round-tripped through a decimal string.
* Output columns carry 32 significant digits (trailing zeros stripped), in a
  form that Swift's Double(String) parses.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from pathlib import Path

import mpmath
from mpmath import mp, mpf

REPO_ROOT = Path(__file__).resolve().parent.parent
FIXTURES_DIR = REPO_ROOT / "Tests" / "DynamicsTests" / "Fixtures"

EXPECTED_MPMATH = "1.3.0"

OUT_DIGITS = 32          # significant digits written for computed values
TRAJ_DPS = 80            # working precision of the expm reference
CHECK_DPS = 120          # working precision of the independent cross-check
ROOT_DPS = 50            # working precision of the UIKit root search
SETTLE_DPS = 60          # working precision of the settling-time search
CROSS_CHECK_TOL = "1e-40"


# --------------------------------------------------------------------------
# Formatting helpers
# --------------------------------------------------------------------------

def fmt_input(value: float) -> str:
    """An input double, written as its shortest round-trip representation."""
    if not isinstance(value, float) or not math.isfinite(value):
        raise TypeError(f"input must be a finite float, got {value!r}")
    return repr(value)


def fmt_output(value) -> str:
    """A computed value with OUT_DIGITS significant digits."""
    text = mpmath.nstr(value, OUT_DIGITS, min_fixed=-4, max_fixed=5)
    if not math.isfinite(float(text)):
        raise ValueError(f"non-finite output {text}")
    return text


def case_token(value: float) -> str:
    """A float as a fragment of a lower_snake_case case name."""
    return repr(value).replace("-", "m").replace(".", "p")


def write_csv(path: Path, header: str, rows: list[list[str]]) -> None:
    lines = [header] + [",".join(row) for row in rows]
    for line in lines:
        if line.count(",") != header.count(","):
            raise ValueError(f"malformed CSV line: {line}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(("\n".join(lines) + "\n").encode("ascii"))


def to_mpf(*values: float):
    """Exact conversion of doubles (requires >= 53 bits of working precision)."""
    assert mp.prec >= 53
    return tuple(mpf(v) for v in values)


# --------------------------------------------------------------------------
# Bracketed root finding with an independent verification
# --------------------------------------------------------------------------

def bracketed_root(f, lo, hi, rel_check="1e-45"):
    """Root of f in [lo, hi] where f(lo), f(hi) have opposite signs.

    Uses mpmath.findroot with a bracketing solver at the current precision and
    then verifies the result independently: f must change sign across
    root*(1 -/+ rel_check) (clipped to the bracket).
    """
    lo, hi = mpf(lo), mpf(hi)
    flo, fhi = f(lo), f(hi)
    if flo == 0:
        return lo
    if fhi == 0:
        return hi
    if (flo > 0) == (fhi > 0):
        raise ValueError("bracket does not contain a sign change")
    rel = mpf(rel_check)
    last_error = None
    for solver in ("anderson", "illinois", "bisect"):
        try:
            root = mpmath.findroot(f, (lo, hi), solver=solver, verify=False,
                                   tol=4 * mp.eps, maxsteps=2000)
        except (ValueError, ZeroDivisionError) as exc:  # try the next solver
            last_error = exc
            continue
        if not lo <= root <= hi:
            last_error = ValueError(f"{solver}: root left the bracket")
            continue
        width = rel * abs(root) if root != 0 else rel
        a, b = max(lo, root - width), min(hi, root + width)
        fa, fb = f(a), f(b)
        if fa == 0 or fb == 0 or (fa > 0) != (fb > 0):
            return root
        last_error = ValueError(f"{solver}: sign-change verification failed")
    raise RuntimeError(f"root refinement failed: {last_error}")


# --------------------------------------------------------------------------
# Damped spring: two independent solvers
# --------------------------------------------------------------------------

def solve_expm(m, k, c, x0, v0, t):
    """(x, v, a) at time t from the matrix exponential (regime-free)."""
    A = mpmath.matrix([[0, 1], [-k / m, -c / m]])
    E = mpmath.expm(A * t)
    x = E[0, 0] * x0 + E[0, 1] * v0
    v = E[1, 0] * x0 + E[1, 1] * v0
    a = -(c * v + k * x) / m
    return x, v, a


class ClosedFormSpring:
    """Closed-form solution of m x'' + c x' + k x = 0 (all parameters mpf).

    Regime decided exactly: c*c - 4*m*k is exact at the precisions used here
    (products of doubles need at most 106 bits).
    """

    def __init__(self, m, k, c, x0, v0):
        self.m, self.k, self.c, self.x0, self.v0 = m, k, c, x0, v0
        disc = c * c - 4 * m * k
        if disc == 0:
            self.regime = "critical"
            self.w = c / (2 * m)                     # == sqrt(k/m) exactly
            self.B = v0 + self.w * x0
        elif disc < 0:
            self.regime = "under"
            self.s = c / (2 * m)                     # decay rate
            self.wd = mpmath.sqrt(-disc) / (2 * m)   # damped frequency
            # x = e^{-s t} (Px cos + Qx sin),  v = e^{-s t} (Pv cos + Qv sin)
            self.Px = x0
            self.Qx = (v0 + self.s * x0) / self.wd
            self.Pv = v0
            self.Qv = -(self.s * v0 + (k / m) * x0) / self.wd
        else:
            self.regime = "over"
            r = mpmath.sqrt(disc)
            self.l2 = -(c + r) / (2 * m)              # fast root
            self.l1 = -2 * k / (c + r)                # slow root, no cancellation
            d = self.l1 - self.l2
            self.C1 = (v0 - self.l2 * x0) / d
            self.C2 = (self.l1 * x0 - v0) / d

    def state(self, t):
        """(x, v, a) at time t."""
        if self.regime == "critical":
            e = mpmath.exp(-self.w * t)
            x = (self.x0 + self.B * t) * e
            v = (self.v0 - self.w * self.B * t) * e
        elif self.regime == "under":
            e = mpmath.exp(-self.s * t)
            co, si = mpmath.cos(self.wd * t), mpmath.sin(self.wd * t)
            x = e * (self.Px * co + self.Qx * si)
            v = e * (self.Pv * co + self.Qv * si)
        else:
            e1, e2 = mpmath.exp(self.l1 * t), mpmath.exp(self.l2 * t)
            x = self.C1 * e1 + self.C2 * e2
            v = self.C1 * self.l1 * e1 + self.C2 * self.l2 * e2
        a = -(self.c * v + self.k * x) / self.m
        return x, v, a

    def x(self, t):
        return self.state(t)[0]

    # ---- ordered zeros of x(t) and v(t) for t > 0 -------------------------

    def _sinusoid_zeros(self, P, Q, t_from=0):
        """Increasing t > 0 (and >= t_from) with P cos(wd t) + Q sin(wd t) = 0 (endless)."""
        psi = mpmath.atan2(Q, P)
        half_pi = mpmath.pi / 2
        n = int(mpmath.floor(-(psi + half_pi) / mpmath.pi)) + 1
        n = max(n, int(mpmath.floor((t_from * self.wd - psi - half_pi) / mpmath.pi)))
        tiny = mpmath.mpf(10) ** (-(mp.dps // 2))
        while True:
            theta = psi + half_pi + n * mpmath.pi
            if theta > tiny:
                yield theta / self.wd
            n += 1

    def _single_zero(self, ratio_num, ratio_den):
        """t > 0 solving C1*p*e^{l1 t} + C2*q*e^{l2 t} = 0 (overdamped)."""
        if ratio_den == 0:
            return []
        ratio = -ratio_num / ratio_den          # e^{(l1 - l2) t}
        if ratio <= 1:
            return []
        return [mpmath.log(ratio) / (self.l1 - self.l2)]

    def zeros_of_x(self, t_from=0):
        if self.regime == "under":
            yield from self._sinusoid_zeros(self.Px, self.Qx, t_from)
        elif self.regime == "critical":
            if self.B != 0 and -self.x0 / self.B > 0:
                yield -self.x0 / self.B
        else:
            yield from self._single_zero(self.C2, self.C1)

    def zeros_of_v(self, t_from=0):
        if self.regime == "under":
            yield from self._sinusoid_zeros(self.Pv, self.Qv, t_from)
        elif self.regime == "critical":
            if self.B != 0 and self.v0 / (self.w * self.B) > 0:
                yield self.v0 / (self.w * self.B)
        else:
            yield from self._single_zero(self.C2 * self.l2, self.C1 * self.l1)

    def envelope_x(self, t):
        """An upper bound of |x(s)| for all s >= t (used to stop iteration)."""
        if self.regime == "under":
            return mpmath.exp(-self.s * t) * mpmath.sqrt(self.Px**2 + self.Qx**2)
        return None  # over/critical: at most one extremum, no bound needed

    def slowest_rate(self):
        if self.regime == "under":
            return self.s
        if self.regime == "critical":
            return self.w
        return -self.l1


# --------------------------------------------------------------------------
# 1. Trajectories
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class SpringCase:
    """A named spring m x'' + c x' + k x = 0 from x(0) = x0, x'(0) = v0."""
    name: str
    mass: float
    stiffness: float
    damping: float
    x0: float
    v0: float


@dataclass(frozen=True)
class TrajectoryCase(SpringCase):
    t_end: float                 # motion decayed to about 1e-8 of its start
    extra_times: tuple = ()


GOLDEN = (math.sqrt(5.0) - 1.0) / 2.0

TRAJECTORY_CASES = [
    TrajectoryCase("under_zeta_0_1", 1.0, 100.0, 2.0, 1.0, 0.0, 18.5),
    TrajectoryCase("critical_exact", 1.0, 100.0, 20.0, 1.0, 0.0, 2.25, (0.1,)),
    TrajectoryCase("over_zeta_2", 1.0, 100.0, 40.0, 1.0, 0.0, 7.0),
    TrajectoryCase("undamped", 1.0, 100.0, 0.0, 1.0, 0.5, 20.0),
    TrajectoryCase("near_critical_below", 1.0, 100.0, 20.0 * (1.0 - 1e-9), 1.0, 0.0,
                   2.25, (0.1,)),
    TrajectoryCase("near_critical_above", 1.0, 100.0, 20.0 * (1.0 + 1e-9), 1.0, 0.0,
                   2.25, (0.1,)),
    TrajectoryCase("near_critical_above_1e-6_crossing", 1.0, 100.0, 20.0 * (1.0 + 1e-6),
                   1.0, -15.0, 2.1, (0.1, 0.2)),
    TrajectoryCase("heavy_over_zeta_50", 1.0, 100.0, 1000.0, 1.0, 0.0, 250.0,
                   (0.001, 0.003, 0.01)),
    TrajectoryCase("heavy_over_zeta_50_kick", 1.0, 100.0, 1000.0, 0.0, 1.0, 250.0,
                   (0.001, 0.003, 0.01)),
    TrajectoryCase("soft_k_1e-4", 1.0, 1e-4, 2 * 0.3 * 0.01, -1.0, 0.02, 6000.0),
    TrajectoryCase("stiff_k_1e8", 1.0, 1e8, 2 * 0.2 * 1e4, -1.0, 3.0, 0.01),
    TrajectoryCase("uikit_wychart", 1.0, 117.4, 2 * 0.15 * math.sqrt(117.4), -1.0, 1.4,
                   11.5),
    TrajectoryCase("heavy_mass", 2.5, 300.0, 7.0, 0.3, -4.0, 13.5),
    TrajectoryCase("over_zeta_5_kick", 1.0, 100.0, 100.0, 0.0, 1.0, 16.5,
                   (0.005, 0.02, 0.05)),
    TrajectoryCase("under_zeta_0_7_negative", 0.5, 80.0, 2 * 0.7 * math.sqrt(40.0),
                   -2.0, -10.0, 2.1),
    # Long runs: phase omega_d*t up to ~2e5 rad at t = 1e6/60 (frame 10^6 at 60 fps),
    # where the argument reduction of sin/cos and the rounding of omega_d*t matter.
    TrajectoryCase("long_undamped_frame_1e6", 1.0, 117.4, 0.0, -1.0, 1.4, 1e6 / 60,
                   (999999 / 60, 500000 / 60)),
    TrajectoryCase("long_zeta_1e-8_frame_1e6", 1.0, 117.4, 2 * 1e-8 * math.sqrt(117.4),
                   -1.0, 1.4, 1e6 / 60, (999999 / 60,)),
    TrajectoryCase("long_zeta_5e-6_frame_1e6", 1.0, 117.4, 2 * 5e-6 * math.sqrt(117.4),
                   -1.0, 1.4, 1e6 / 60, (999999 / 60,)),
    # Extreme parameters: omega0 = 1e16 and 1e18 with damping coefficient 1 (zeta ~ 1e-17),
    # omega0 = 1e150 (acceleration near 1e300) and 1e-150, zeta = 1e8 and 1e150, subnormal mass.
    TrajectoryCase("stiff_k_1e32_c_1", 1.0, 1e32, 1.0, -1.0, 0.0, 13.8, (1e-16, 1e-15)),
    TrajectoryCase("stiff_k_1e36_c_1", 1.0, 1e36, 1.0, -1.0, 0.0, 13.8, (1e-18, 1e-17)),
    TrajectoryCase("omega0_1e150", 1e-150, 1e150, 1e-10, -1.0, 0.0, 3.7e-139, (1e-150,)),
    TrajectoryCase("omega0_1em150", 1.0, 1e-300, 2 * 0.3 * 1e-150, -1.0, 0.0, 6e151),
    TrajectoryCase("over_zeta_1e8", 1.0, 100.0, 2e9, -1.0, 1.4, 3.7e8,
                   (1e-10, 1e-9, 1e-8)),
    TrajectoryCase("over_zeta_1e150_kick", 1.0, 1e-100, 2e100, -1.0, 1.0, 3.7e201,
                   (1e-150, 1e-100)),
    TrajectoryCase("subnormal_mass", 5e-320, 5e-320, 5e-320, 1.0, 0.0, 18.0),
]


def trajectory_times(case: TrajectoryCase) -> list[float]:
    """t = 0, a uniform grid to t_end, early times and non-round times."""
    t_end = case.t_end
    times = {0.0, t_end}
    intervals = 24
    times.update(t_end * i / intervals for i in range(1, intervals))
    times.update(t_end * f for f in (1e-4, 1e-3, 1e-2))
    times.update(t_end * ((j * GOLDEN) % 1.0) for j in range(1, 5))
    times.update(case.extra_times)
    result = sorted(times)
    if not 25 <= len(result) <= 45:
        raise ValueError(f"{case.name}: {len(result)} times")
    return result


def build_trajectories():
    rows = []
    max_state_err = mpf(0)
    max_comp_err = mpf(0)
    decay = {}
    tol = mpf(CROSS_CHECK_TOL)
    for case in TRAJECTORY_CASES:
        mp.dps = TRAJ_DPS
        m, k, c, x0, v0 = to_mpf(case.mass, case.stiffness, case.damping, case.x0, case.v0)
        w0 = mpmath.sqrt(k / m)
        norm0 = mpmath.sqrt(x0**2 + (v0 / w0) ** 2)
        mp.dps = CHECK_DPS
        check = ClosedFormSpring(*to_mpf(case.mass, case.stiffness, case.damping,
                                         case.x0, case.v0))
        for t_float in trajectory_times(case):
            mp.dps = TRAJ_DPS
            t = mpf(t_float)
            x, v, a = solve_expm(m, k, c, x0, v0, t)
            mp.dps = CHECK_DPS
            xr, vr, ar = check.state(mpf(t_float))
            w0c = mpmath.sqrt(check.k / check.m)
            scale = mpmath.sqrt(xr**2 + (vr / w0c) ** 2)
            diffs = [(x - xr, xr, 1), (v - vr, vr, w0c), (a - ar, ar, w0c**2)]
            # |x| <= scale and |v| <= w0*scale, but under heavy overdamping |a| ~ 2*zeta*w0*|v|
            # can exceed w0^2*scale by far: the acceleration is measured against the larger.
            state_err = max(abs(d) / max(s * scale, abs(ref)) for d, ref, s in diffs)
            comp_err = mpf(0)
            for d, ref, s in diffs:
                if abs(ref) > mpf("1e-20") * scale * s:
                    comp_err = max(comp_err, abs(d) / abs(ref))
            if not (state_err < tol and comp_err < tol):
                raise AssertionError(
                    f"{case.name} t={t_float!r}: cross-check disagreement "
                    f"{mpmath.nstr(state_err, 5)} / {mpmath.nstr(comp_err, 5)}")
            max_state_err = max(max_state_err, state_err)
            max_comp_err = max(max_comp_err, comp_err)
            if t_float == case.t_end and case.damping > 0:
                decay[case.name] = scale / norm0
            rows.append([case.name, fmt_input(case.mass), fmt_input(case.stiffness),
                         fmt_input(case.damping), fmt_input(case.x0), fmt_input(case.v0),
                         fmt_input(t_float), fmt_output(x), fmt_output(v), fmt_output(a)])
    return rows, max_state_err, max_comp_err, decay


# --------------------------------------------------------------------------
# 2. UIKit duration-based spring: roots in w0
# --------------------------------------------------------------------------

def uikit_lhs(zeta, v0, D, w):
    """Left side of the UIKit equation (mpf arguments)."""
    if zeta == 1:
        return abs(-1 + (v0 - w) * D) * mpmath.exp(-w * D)
    return abs((v0 - zeta * w) / (w * mpmath.sqrt(1 - zeta * zeta))) * \
        mpmath.exp(-zeta * w * D)


def uikit_pieces(zeta, v0, D):
    """Split (0, inf) into stretches on which the left side is monotone.

    Returns (special_points, pieces) where pieces is a list of
    (lo, hi, lhs_at_lo, lhs_at_hi) with lo/hi possibly 0 / inf and the lhs
    values the one-sided limits.  On each side of the kink the log of the left
    side is monotone decreasing or concave; the concave branch is split at its
    maximum.
    """
    inf = mpmath.inf
    special = []
    if zeta != 1:
        if v0 > 0:
            kink = v0 / zeta
            # d/dw log L = zeta/(zeta w - v0) - 1/w - zeta D = 0
            #   <=> zeta^2 D w^2 - zeta D v0 w - v0 = 0
            qa, qb, qc = zeta * zeta * D, -zeta * D * v0, -v0
            wmax = (-qb + mpmath.sqrt(qb * qb - 4 * qa * qc)) / (2 * qa)
            assert wmax > kink
            lmax = uikit_lhs(zeta, v0, D, wmax)
            special = [kink, wmax]
            pieces = [(mpf(0), kink, inf, mpf(0)),
                      (kink, wmax, mpf(0), lmax),
                      (wmax, inf, lmax, mpf(0))]
        elif v0 < 0:
            pieces = [(mpf(0), inf, inf, mpf(0))]
        else:
            pieces = [(mpf(0), inf, zeta / mpmath.sqrt(1 - zeta * zeta), mpf(0))]
        return special, pieces
    l0 = abs(v0 * D - 1)
    kink = v0 - 1 / D
    if kink > 0:
        # left of kink decreasing; right of kink concave with maximum at w = v0
        lmax = uikit_lhs(zeta, v0, D, v0)
        special = [kink, v0]
        pieces = [(mpf(0), kink, l0, mpf(0)),
                  (kink, v0, mpf(0), lmax),
                  (v0, inf, lmax, mpf(0))]
    elif v0 > 0:
        lmax = uikit_lhs(zeta, v0, D, v0)
        special = [v0]
        pieces = [(mpf(0), v0, l0, lmax), (v0, inf, lmax, mpf(0))]
    else:
        pieces = [(mpf(0), inf, l0, mpf(0))]
    return special, pieces


GRID_PER_DECADE = 100
GRID_DECADES = (-6, 6)


def uikit_roots(zeta_f, v0_f, D_f, eps_f):
    mp.dps = ROOT_DPS
    zeta, v0, D, eps = to_mpf(zeta_f, v0_f, D_f, eps_f)
    special, pieces = uikit_pieces(zeta, v0, D)

    def g(w):
        return uikit_lhs(zeta, v0, D, w) - eps

    lo_exp, hi_exp = GRID_DECADES
    grid = [mpf(10) ** (lo_exp + mpf(i) / GRID_PER_DECADE)
            for i in range((hi_exp - lo_exp) * GRID_PER_DECADE + 1)]
    grid = sorted(set(grid + [p for p in special if grid[0] < p < grid[-1]]))
    values = [g(w) for w in grid]
    roots = []
    for i in range(len(grid) - 1):
        ga, gb = values[i], values[i + 1]
        if ga == 0:
            roots.append(grid[i])
        elif gb != 0 and (ga > 0) != (gb > 0):
            roots.append(bracketed_root(g, grid[i], grid[i + 1]))
    if values[-1] == 0:
        roots.append(grid[-1])

    # Structural check: L is monotone on each piece, so a piece holds exactly
    # one root if L - eps changes sign between its ends and none otherwise.
    expected = 0
    for lo, hi, llo, lhi in pieces:
        if llo == eps or lhi == eps:
            raise AssertionError("tangent/degenerate root configuration")
        if (llo > eps) != (lhi > eps):
            expected += 1
    if len(roots) != expected:
        raise AssertionError(f"uikit ({zeta_f}, {v0_f}, {D_f}): found {len(roots)} "
                             f"roots, structure predicts {expected}")
    homes = []
    for r in roots:
        home = [i for i, p in enumerate(pieces) if p[0] < r < p[1]]
        if len(home) != 1:
            raise AssertionError("root on a piece boundary")
        homes.append(home[0])
    if len(set(homes)) != len(roots):
        raise AssertionError("two roots in one monotone piece")

    # Closest approaches (relative) among roots and special points.
    min_root_gap = None
    for a, b in zip(roots, roots[1:]):
        gap = (b - a) / b
        min_root_gap = gap if min_root_gap is None else min(min_root_gap, gap)
    min_special_gap = None
    for r in roots:
        for p in special:
            gap = abs(r - p) / r
            min_special_gap = gap if min_special_gap is None else min(min_special_gap, gap)
    return roots, min_root_gap, min_special_gap


UIKIT_EPSILON = 0.001
UIKIT_CASES = (
    [(z, v, d) for z in (0.15, 0.5, 0.8, 0.999, 1.0)
     for v in (0.0, 1.4, 5.0, -2.0)
     for d in (0.5, 1.0, 1.5)]
    + [(0.0005, 0.0, 1.0), (0.15, 1.4, 0.01), (0.15, 1.4, 10.0)]
)


def build_uikit_roots():
    rows = []
    notes = []
    global_root_gap = None
    global_special_gap = None
    for zeta, v0, D in UIKIT_CASES:
        roots, root_gap, special_gap = uikit_roots(zeta, v0, D, UIKIT_EPSILON)
        if root_gap is not None:
            global_root_gap = root_gap if global_root_gap is None else min(global_root_gap, root_gap)
            if root_gap < mpf("1e-12"):
                notes.append(f"uikit ({zeta}, {v0}, {D}): roots within "
                             f"{mpmath.nstr(root_gap, 3)} (relative)")
        if special_gap is not None:
            global_special_gap = (special_gap if global_special_gap is None
                                  else min(global_special_gap, special_gap))
            if special_gap < mpf("1e-12"):
                notes.append(f"uikit ({zeta}, {v0}, {D}): root within "
                             f"{mpmath.nstr(special_gap, 3)} of kink/maximum")
        rows.append([fmt_input(zeta), fmt_input(v0), fmt_input(D),
                     fmt_input(UIKIT_EPSILON), str(len(roots)),
                     ";".join(fmt_output(r) for r in roots)])
    return rows, global_root_gap, global_special_gap, notes


# --------------------------------------------------------------------------
# 3. Settling time
# --------------------------------------------------------------------------

def settle_time(spring: ClosedFormSpring, eps):
    """Last t >= 0 with |x(t)| >= eps*|x0|.

    Extrema of x (zeros of v) are local maxima of |x| (at v = 0, x*a < 0), and
    consecutive extrema are separated by a zero of x.  So after the last
    extremum with |x| >= h (or t = 0) |x| decreases monotonically until the
    next zero of x (or forever), and the answer is the unique root of
    |x| = h on that stretch.
    """
    h = eps * abs(spring.x0)
    start = mpf(0)
    t_from = mpf(0)
    if spring.regime == "under" and spring.s > 0:
        # |x| at the extrema is C*exp(-s t) with one constant C (the extrema are a half
        # period apart and decay by exp(-s*pi/wd) each), so the last extremum above h lies
        # before ln(C/h)/s: start the walk two half periods before that bound when the
        # first extremum is above h (it is otherwise the only candidate).
        first = next(spring.zeros_of_v())
        peak = abs(spring.x(first))
        if peak >= h:
            start = first
            bound = first + mpmath.log(peak / h) / spring.s
            t_from = max(mpf(0), bound - 2 * mpmath.pi / spring.wd)
    for te in spring.zeros_of_v(t_from):
        if abs(spring.x(te)) >= h:
            start = te
        env = spring.envelope_x(te)
        if env is not None and env < h:
            break
    end = next((tz for tz in spring.zeros_of_x(start) if tz > start), None)
    if end is None:
        tau = 1 / spring.slowest_rate()
        end = start + tau
        while abs(spring.x(end)) >= h:
            end = start + 2 * (end - start)
    sign = 1 if spring.x(start) > 0 else -1

    # Solve in units of the slowest time scale: findroot's tolerance is absolute, and the
    # extreme cases have settling times from 1e-289 s to 1e201 s.
    unit = 1 / spring.slowest_rate()

    def f(u):
        return sign * spring.x(u * unit) - h

    return bracketed_root(f, start / unit, end / unit) * unit, start, end


@dataclass(frozen=True)
class SettleCase(SpringCase):
    epsilon: float
    extra_dps: int = 0      # digits lost to a phase omega_d*t of ~10^extra_dps


SETTLE_CASES = [
    SettleCase(f"c_{case_token(c)}_v0_{case_token(v)}_eps_{case_token(e)}",
               1.0, 100.0, c, -1.0, v, e)
    for c in (2.0, 5.0, 10.0, 15.0, 19.99, 20.0, 20.01, 40.0, 1000.0)
    for v in (0.0, 1.4)
    for e in (0.001, 0.01)
] + [
    SettleCase("zeta_0p15_v0_1p4_eps_1em06", 1.0, 100.0, 2 * 0.15 * 10, -1.0, 1.4, 1e-6),
    SettleCase("zeta_5em06_eps_0p001", 1.0, 117.4, 2 * 5e-6 * math.sqrt(117.4), -1.0, 1.4, 0.001),
    SettleCase("k_1e32_c_1_eps_0p001", 1.0, 1e32, 1.0, -1.0, 0.0, 0.001, 40),
    SettleCase("k_1e36_c_1_eps_0p001", 1.0, 1e36, 1.0, -1.0, 0.0, 0.001, 40),
    SettleCase("k_1e300_m_1em300_eps_0p001", 1e-300, 1e300, 1e-10, -1.0, 0.0, 0.001, 40),
    SettleCase("over_zeta_1e8_eps_0p001", 1.0, 100.0, 2e9, -1.0, 1.4, 0.001),
    SettleCase("over_zeta_1e150_eps_0p001", 1.0, 1e-100, 2e100, -1.0, 1.0, 0.001),
    SettleCase("soft_k_1em300_eps_0p001", 1.0, 1e-300, 2 * 0.3 * 1e-150, -1.0, 0.0, 0.001),
    SettleCase("subnormal_mass_eps_0p001", 5e-320, 5e-320, 5e-320, -1.0, 0.0, 0.001),
]


def build_settling():
    rows = []
    max_residual = mpf(0)
    for case in SETTLE_CASES:
        mp.dps = SETTLE_DPS + case.extra_dps
        params = to_mpf(case.mass, case.stiffness, case.damping, case.x0, case.v0)
        spring = ClosedFormSpring(*params)
        eps = mpf(case.epsilon)
        h = eps * abs(spring.x0)
        ts, start, end = settle_time(spring, eps)

        # Independent checks: (1) x(ts) from expm at 80 digits hits the level;
        # (2) |x| is above h just before and below h on a dense sample after.
        mp.dps = TRAJ_DPS + case.extra_dps
        m, k, c, x0, v0 = to_mpf(case.mass, case.stiffness, case.damping, case.x0, case.v0)
        xe = solve_expm(m, k, c, x0, v0, ts)[0]
        residual = abs(abs(xe) - eps * abs(x0)) / (eps * abs(x0))
        if residual > mpf(CROSS_CHECK_TOL):
            raise AssertionError(f"{case.name}: expm residual {mpmath.nstr(residual, 5)}")
        max_residual = max(max_residual, residual)
        mp.dps = SETTLE_DPS + case.extra_dps
        if not abs(spring.x(ts * (1 - mpf("1e-30")))) > h and ts > 0:
            raise AssertionError(f"{case.name}: |x| not above the level before ts")
        horizon = 5 / spring.slowest_rate()
        if spring.regime == "under":
            horizon = max(horizon, 4 * mpmath.pi / spring.wd)
        for j in range(1, 2001):
            t = ts + horizon * j / 2000
            if abs(spring.x(t)) >= h:
                raise AssertionError(f"{case.name}: |x| back above level at t={t}")
        rows.append([case.name, fmt_input(case.mass), fmt_input(case.stiffness),
                     fmt_input(case.damping), fmt_input(case.x0), fmt_input(case.v0),
                     fmt_input(case.epsilon), fmt_output(ts)])
    return rows, max_residual


# --------------------------------------------------------------------------

def main() -> int:
    if mpmath.__version__ != EXPECTED_MPMATH:
        print(f"warning: mpmath {mpmath.__version__} (fixtures were made with "
              f"{EXPECTED_MPMATH}); output may differ", file=sys.stderr)

    traj_rows, state_err, comp_err, decay = build_trajectories()
    write_csv(FIXTURES_DIR / "spring_trajectories.csv",
              "case,mass,stiffness,damping,x0,v0,t,x,v,a", traj_rows)

    root_rows, root_gap, special_gap, notes = build_uikit_roots()
    write_csv(FIXTURES_DIR / "uikit_roots.csv",
              "zeta,velocity,duration,epsilon,root_count,roots", root_rows)

    settle_rows, settle_residual = build_settling()
    write_csv(FIXTURES_DIR / "settling.csv",
              "case,mass,stiffness,damping,x0,v0,epsilon,settle_time", settle_rows)

    mp.dps = 20
    print(f"spring_trajectories.csv: {len(traj_rows)} rows, "
          f"{len(TRAJECTORY_CASES)} cases; cross-check max disagreement "
          f"{mpmath.nstr(state_err, 3)} (state-norm relative), "
          f"{mpmath.nstr(comp_err, 3)} (component relative)")
    print(f"  decay at t_end, damped cases (state norm / initial): "
          f"{mpmath.nstr(min(decay.values()), 3)} .. {mpmath.nstr(max(decay.values()), 3)}")
    root_total = sum(int(r[4]) for r in root_rows)
    print(f"uikit_roots.csv: {len(root_rows)} rows, {root_total} roots; closest roots "
          f"{mpmath.nstr(root_gap, 3)} relative, closest root to kink/max "
          f"{mpmath.nstr(special_gap, 3)} relative")
    print(f"settling.csv: {len(settle_rows)} rows; expm residual of |x(t_s)| "
          f"{mpmath.nstr(settle_residual, 3)} relative")
    for note in notes:
        print("note:", note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
