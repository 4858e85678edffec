#!/usr/bin/env python3
"""reference_fitting.py - writes data/fitting/recorded-spring.csv and its truth, the noisy
"recording" that `springsim fit spring` is shown on (Notebooks/09-spring-fitting.ipynb,
docs/FITTING.md).

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


def value(t):
    """x(t) = to + (from - to) g(t), g'' + 2 zeta w0 g' + w0^2 g = 0, g(0) = 1, g'(0) = -v."""
    w0 = 2 * mp.pi / RESPONSE
    wd = w0 * mp.sqrt(1 - ZETA**2)
    g = mp.exp(-ZETA * w0 * t) * (mp.cos(wd * t) + (-VELOCITY + ZETA * w0) / wd * mp.sin(wd * t))
    return TO + (FROM - TO) * g


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


if __name__ == "__main__":
    main()
