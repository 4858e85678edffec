#!/usr/bin/env python3
"""scipy_fitting.py - the SciPy peer of springsim-bench's `fitting` group (see README.md), and the
float64 spring model that Scripts/compare-curve-fit.py hands to curve_fit.

Reads fit-cases.csv (written by Scripts/reference_fitting.py: 24 springs, damping ratio
0.05 ... 5 and response 0.1 ... 2 s, sampled at 60 fps for 0.5 ... 3 s, exact ("clean") and with
Gaussian noise of 10^-3 of the distance ("noisy")) and times, per fit,

  scipy/curve_fit-lm   fit.spring.clean24, fit.spring.noisy24: scipy.optimize.curve_fit(model, t, x,
                       p0=guess) with its default method (MINPACK's lmdif: Levenberg-Marquardt with a
                       forward-difference Jacobian), p0 = the true parameters off by 20-30 % (a
                       reasonable guess: stiffness x 1.3, damping x 0.7, velocity + 0.5,
                       from + 0.05 and to - 0.05 of the distance); checksum the sum of the fitted
                       stiffnesses, detail the largest relative stiffness error.

RESULT lines in the peer baselines' format, with their timing harness (shared with
scipy_networks.py). The parameters are theta = (k, c, v, from, to) for mass 1:
x(t) = to + (from - to) g(t), g'' + c g' + k g = 0, g(0) = 1, g'(0) = -v.
"""
import csv
import os
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
CASES_FILE = os.path.join(HERE, "fit-cases.csv")


def read_cases(path=CASES_FILE):
    """{(set, case): dict(zeta, response, velocity, from, to, times, values)} in file order."""
    cases = {}
    with open(path) as fh:
        for row in csv.DictReader(fh):
            key = (row["set"], int(row["case"]))
            case = cases.setdefault(key, {
                "zeta": float(row["zeta"]), "response": float(row["response"]), "velocity": float(row["velocity"]),
                "from": float(row["from"]), "to": float(row["to"]), "times": [], "values": []})
            case["times"].append(float(row["time"]))
            case["values"].append(float(row["value"]))
    return cases


def truth(case):
    """The true theta = (k, c, v, from, to) for mass 1."""
    import math
    w0 = 2 * math.pi / case["response"]
    return [w0 * w0, 2 * case["zeta"] * w0, case["velocity"], case["from"], case["to"]]


def guess(case):
    """A reasonable starting point: every parameter off by 20-30 % of its value or of the distance."""
    k, c, v, x0, x1 = truth(case)
    d = x1 - x0
    return [1.3 * k, 0.7 * c, v + 0.5, x0 + 0.05 * d, x1 - 0.05 * d]


def model(np):
    """The closed form as a SciPy user writes it: any damping through a complex square root."""
    def f(t, k, c, v, x0, x1):
        half = 0.5 * c
        wd = np.sqrt(complex(k - half * half))
        with np.errstate(all="ignore"):
            if abs(wd) * t[-1] > 1e-8:
                cos, sinc = np.cos(wd * t).real, (np.sin(wd * t) / wd).real
            else:
                cos, sinc = np.ones_like(t), t
            g = np.exp(-half * t) * (cos + (half - v) * sinc)
        return x1 + (x0 - x1) * g
    return f


def main():
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    import numpy as np
    import scipy
    from scipy.optimize import curve_fit
    sys.path.insert(0, HERE)
    from scipy_networks import bench, report

    f = model(np)
    cases = read_cases()
    versions = "scipy=%s numpy=%s" % (scipy.__version__, np.__version__)
    for kind in ("clean", "noisy"):
        sets = [(np.array(c["times"]), np.array(c["values"]), guess(c), truth(c)) for (s, _), c in cases.items() if s == kind]
        out = {}

        def kern():
            fitted = []
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                for t, x, p0, _ in sets:
                    try:
                        fitted.append(curve_fit(f, t, x, p0=p0, maxfev=20000)[0])
                    except RuntimeError:
                        fitted.append(np.full(5, np.nan))
            out["p"] = fitted

        tm = bench(kern, len(sets))
        worst = max(abs(p[0] - tr[0]) / tr[0] for p, (_, _, _, tr) in zip(out["p"], sets))
        report("scipy/curve_fit-lm", "fit.spring.%s24" % kind, tm, "%.12e" % float(sum(p[0] for p in out["p"])),
               "fits=%d worst_k_rel=%.3g p0=truth_off_20-30pct %s" % (len(sets), worst, versions))


if __name__ == "__main__":
    main()
