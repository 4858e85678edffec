#!/usr/bin/env python3
"""Reference values for SpringSim's scroll and fling physics (mpmath, 40 digits).

Writes Tests/DynamicsTests/Fixtures/scroll_trajectories.csv with header
    model,position,velocity,min,max,p1,p2,t,x,v
and Tests/DynamicsTests/Fixtures/scroll_scalars.csv with header
    quantity,model,position,velocity,min,max,p1,p2,value

Models (p1, p2):
  ios               UIScrollView rate per ms, viewport (rubber band dimension); bounce: critically
                    damped spring, omega0 = 12.5 rad/s, acting on the stretch u, offset = edge + b(u)
                    with b(u) = u d c/(d + c|u|), c = 0.55
  flutter-bouncing  -, -   (FrictionSimulation(0.135) then ScrollSpringSimulation with mass 0.5,
                    stiffness 100, ratio 1.1; velocity handed over = min(v, 5000))
  flutter-clamping  friction, -   (Flutter's ballistic port of Android's spline; stops at an edge)
  android           friction, -   (OverScroller spline: tau(s), p(s) Bernstein cubics)
  framer-inertia    power, time constant (s)   (glide to target, spring k 500, c 10 at a bound)
Every trajectory row lies before the model's rest time (the rest rule is tested in Swift).
Scalars: stop points, times to stop, hand-off times and velocities, Android/Flutter fling
durations and distances, rubber band values.

Inputs are exact doubles (repr); every derived double the Swift code forms from them in one
IEEE operation (1.1*2*sqrt(50)) is formed the same way here first. Outputs have 30 significant
digits. Deterministic.
"""
from pathlib import Path
import mpmath as mp

mp.mp.dps = 40
ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "DynamicsTests" / "Fixtures"
INF = float("inf")


def M(x):
    return mp.mpf(x)


# --- springs: closed form of m x'' + c x' + k x = 0 from (x0, v0) -------------------------
def spring(m, k, c, x0, v0, t):
    m, k, c, x0, v0, t = (M(v) for v in (m, k, c, x0, v0, t))
    disc = c * c - 4 * m * k
    if disc == 0:
        a = c / (2 * m)
        x = (x0 + (v0 + a * x0) * t) * mp.e ** (-a * t)
        v = (v0 - a * (v0 + a * x0) * t) * mp.e ** (-a * t)
        return x, v
    s = mp.sqrt(mp.mpc(disc))
    r1, r2 = (-c + s) / (2 * m), (-c - s) / (2 * m)
    c2 = (v0 - r1 * x0) / (r2 - r1)
    c1 = x0 - c2
    x = c1 * mp.e ** (r1 * t) + c2 * mp.e ** (r2 * t)
    v = r1 * c1 * mp.e ** (r1 * t) + r2 * c2 * mp.e ** (r2 * t)
    return mp.re(x), mp.re(v)


# --- exponential decay ---------------------------------------------------------------------
def decay(lam, x0, v0, t):
    lam, x0, v0, t = (M(v) for v in (lam, x0, v0, t))
    return x0 + v0 * (1 - mp.e ** (-lam * t)) / lam, v0 * mp.e ** (-lam * t)


def decay_crossing(lam, x0, v0, edge):
    """Time at which x0 + v0(1 - e^(-lam t))/lam = edge."""
    lam, x0, v0, edge = (M(v) for v in (lam, x0, v0, edge))
    return -mp.log(1 - lam * (edge - x0) / v0) / lam


# --- iOS ------------------------------------------------------------------------------------
C_RUBBER = M("0.55")


def rubber(u, d):
    return u * d * C_RUBBER / (d + C_RUBBER * abs(u))


def rubber_slope(u, d):
    q = d / (d + C_RUBBER * abs(u))
    return C_RUBBER * q * q


def ios(rate, viewport, x0, v0, lo, hi, t):
    lam = -1000 * mp.log(M(rate))
    d = M(viewport)
    edge = hi if v0 > 0 else lo
    te = decay_crossing(lam, x0, v0, edge) if edge not in (INF, -INF) else mp.inf
    if t < te:
        return decay(lam, x0, v0, t)
    side = 1 if v0 > 0 else -1
    ve = M(v0) - lam * (M(edge) - M(x0))
    u, du = spring(1, 156.25, 25, 0, side * ve / C_RUBBER, M(t) - te)
    return M(edge) + side * rubber(u, d), side * rubber_slope(u, d) * du


# --- Flutter bouncing -----------------------------------------------------------------------
FLUTTER_C = 1.1 * 2 * (0.5 * 100.0) ** 0.5  # the double Swift forms


def flutter_bouncing(x0, v0, lo, hi, t):
    lam = -mp.log(M(0.135))
    edge = hi if v0 > 0 else lo
    te = decay_crossing(lam, x0, v0, edge)
    if t < te:
        return decay(lam, x0, v0, t)
    ve = M(v0) - lam * (M(edge) - M(x0))
    ve = min(ve, M(5000))
    x, v = spring(0.5, 100, FLUTTER_C, 0, ve, M(t) - te)
    return M(edge) + x, v


# --- Flutter clamping and Android -----------------------------------------------------------
R = mp.log(M("0.78")) / mp.log(M("0.9"))
INFLEXION = M("0.35")
# The double Swift forms for 9.80665 * 39.37 * 160.0 * 0.84 (left to right), then exact from there.
PHYS = M(9.80665 * 39.37 * 160.0 * 0.84)


def clamping_params(friction, v0):
    vref = M(friction) * PHYS / INFLEXION
    t_android = (abs(M(v0)) / vref) ** (1 / (R - 1))
    T = R * INFLEXION * t_android
    D = M(v0) * T / R
    return T, D


def flutter_clamping(friction, x0, v0, t):
    T, D = clamping_params(friction, v0)
    s = M(t) / T
    return M(x0) + D * (1 - (1 - s) ** R), M(v0) * (1 - s) ** (R - 1)


P1, P2 = M("0.5") * INFLEXION, 1 - (1 - INFLEXION)


def tau(s):
    u = 1 - s
    return 3 * s * u * (u * P1 + s * P2) + s ** 3


def pfrac(s):
    u = 1 - s
    return 3 * s * u * (u * M("0.5") + s) + s ** 3


def android_params(friction, v0):
    fc = M(friction) * PHYS
    l = mp.log(INFLEXION * abs(M(v0)) / fc)
    T = mp.e ** (l / (R - 1))
    D = (1 if v0 > 0 else -1) * fc * mp.e ** (R * l / (R - 1))
    return T, D


def android(friction, x0, v0, t):
    T, D = android_params(friction, v0)
    target = M(t) / T
    s = mp.findroot(lambda s: tau(s) - target, (M(0), M(1)), solver="anderson")
    u = 1 - s
    dp = M("0.5") * u * u + s * u
    dt = P1 * u * u + 2 * (P2 - P1) * s * u + (1 - P2) * s * s
    return M(x0) + D * pfrac(s), D / T * dp / dt


# --- Framer inertia -------------------------------------------------------------------------
def framer(power, tc, x0, v0, lo, hi, t):
    A = M(power) * M(v0)  # power * v0 is one IEEE product in Swift; the tests use exact cases
    target = M(x0) + A
    tc = M(tc)
    bound = hi if target > hi else (lo if target < lo else None)
    if bound is not None:
        gap = target - M(bound)
        tb = tc * mp.log(A / gap)
        if t >= tb:
            x, v = spring(1, 500, 10, 0, gap / tc, M(t) - tb)
            return M(bound) + x, v
    e = mp.e ** (-M(t) / tc)
    return target - A * e, A / tc * e


rows = []


def add(model, x0, v0, lo, hi, p1, p2, ts, f):
    for t in ts:
        x, v = f(t)
        rows.append((model, x0, v0, lo, hi, p1, p2, t, x, v))


for rate, ts in ((0.998, (0.0, 0.016, 0.25, 1.0, 2.5)), (0.99, (0.0, 0.016, 0.1, 0.25, 0.45))):
    add("ios", 0.0, 1000.0, -INF, INF, rate, 844.0, ts, lambda t, r=rate: ios(r, 844.0, 0.0, 1000.0, -INF, INF, t))
# Into the trailing edge at 300 and the leading edge at 0.
add("ios", 100.0, 2500.0, 0.0, 300.0, 0.998, 844.0, (0.05, 0.0865, 0.1, 0.2, 0.4, 0.6),
    lambda t: ios(0.998, 844.0, 100.0, 2500.0, 0.0, 300.0, t))
add("ios", 250.0, -4000.0, 0.0, 1000.0, 0.99, 600.0, (0.03, 0.07, 0.15, 0.4),
    lambda t: ios(0.99, 600.0, 250.0, -4000.0, 0.0, 1000.0, t))
# Flutter's own test cases: (100, 800) in [0, 300]; (500, -7500) in [0, 1000] with their spring is
# in the Swift test; here the default spring, below and above the 5000 cap.
add("flutter-bouncing", 100.0, 800.0, 0.0, 300.0, 0, 0, (0.1, 0.3, 0.5, 0.7),
    lambda t: flutter_bouncing(100.0, 800.0, 0.0, 300.0, t))
add("flutter-bouncing", 500.0, -7500.0, 0.0, 1000.0, 0, 0, (0.05, 0.065, 0.1, 0.3, 0.6),
    lambda t: flutter_bouncing(500.0, -7500.0, 0.0, 1000.0, t))
add("flutter-bouncing", 0.0, 9000.0, 0.0, 100.0, 0, 0, (0.005, 0.02, 0.1, 0.4),
    lambda t: flutter_bouncing(0.0, 9000.0, 0.0, 100.0, t))
for v0 in (1000.0, -4000.0, 8000.0):
    T, _ = clamping_params(0.015, v0)
    add("flutter-clamping", 20.0, v0, -INF, INF, 0.015, 0,
        [float(mp.nstr(T * f, 17)) for f in (0, 0.1, 0.5, 0.9)],
        lambda t, v0=v0: flutter_clamping(0.015, 20.0, v0, t))
    Ta, _ = android_params(0.015, v0)
    add("android", 20.0, v0, -INF, INF, 0.015, 0,
        [float(mp.nstr(Ta * f, 17)) for f in (0, 0.01, 0.3, 0.75, 0.99)],
        lambda t, v0=v0: android(0.015, 20.0, v0, t))
add("framer-inertia", 100.0, 200.0, -INF, INF, 1.0, 0.5, (0.0, 0.01, 0.5, 2.0),
    lambda t: framer(1.0, 0.5, 100.0, 200.0, -INF, INF, t))
add("framer-inertia", 0.0, 1000.0, -INF, INF, 0.8, 0.7, (0.1, 1.0, 3.0),
    lambda t: framer(0.8, 0.7, 0.0, 1000.0, -INF, INF, t))
add("framer-inertia", 100.0, 200.0, 0.0, 200.0, 1.0, 0.5, (0.3, 0.35, 0.5, 0.8),
    lambda t: framer(1.0, 0.5, 100.0, 200.0, 0.0, 200.0, t))
add("framer-inertia", 50.0, -500.0, 0.0, 400.0, 0.8, 0.7, (0.05, 0.2, 0.6),
    lambda t: framer(0.8, 0.7, 50.0, -500.0, 0.0, 400.0, t))

scalars = []


def scalar(q, model, x0, v0, lo, hi, p1, p2, value):
    scalars.append((q, model, x0, v0, lo, hi, p1, p2, value))


for rate in (0.998, 0.99):
    lam = -1000 * mp.log(M(rate))
    scalar("stop-point", "ios", 0.0, 1000.0, -INF, INF, rate, 0, M(1000) / lam)
    for thr in (20.0 / 3, 0.5):
        scalar("time-to-stop", "ios", 0.0, 1000.0, -INF, INF, rate, thr, mp.log(M(1000) / M(thr)) / lam)
for x, d in ((5.0, 960.0), (100.0, 960.0), (960.0, 960.0), (-40.0, 600.0)):
    scalar("rubber-band", "ios", x, 0, -INF, INF, 0, d, rubber(M(x), M(d)))
lam_ios = -1000 * mp.log(M(0.998))
scalar("handoff-time", "ios", 100.0, 2500.0, 0.0, 300.0, 0.998, 844.0, decay_crossing(lam_ios, 100.0, 2500.0, 300.0))
scalar("handoff-velocity", "ios", 100.0, 2500.0, 0.0, 300.0, 0.998, 844.0, M(2500) - lam_ios * 200)
lam_fl = -mp.log(M(0.135))
for x0, v0, lo, hi in ((100.0, 800.0, 0.0, 300.0), (500.0, -7500.0, 0.0, 1000.0), (0.0, 9000.0, 0.0, 100.0)):
    edge = hi if v0 > 0 else lo
    scalar("handoff-time", "flutter-bouncing", x0, v0, lo, hi, 0, 0, decay_crossing(lam_fl, x0, v0, edge))
    scalar("handoff-velocity", "flutter-bouncing", x0, v0, lo, hi, 0, 0, M(v0) - lam_fl * (M(edge) - M(x0)))
for v0 in (1000.0, -4000.0, 8000.0):
    T, D = clamping_params(0.015, v0)
    scalar("duration", "flutter-clamping", 0.0, v0, -INF, INF, 0.015, 0, T)
    scalar("distance", "flutter-clamping", 0.0, v0, -INF, INF, 0.015, 0, D)
    Ta, Da = android_params(0.015, v0)
    scalar("duration", "android", 0.0, v0, -INF, INF, 0.015, 0, Ta)
    scalar("distance", "android", 0.0, v0, -INF, INF, 0.015, 0, Da)
# Edge crossings of the clamping models: 20 + D at v0 = 8000 overshoots max = 2000.
T, D = clamping_params(0.015, 8000.0)
frac = (M(2000) - 20) / D
scalar("handoff-time", "flutter-clamping", 20.0, 8000.0, 0.0, 2000.0, 0.015, 0, T * (1 - (1 - frac) ** (1 / R)))
Ta, Da = android_params(0.015, 8000.0)
frac = (M(2000) - 20) / Da
s = mp.findroot(lambda s: pfrac(s) - frac, (M(0), M(1)), solver="anderson")
scalar("handoff-time", "android", 20.0, 8000.0, 0.0, 2000.0, 0.015, 0, Ta * tau(s))
scalar("handoff-time", "framer-inertia", 100.0, 200.0, 0.0, 200.0, 1.0, 0.5, M("0.5") * mp.log(M(200) / M(100)))

with (FIXTURES / "scroll_trajectories.csv").open("w", newline="\n") as f:
    f.write("model,position,velocity,min,max,p1,p2,t,x,v\n")
    for m, x0, v0, lo, hi, p1, p2, t, x, v in rows:
        f.write(f"{m},{x0!r},{v0!r},{lo!r},{hi!r},{float(p1)!r},{float(p2)!r},{float(t)!r},{mp.nstr(x, 30)},{mp.nstr(v, 30)}\n")
with (FIXTURES / "scroll_scalars.csv").open("w", newline="\n") as f:
    f.write("quantity,model,position,velocity,min,max,p1,p2,value\n")
    for q, m, x0, v0, lo, hi, p1, p2, value in scalars:
        f.write(f"{q},{m},{float(x0)!r},{float(v0)!r},{lo!r},{hi!r},{float(p1)!r},{float(p2)!r},{mp.nstr(value, 30)}\n")
print(f"scroll_trajectories.csv: {len(rows)} rows; scroll_scalars.csv: {len(scalars)} rows")
