#!/usr/bin/env python3
"""check-bezier-minimax.py - an independent check that `springsim fit bezier` finds the minimax
cubic-bezier for a spring.

For each spring below:
  1. the target: the spring as an easing, `springsim ease 'spring(...)' --samples 20001` (the same
     normalisation fit bezier uses: 0 -> 1 over the exact settling time);
  2. springsim's answer: `springsim fit bezier <spring flags> --format json`;
  3. an independent evaluation: y of springsim's cubic-bezier at the 20001 progress values, by
     bisection on x(t) = u written here in NumPy (x1, x2 in [0, 1] make x(t) monotone), and its
     largest error against the target; it must equal the reported max_error to 1e-6;
  4. an independent optimisation: SciPy's differential_evolution (a global, derivative-free search,
     fixed seed) over x1, x2 in [0, 1] and y1, y2 in [-3, 4] minimising the largest error on 1001
     progress values, polished by Nelder-Mead on all 20001; springsim's error may exceed the best
     found by at most 1e-4 of it (measured: within 1e-5 on all six, springsim slightly lower on
     three);
  5. the alternation count: a minimax fit from a 4-parameter family whose error curve is locally
     a Haar system equioscillates, reaching its maximum with alternating signs at 5 or more points
     (the classical characterisation of best uniform approximations); the points within 1 % of the
     maximum are grouped into runs of one sign and counted.
Prints a table; exits 1 if step 3 or 4 fails. Run with a Python that has numpy and scipy
(Notebooks/.venv); SPRINGSIM or --springsim names the binary.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPRINGS = [  # (label, fit bezier flags, the same spring as an easing)
    ("critically damped, response 0.5 s", ["--response", "0.5", "--damping", "1"], "spring(response=0.5, damping=1)"),
    ("ζ 0.8, response 0.5 s", ["--response", "0.5", "--damping", "0.8"], "spring(response=0.5, damping=0.8)"),
    ("ζ 0.5, response 0.5 s", ["--response", "0.5", "--damping", "0.5"], "spring(response=0.5, damping=0.5)"),
    ("ζ 1.5, response 0.3 s", ["--response", "0.3", "--damping", "1.5"], "spring(response=0.3, damping=1.5)"),
    ("ζ 3, response 1 s, velocity 2", ["--response", "1", "--damping", "3", "--velocity", "2"], "spring(response=1, damping=3, velocity=2)"),
    ("UIKit damping 0.7, velocity 1.4", ["--damping", "0.7", "--velocity", "1.4"], "spring(damping=0.7, velocity=1.4)"),
]


def run(exe, args):
    done = subprocess.run([exe, *args], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("springsim %s: %s" % (" ".join(args), done.stderr.strip()))
    return done.stdout


def bezier_y(np, u, x1, y1, x2, y2):
    """y at progress u of cubic-bezier(x1, y1, x2, y2): bisection for x(t) = u (54 halvings: t to 2⁻⁵⁴)."""
    lo, hi = np.zeros_like(u), np.ones_like(u)
    for _ in range(54):
        t = 0.5 * (lo + hi)
        s = 1 - t
        x = 3 * s * s * t * x1 + 3 * s * t * t * x2 + t**3
        below = x < u
        lo = np.where(below, t, lo)
        hi = np.where(below, hi, t)
    t = 0.5 * (lo + hi)
    s = 1 - t
    return 3 * s * s * t * y1 + 3 * s * t * t * y2 + t**3


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--springsim", default=os.environ.get("SPRINGSIM", os.path.join(ROOT, ".build", "debug", "springsim")))
    args = parser.parse_args()
    import numpy as np
    from scipy.optimize import differential_evolution, minimize

    failed = False
    print("%-34s %-12s %-12s %-12s %-9s %s" % ("spring", "springsim", "dense check", "independent", "ratio", "alternations"))
    for label, flags, easing in SPRINGS:
        fit = json.loads(run(args.springsim, ["fit", "bezier", *flags, "--format", "json"]))
        table = run(args.springsim, ["ease", easing, "--samples", "20001"]).splitlines()[1:]
        u = np.array([float(r.split(",")[0]) for r in table])
        target = np.array([float(r.split(",")[1]) for r in table])
        ours = (fit["x1"], fit["y1"], fit["x2"], fit["y2"])
        error = bezier_y(np, u, *ours) - target
        dense = float(np.max(np.abs(error)))

        coarse = slice(None, None, 20)

        def worst(p, idx=coarse):
            return float(np.max(np.abs(bezier_y(np, u[idx], *p) - target[idx])))

        bounds = [(0, 1), (-3, 4), (0, 1), (-3, 4)]
        found = differential_evolution(worst, bounds, seed=20261125, tol=1e-8, maxiter=150, popsize=15, polish=False)

        def clipped(p):
            q = [min(max(p[0], 0), 1), p[1], min(max(p[2], 0), 1), p[3]]
            return worst(q, slice(None))

        polished = minimize(clipped, found.x, method="Nelder-Mead", options={"xatol": 1e-10, "fatol": 1e-12, "maxiter": 4000})
        independent = min(polished.fun, worst(found.x, slice(None)))
        # Alternation: runs of one sign among the points within 1 % of the maximum.
        near = np.abs(error) >= 0.99 * dense
        signs = np.sign(error[near])
        alternations = 1 + int(np.count_nonzero(signs[1:] != signs[:-1])) if signs.size else 0
        ratio = dense / independent
        ok_dense = abs(dense - fit["max_error"]) <= 1e-6
        ok_opt = ratio <= 1 + 1e-4
        failed |= not (ok_dense and ok_opt)
        print("%-34s %-12.6g %-12.6g %-12.6g %-9.6f %d%s" % (label, fit["max_error"], dense, independent, ratio, alternations,
                                                          "" if ok_dense and ok_opt else "  FAIL"))
    print("fit bezier minimax: %s on %d springs (springsim's max error / independent search's, at most 1 + 1e-4)"
          % ("FAILED" if failed else "no better bezier found by an independent global search", len(SPRINGS)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
