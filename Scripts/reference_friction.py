#!/usr/bin/env python3
"""Reference values for SpringSim's friction/decay models (mpmath, 40 digits).

Writes Tests/DynamicsTests/Fixtures/friction.csv with header
    model,parameter,x0,v0,t,x,v
model: flutter-drag (parameter = drag per second, Flutter FrictionSimulation), scrollview-rate
(parameter = UIScrollView deceleration rate per ms), constant (parameter = deceleration).
Cases include Flutter's own friction_simulation_test.dart ones: FrictionSimulation(0.135, 100, ±100)
at t = 0, 0.1, 0.5, 2 (Flutter checks them to ±1). Inputs are exact doubles (repr); outputs have
30 significant digits. Deterministic.
"""
from pathlib import Path
import mpmath as mp

mp.mp.dps = 40
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "DynamicsTests" / "Fixtures" / "friction.csv"


def exponential(lam, x0, v0, t):
    lam, x0, v0, t = (mp.mpf(v) for v in (lam, x0, v0, t))
    return x0 + v0 * (1 - mp.e ** (-lam * t)) / lam, v0 * mp.e ** (-lam * t)


def constant(a, x0, v0, t):
    a, x0, v0, t = (mp.mpf(v) for v in (a, x0, v0, t))
    sign = -1 if v0 < 0 else 1
    stop = abs(v0) / a
    tt = min(t, stop)
    return x0 + v0 * tt - sign * a * tt * tt / 2, (v0 - sign * a * t) if t < stop else mp.mpf(0)


rows = []
for v0 in (100.0, -100.0):
    for t in (0.0, 0.1, 0.5, 2.0, 5.0):
        lam = -mp.log(mp.mpf(0.135))
        x, v = exponential(lam, 100.0, v0, t)
        rows.append(("flutter-drag", 0.135, 100.0, v0, t, x, v))
for rate in (0.998, 0.99):
    for t in (0.0, 0.016, 0.25, 1.0, 3.0):
        lam = -1000 * mp.log(mp.mpf(rate))
        x, v = exponential(lam, 0.0, 1000.0, t)
        rows.append(("scrollview-rate", rate, 0.0, 1000.0, t, x, v))
for a, x0, v0 in ((2000.0, 10.0, 1500.0), (0.5, -3.0, -2.0)):
    for t in (0.0, 0.1, 0.5, 0.75, 1.0, 4.0, 10.0):
        x, v = constant(a, x0, v0, t)
        rows.append(("constant", a, x0, v0, t, x, v))

with OUT.open("w", newline="\n") as f:
    f.write("model,parameter,x0,v0,t,x,v\n")
    for m, p, x0, v0, t, x, v in rows:
        f.write(f"{m},{p!r},{x0!r},{v0!r},{t!r},{mp.nstr(x, 30)},{mp.nstr(v, 30)}\n")
print(f"friction.csv: {len(rows)} rows")
