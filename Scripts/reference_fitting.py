#!/usr/bin/env python3
"""reference_fitting.py - writes data/fitting/recorded-spring.csv and its truth, the noisy
"recording" that `springsim fit spring` is shown on (Notebooks/10-spring-fitting.ipynb,
docs/FITTING.md), and Benchmarks/fit-cases.csv, the 48 sample sets on which springsim's fit is
compared with SciPy's curve_fit (Scripts/compare-curve-fit.py) and timed against it
(Benchmarks/scipy_fitting.py and the benchmark's `fitting` group).

The 48 sets: 24 springs, damping ratio 0.05, 0.15, 0.4, 0.7, 1, 1.5, 3, 5 x response 0.1, 0.5,
2 s, each sampled at 60 fps from the release for 0.5, 1.5 or 3 s (cycling in that order), with
normalised velocity -3, 0, 1.4, 5 (cycling), from -2 to 3; once exact ("clean") and once with
Gaussian noise of standard deviation 5e-3 (10^-3 of the 5-unit distance; seed 20261126) ("noisy").

The recording: a view animated from 0 to 120 points by a spring of damping ratio 0.3 and response
0.55 s (SwiftUI's parameters; mass 1, so k = (2 pi / 0.55)^2 and c = 4 pi 0.3 / 0.55), released
with a normalised velocity of 1.4 (UIKit's initialSpringVelocity: 1.4 x 120 points per second).
A 60 Hz display link samples it for 1.5 s from the release, as a screen recording or a device
trace would, with three dropped frames (17, 18 and 40, so the times are irregular), and each
sample carries Gaussian noise of standard deviation 0.12 points (10^-3 of the 120-point distance)
drawn from Python's Mersenne Twister with seed 20261125. Values are the exact closed form at 40
digits (mpmath) plus the noise, printed to 6 decimals (a recorder's micro-point resolution, far
below the noise); times are printed to 17 significant digits.

Run with the repository's .venv (mpmath pinned in Scripts/requirements-reference.txt); the output
is deterministic, and Scripts/test.sh checks that the committed files are reproduced.
"""
import json
import os
import random

import mpmath as mp

mp.mp.dps = 40
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "fitting")

ZETA, RESPONSE, VELOCITY = mp.mpf("0.3"), mp.mpf("0.55"), mp.mpf("1.4")
FROM, TO, SIGMA, SEED = mp.mpf(0), mp.mpf(120), 0.12, 20261125
FPS, FRAMES, DROPPED = 60, 91, {17, 18, 40}


def spring_value(t, zeta, response, velocity, x0, x1):
    """x(t) = x1 + (x0 - x1) g(t), g'' + 2 zeta w0 g' + w0^2 g = 0, g(0) = 1, g'(0) = -velocity,
    w0 = 2 pi / response; any zeta (the damped frequency as a complex square root, its sinc
    continuous through zeta = 1)."""
    w0 = 2 * mp.pi / response
    half = zeta * w0
    wd = mp.sqrt(mp.mpc(w0**2 - half**2))
    sinc = mp.sin(wd * t) / wd if wd != 0 else mp.mpf(t)
    g = mp.exp(-half * t) * (mp.cos(wd * t) + (half - velocity) * sinc)
    return x1 + (x0 - x1) * mp.re(g)


def value(t):
    return spring_value(t, ZETA, RESPONSE, VELOCITY, FROM, TO)


CASE_ZETAS = ["0.05", "0.15", "0.4", "0.7", "1", "1.5", "3", "5"]
CASE_RESPONSES = ["0.1", "0.5", "2"]
CASE_DURATIONS = [30, 90, 180]  # frames at 60 fps: 0.5, 1.5, 3 s
CASE_VELOCITIES = ["-3", "0", "1.4", "5"]


def write_cases(path):
    rng = random.Random(20261126)
    with open(path, "w") as f:
        f.write("set,case,zeta,response,velocity,from,to,time,value\n")
        cases = []
        for z in CASE_ZETAS:
            for r in CASE_RESPONSES:
                i = len(cases)
                cases.append((z, r, CASE_DURATIONS[i % 3], CASE_VELOCITIES[i % 4]))
        for kind in ("clean", "noisy"):
            for i, (z, r, frames, v) in enumerate(cases):
                for j in range(frames + 1):
                    t = mp.mpf(j) / FPS
                    x = spring_value(t, mp.mpf(z), mp.mpf(r), mp.mpf(v), mp.mpf(-2), mp.mpf(3))
                    noise = rng.gauss(0.0, 5e-3) if kind == "noisy" else 0.0
                    f.write(f"{kind},{i},{z},{r},{v},-2,3,{float(t)!r},{float(x) + noise!r}\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(SEED)
    rows = []
    for j in range(FRAMES):
        noise = rng.gauss(0.0, SIGMA)  # drawn for every frame, so dropping one shifts none
        if j in DROPPED:
            continue
        t = mp.mpf(j) / FPS
        rows.append((repr(float(t)), f"{float(value(t)) + noise:.6f}"))
    with open(os.path.join(OUT, "recorded-spring.csv"), "w") as f:
        f.write("time,value\n")
        for t, x in rows:
            f.write(f"{t},{x}\n")
    w0 = 2 * mp.pi / RESPONSE
    truth = {
        "about": "the spring that made recorded-spring.csv (Scripts/reference_fitting.py), mass 1",
        "damping_ratio": float(ZETA),
        "response": float(RESPONSE),
        "stiffness": float(w0**2),
        "damping_coefficient": float(2 * ZETA * w0),
        "initial_velocity": float(VELOCITY),
        "from": float(FROM),
        "to": float(TO),
        "noise_sigma": SIGMA,
        "samples": len(rows),
    }
    with open(os.path.join(OUT, "recorded-spring.truth.json"), "w") as f:
        json.dump(truth, f, indent=2)
        f.write("\n")
    write_cases(os.path.join(HERE, "..", "Benchmarks", "fit-cases.csv"))


if __name__ == "__main__":
    main()
