#!/usr/bin/env python3
"""mpmath references for the motion metrics of Exports' MotionMetrics (docs/EXPORTS.md).

Usage: python3 Scripts/reference_metrics.py  (mpmath==1.3.0; deterministic output)

Writes Tests/ExportsTests/Fixtures/metrics.csv: for springs m = 1, stiffness k, damping
coefficient c, from 0 to 1 with initial velocity v (value units per second), every regime from
zeta = 0.001 to zeta = 100 including zeta = 1 exactly, and velocities 0, 1.4, -3, 50 and 1000:
  overshoot      max(0, max over the extrema t in (0, T] of x(t)), x = value - 1
  time_90/95/99  first t with 1 + x(t) >= p
  settling_time  last t with |x(t)| >= 0.001 (T)
  peak_velocity, peak_acceleration, peak_jerk   max |x'|, |x''|, |x'''| over [0, T]
  rms_jerk       sqrt(1/T * integral_0^T x'''(t)^2 dt)
  frame_rate_sensitivity   max over odd k with (k-1)/120 <= T of |x(k/120) - x((k-1)/120)| (value units)
The closed form is evaluated at 30 digits (eigen-solution; the repeated-root form when
c^2 = 4k exactly). Underdamped springs (the slow case: zeta = 0.001 settles after ~1100
periods) use closed forms throughout: the n-th derivative is 2|A r^n| e^(sigma t) cos(omega t +
arg(A r^n)), so its zeros are t = (pi/2 + m pi - arg(A r^n))/omega exactly, the settling time is
bisected between the last extremum with |x| >= 0.001 and the zero after it, and
integral_0^T j^2 = Re sum_ij a_i a_j (e^((r_i + r_j) T) - 1)/(r_i + r_j) with j = sum_i a_i e^(r_i t)
(also used when overdamped). Otherwise roots are bracketed on a double-precision grid of the
same closed form and refined by bisection at 30 digits to 1e-24 relative, and the critically
damped integral is mpmath's quad on subintervals graded towards 0. Output: 20 significant
digits; the whole table takes seconds.
"""
import math
from pathlib import Path

import mpmath
from mpmath import mp, mpf
from reference_common import bisect_sign_change

mp.dps = 30
OUT = Path(__file__).resolve().parent.parent / "Tests" / "ExportsTests" / "Fixtures" / "metrics.csv"

K = 100.0
CASES = []
for c in (0.02, 0.2, 1.0, 3.0, 6.0, 10.0, 14.0, 18.0, 19.8, 20.0, 20.2, 30.0, 40.0, 100.0, 400.0, 2000.0):
    CASES.append((K, c, 0.0))
for c, v in ((3.0, 1.4), (10.0, -3.0), (20.0, 50.0), (6.0, 1000.0), (40.0, -3.0), (20.0, 1.4), (100.0, 1000.0)):
    CASES.append((K, c, v))


def solution(k, c, v):
    k, c, v = mpf(k), mpf(c), mpf(v)
    x0 = mpf(-1)
    if c * c == 4 * k:
        w = c / 2
        b = v + w * x0

        def deriv(t, n):
            t = mpf(t)
            return mpmath.exp(-w * t) * ((-w) ** n * (x0 + b * t) + n * (-w) ** (n - 1) * b)

        return deriv
    disc = mpmath.sqrt(mpmath.mpc(c * c - 4 * k))
    r1, r2 = (-c + disc) / 2, (-c - disc) / 2
    A = (v - r2 * x0) / (r1 - r2)
    B = x0 - A

    def deriv(t, n):
        t = mpf(t)
        return mpmath.re(A * r1 ** n * mpmath.exp(r1 * t) + B * r2 ** n * mpmath.exp(r2 * t))

    return deriv


def float_solution(k, c, v):
    """The same closed form in double precision, only to bracket roots on a grid."""
    import cmath

    x0 = -1.0
    if c * c == 4 * k:
        w = c / 2
        b = v + w * x0
        return lambda t, n: math.exp(-w * t) * ((-w) ** n * (x0 + b * t) + n * (-w) ** (n - 1) * b)
    disc = cmath.sqrt(c * c - 4 * k)
    r1, r2 = (-c + disc) / 2, (-c - disc) / 2
    A = (v - r2 * x0) / (r1 - r2)
    B = x0 - A
    return lambda t, n: (A * r1 ** n * cmath.exp(r1 * t) + B * r2 ** n * cmath.exp(r2 * t)).real


def refine(f, a, b):
    fa, fb = f(a), f(b)
    if fa == 0:
        return mpf(a)
    if fb == 0:
        return mpf(b)
    return bisect_sign_change(f, mpf(a), mpf(b), fa, 200, rel_width=mpf(10) ** -24)


def metrics(k, c, v):
    d = solution(k, c, v)
    df = float_solution(k, c, v)
    x = lambda t: d(t, 0)
    xf = lambda t: df(t, 0)
    kk_, cc_, vv_ = mpf(k), mpf(c), mpf(v)
    under = c * c < 4 * k
    if under:
        sigma = -cc_ / 2
        omega = mpmath.sqrt(4 * kk_ - cc_ * cc_) / 2
        r = mpmath.mpc(sigma, omega)
        A = (vv_ + mpmath.conj(r)) / (r - mpmath.conj(r))  # (v - r2 x0)/(r1 - r2), x0 = -1

        def analytic_zeros(order, lo, hi):
            """Zeros of x^(order) in (lo, hi]: omega t + arg(A r^order) = pi/2 + m pi."""
            phi = mpmath.arg(A * r ** order)
            m = int(mpmath.ceil((omega * lo + phi - mpmath.pi / 2) / mpmath.pi))
            out = []
            while True:
                t = (mpmath.pi / 2 + m * mpmath.pi - phi) / omega
                if t > hi:
                    return out
                if t > lo:
                    out.append(t)
                m += 1

    # settling: last time |x| >= 0.001
    eps = mpf("0.001")
    if under:
        # The envelope 2|A| e^(sigma t) bounds |x|; the last extremum at or above eps is before
        # the envelope falls to eps, and |x| falls from it to 0 at the next zero of x.
        t_env = mpmath.log(eps / (2 * abs(A))) / sigma
        ext_all = [mpf(0)] + analytic_zeros(1, mpf(0), t_env + mpmath.pi / omega)
        last_ext = max(t for t in ext_all if abs(x(t)) >= eps)
        zero_after = analytic_zeros(0, last_ext, last_ext + 2 * mpmath.pi / omega)[0]
        T = refine(lambda t: abs(x(t)) - eps, last_ext, zero_after)
    else:
        zeta = c / (2 * math.sqrt(k))
        slow = (c - math.sqrt(max(c * c - 4 * k, 0))) / 2 if zeta >= 1 else c / 2
        horizon = 60 / slow + 10
        n = 100000
        h = horizon / n
        last = 0
        for i in range(n + 1):
            if abs(xf(i * h)) >= 0.001:
                last = i
        T = refine(lambda t: abs(x(t)) - eps, last * h, (last + 1) * h)

    def zeros(order, T):
        if under:
            return analytic_zeros(order, mpf(0), T)
        m = 50000
        hh = float(T) / m
        out = []
        prev = df(0, order)
        for i in range(1, m + 1):
            cur = df(i * hh, order)
            if (prev < 0) != (cur < 0) and cur != 0:
                out.append(refine(lambda t, o=order: d(t, o), (i - 1) * hh, i * hh))
            prev = cur
        return out

    ext = [t for t in zeros(1, T) if t > 0]
    overshoot = max([mpf(0)] + [x(t) for t in ext])

    def first(p):
        m = 50000
        hh = float(T) / m
        for i in range(m + 1):
            if 1 + xf(i * hh) >= p:
                if i == 0:
                    return mpf(0)
                return refine(lambda t: 1 + x(t) - p, (i - 1) * hh, i * hh)
        return T

    def peak(order):
        vals = [abs(d(0, order)), abs(d(T, order))] + [abs(d(t, order)) for t in zeros(order + 1, T)]
        return max(vals)

    # peak jerk: |j| maxima at zeros of the 4th derivative, and the ends
    pj = peak(3)
    if c * c == 4 * k:
        m = 140
        pts = [mpf(0)] + [T * mpf(2) ** (-j) for j in range(60, 0, -1)] + [T * mpf(i) / m for i in range(1, m + 1)]
        pts = sorted(set(pts))
        integral = mpmath.quad(lambda t: d(t, 3) ** 2, pts)
    else:
        disc = mpmath.sqrt(mpmath.mpc(cc_ * cc_ - 4 * kk_))
        r1, r2 = (-cc_ + disc) / 2, (-cc_ - disc) / 2
        A1 = (vv_ + r2) / (r1 - r2)
        B1 = -1 - A1
        terms = [(A1 * r1 ** 3, r1), (B1 * r2 ** 3, r2)]
        integral = mpmath.re(sum(a * b * mpmath.expm1((p + q) * T) / (p + q) for a, p in terms for b, q in terms))
    rms = mpmath.sqrt(integral / T)
    sens = mpf(0)
    kk = 1
    while mpf(kk - 1) / 120 <= T:
        sens = max(sens, abs(x(mpf(kk) / 120) - x(mpf(kk - 1) / 120)))
        kk += 2
    return [overshoot, first(0.9), first(0.95), first(0.99), T, peak(1), peak(2), pj, rms, sens]


def fmt(v):
    return mpmath.nstr(v, 20, min_fixed=-5, max_fixed=6, strip_zeros=True)


def main():
    header = "stiffness,damping_coefficient,velocity,overshoot,time_90,time_95,time_99,settling_time,peak_velocity,peak_acceleration,peak_jerk,rms_jerk,frame_rate_sensitivity"
    lines = [header]
    for k, c, v in CASES:
        lines.append(",".join([repr(k), repr(c), repr(v)] + [fmt(m) for m in metrics(k, c, v)]))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
