#!/usr/bin/env python3
"""compare-curve-fit.py - springsim fit spring against SciPy's curve_fit on the 48 sample sets of
Benchmarks/fit-cases.csv (24 UI springs, damping ratio 0.05 ... 5, response 0.1 ... 2 s, 60 fps,
0.5 ... 3 s; exact and with Gaussian noise of 10^-3 of the distance; Scripts/reference_fitting.py).

For every set:
  springsim   `springsim fit spring --samples FILE --format json`: no initial guess, from and to fitted;
  SciPy/guess curve_fit (default method: MINPACK's Levenberg-Marquardt, forward-difference Jacobian) from
              a reasonable guess, the true parameters off by 20-30 % (Benchmarks/scipy_fitting.py's guess);
  SciPy/none  curve_fit with no guess (its default p0: every parameter 1).
Residual sums of squares are evaluated for every result at 30 digits (mpmath) from the same closed form,
so rounding in either program's model does not decide the comparison. springsim's fit is "no worse"
when RSS_springsim <= RSS_scipy * (1 + 1e-12) + n * (64 u * max|x|)^2 (u = 2^-53), the last term a
rounding floor: both programs evaluate the closed form in double precision (springsim's within about
ten u of the distance) and solve for steps in double, so on exact samples a fit ends with residuals of
a few to a few tens of u, which of the two lands lower being a matter of rounding (it changed with the
BLAS kernels OpenBLAS picks by CPU); below 64 u per sample neither has missed the minimum.
SciPy/none "fails" when it raises, or its RSS exceeds springsim's by more than 1e-6 relative (plus the
same rounding floor): it stopped in another basin or short of the minimum.

Prints one line per set, then a summary; exits 1 when springsim is worse than SciPy/guess on any set.
Usage: compare-curve-fit.py [--springsim PATH] [--quiet]   (run with a Python that has numpy, scipy and
mpmath: Notebooks/.venv after Scripts/run-notebooks.sh, which installs Notebooks/requirements.txt)
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
import scipy_fitting  # noqa: E402  (the cases, the guess and the float64 model SciPy is given)


def rss_exact(mp, theta, times, values):
    """Sum of squared residuals of theta = (k, c, v, from, to) at 30 digits."""
    k, c, v, x0, x1 = (mp.mpf(p) for p in theta)
    half = c / 2
    wd = mp.sqrt(mp.mpc(k - half * half))
    total = mp.mpf(0)
    for t, x in zip(times, values):
        t = mp.mpf(t)
        sinc = mp.sin(wd * t) / wd if wd != 0 else t
        g = mp.re(mp.exp(-half * t) * (mp.cos(wd * t) + (half - v) * sinc))
        total += (x1 + (x0 - x1) * g - mp.mpf(x)) ** 2
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--springsim", default=os.environ.get("SPRINGSIM", os.path.join(ROOT, ".build", "debug", "springsim")))
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    import mpmath as mp
    import numpy as np
    from scipy.optimize import curve_fit
    mp.mp.dps = 30
    f = scipy_fitting.model(np)
    cases = scipy_fitting.read_cases()
    worse, failures, unidentified = [], [], []
    guess_failures = []
    times_ours, times_scipy = 0.0, 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for (kind, i), case in cases.items():
            t, x = case["times"], case["values"]
            name = "%s %2d (zeta %s, response %s s, %.1f s, v %s)" % (kind, i, case["zeta"], case["response"], t[-1], case["velocity"])
            path = os.path.join(tmp, "%s-%d.csv" % (kind, i))
            with open(path, "w") as fh:
                fh.write("time,value\n")
                for a, b in zip(t, x):
                    fh.write("%r,%r\n" % (a, b))
            start = time.perf_counter()
            done = subprocess.run([args.springsim, "fit", "spring", "--samples", path, "--format", "json"], capture_output=True, text=True)
            times_ours += time.perf_counter() - start
            if done.returncode != 0:
                print("springsim failed on %s: %s" % (name, done.stderr.strip()), file=sys.stderr)
                return 1
            fit = json.loads(done.stdout)
            ours = [fit["stiffness"], fit["damping_coefficient"], fit["initial_velocity"], fit["from"], fit["to"]]
            if not fit["identifiable"]:
                unidentified.append(name)
            ta, xa = np.array(t), np.array(x)
            results = {}
            for label, p0 in (("guess", scipy_fitting.guess(case)), ("none", None)):
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    start = time.perf_counter()
                    try:
                        results[label] = list(curve_fit(f, ta, xa, p0=p0, maxfev=20000)[0])
                    except (RuntimeError, ValueError) as error:
                        results[label] = str(error).split("\n")[0]
                    if label == "guess":
                        times_scipy += time.perf_counter() - start
            floor = len(t) * (64 * 2.0**-53 * max(abs(v) for v in x)) ** 2
            r_ours = rss_exact(mp, ours, t, x)
            line = "%-52s springsim RSS %.6e" % (name, float(r_ours))
            for label in ("guess", "none"):
                p = results[label]
                if isinstance(p, str):
                    line += "  scipy/%s: %s" % (label, p[:40])
                    (guess_failures if label == "guess" else failures).append("%s: %s" % (name, p[:60]))
                    continue
                r = rss_exact(mp, p, t, x)
                line += "  scipy/%s %.6e" % (label, float(r))
                if label == "guess" and r_ours > r * (1 + mp.mpf("1e-12")) + floor:
                    worse.append("%s: springsim %.17g > scipy %.17g" % (name, float(r_ours), float(r)))
                    line += " WORSE"
                if r > r_ours * (1 + mp.mpf("1e-6")) + floor:
                    rel = "k %.3g" % (abs(p[0] - ours[0]) / ours[0])
                    (guess_failures if label == "guess" else failures).append(
                        "%s: RSS %.3e vs %.3e (%s)" % (name, float(r), float(r_ours), rel))
                    line += "(missed)"
            if not args.quiet:
                print(line)
    n = len(cases)
    print("curve_fit comparison: %d sets; springsim worse than SciPy from a guess on %d; SciPy from a guess "
          "short of springsim's minimum on %d; SciPy without a guess short or failed on %d; springsim flagged "
          "%d as not identifiable" % (n, len(worse), len(guess_failures), len(failures), len(unidentified)))
    print("wall time: springsim (process per fit, start-up included) %.1f ms per fit; SciPy curve_fit from a guess "
          "%.2f ms per fit (in-process; Benchmarks/run.sh fitting times both in-process)" % (1e3 * times_ours / n, 1e3 * times_scipy / n))
    for label, items in (("springsim worse", worse), ("SciPy from a guess missed", guess_failures),
                         ("SciPy without a guess missed or failed", failures), ("springsim: not identifiable", unidentified)):
        for item in items:
            print("  %s: %s" % (label, item))
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
