#!/usr/bin/env python3
"""scipy_networks.py - the SciPy peer of springsim-bench's `networks` group (see README.md).

Prints RESULT lines in the peer baselines' format (tab separated: RESULT, peer, task, ns_median,
ns_min, ns_max, checksum, detail) with their timing harness (peerbench.py: an iteration count
calibrated to ~PEER_TARGET_MS = 25 ms per repetition, then PEER_REPS = 5 timed repetitions, median).

The networks (the same as the Swift side's, see Networks.swift):
  chain100    100 nodes of mass 1, each tied to the next by k = 100 with a dashpot c = 0.5 in
              parallel, node 0 tied to an anchor at 0 by the same; x0_i = (i + 1)/100, v0 = 0.
              C = K/200: classically damped.
  general50   network-general50.json (written by this script with --write-network): 50 nodes,
              non-proportional damping.
The equation is M x'' + C x' + K x = f (f from anchors at non-zero positions); the first-order form
is z = (x, x'), z' = A z + b with A = [[0, I], [-M^-1 K, -M^-1 C]], b = (0, M^-1 f), and, for the
matrix exponential, the augmented (2N + 1)-square A~ = [[A, b], [0, 0]] acting on (x, x', 1).

Tasks (peer, task, op):
  scipy/eigh                  network.chain100.setup: scipy.linalg.eigh(K, M) (LAPACK dsygvd);
                              checksum sum of omega = sqrt(lambda)
  scipy/eigh_tridiagonal-stev network.chain100.setup: eigh_tridiagonal of M^-1/2 K M^-1/2 with
                              lapack_driver="stev" (dstev, the routine SpringSim's chain path calls)
  scipy/expm                  network.general50.setup and network.general50.expm: one
                              scipy.linalg.expm(A~ h), h = 1/60; checksums sum of x(h) = (e^(A~h) z0)[:N]
                              (setup) and the sum of all entries of e^(A~h) (expm)
  scipy/solve_ivp-DOP853      network.*.table: solve_ivp(method="DOP853", rtol=1e-10,
                              atol=1e-10*scale, t_eval=frames) over [0, 2] s, frames j/60, j = 0..120,
                              then a = (A z + b)[N:] at the frames; scale = max |x0|, |v0|
  scipy/expm-step             network.*.table: the exact table SciPy's way: P = expm(A~ h), then
                              z_{j+1} = P z_j for the 120 steps, a as above
Table checksum: sum of x over all frames and nodes; detail sum of v, and (DOP853) the difference
from the expm-step table. Matrices are built before timing (they are the inputs of the LAPACK calls).
OpenBLAS runs on one thread (OPENBLAS_NUM_THREADS=1 unless set), as the Swift side's LAPACK does.

Usage: python3 scipy_networks.py                 run the tasks
       python3 scipy_networks.py --write-network rewrite network-general50.json (deterministic)
"""
import json
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
NETWORK_FILE = os.path.join(HERE, "network-general50.json")
FPS = 60
FRAMES = 121  # 2 s at 60 fps, both ends included
RTOL = 1e-10


# ---- the peers' timing harness (peerbench.py), verbatim in behaviour ----

def _env_int(name, dflt):
    try:
        v = int(os.environ.get(name, ""))
    except ValueError:
        return dflt
    return v if v > 0 else dflt


def bench(fn, ops_per_call):
    """fn() performs one call of the kernel doing ops_per_call operations."""
    reps = _env_int("PEER_REPS", 5)
    target = 1e6 * _env_int("PEER_TARGET_MS", 25)
    # PEER_CLOCK=cpu: this thread's CPU time, like the Swift harness (a host loaded beyond its cores).
    clock = time.thread_time_ns if os.environ.get("PEER_CLOCK") == "cpu" else time.perf_counter_ns
    samples = []
    iters = 1
    while True:
        t0 = clock()
        for _ in range(iters):
            fn()
        dt = clock() - t0
        if iters == 1 and dt >= 10 * target:
            samples.append(dt / ops_per_call)
            break
        if dt >= target:
            break
        scale = min(16.0, max(2.0, 1.3 * target / dt)) if dt > 0 else 16.0
        iters = int(iters * scale) + 1
    while len(samples) < reps:
        t0 = clock()
        for _ in range(iters):
            fn()
        samples.append((clock() - t0) / (iters * ops_per_call))
    samples.sort()
    n = len(samples)
    med = samples[n // 2] if n % 2 else 0.5 * (samples[n // 2 - 1] + samples[n // 2])
    return med, samples[0], samples[-1]


def report(peer, task, timing, checksum, detail=""):
    med, lo, hi = timing
    sys.stdout.write("RESULT\t%s\t%s\t%.4g\t%.4g\t%.4g\t%s\t%s\n" % (peer, task, med, lo, hi, checksum, detail))
    sys.stdout.flush()


# ---- the networks (network-file schema: masses, springs {from, to | anchor, stiffness, damping},
# ground_damping, x0, v0) ----

def chain100():
    n = 100
    springs = [{"from": 0, "anchor": 0.0, "stiffness": 100.0, "damping": 0.5}]
    springs += [{"from": i, "to": i + 1, "stiffness": 100.0, "damping": 0.5} for i in range(n - 1)]
    return {"masses": [1.0] * n, "springs": springs, "ground_damping": [0.0] * n,
            "x0": [(i + 1) / n for i in range(n)], "v0": [0.0] * n}


def generate_general50(seed=20261125):
    """50 nodes: a chain plus 50 random springs, random dashpots on about half of all springs,
    6 anchors, ground damping on 10 nodes, masses in [0.5, 2], stiffness in [10, 1000]."""
    rng = random.Random(seed)
    n = 50
    masses = [rng.uniform(0.5, 2.0) for _ in range(n)]
    springs = []

    def add(spring):
        if rng.random() < 0.5:
            spring["damping"] = rng.uniform(0.05, 2.0)
        springs.append(spring)

    for i in range(n - 1):
        add({"from": i, "to": i + 1, "stiffness": rng.uniform(10.0, 1000.0)})
    for _ in range(50):
        i = rng.randrange(n)
        j = rng.randrange(n - 1)
        j = j + 1 if j >= i else j  # j != i
        add({"from": i, "to": j, "stiffness": rng.uniform(10.0, 1000.0)})
    for i in sorted(rng.sample(range(n), 6)):
        add({"from": i, "anchor": rng.uniform(-0.5, 0.5), "stiffness": rng.uniform(10.0, 1000.0)})
    ground = [0.0] * n
    for i in rng.sample(range(n), 10):
        ground[i] = rng.uniform(0.1, 1.0)
    return {"masses": masses, "springs": springs, "ground_damping": ground,
            "x0": [rng.uniform(-1.0, 1.0) for _ in range(n)], "v0": [rng.uniform(-1.0, 1.0) for _ in range(n)]}


def write_network():
    net = generate_general50()
    with open(NETWORK_FILE, "w") as fh:
        fh.write("{\n")
        fh.write(' "description": "network.general50 of the SpringSim benchmarks: written by scipy_networks.py '
                 '--write-network (random.Random(20261125)); read by springsim-bench and scipy_networks.py",\n')
        for key in ("masses", "ground_damping", "x0", "v0"):
            fh.write(' "%s": [%s],\n' % (key, ", ".join(repr(v) for v in net[key])))
        fh.write(' "springs": [\n')
        fh.write(",\n".join("  " + json.dumps(s) for s in net["springs"]))
        fh.write("\n ]\n}\n")


def matrices(net, np):
    n = len(net["masses"])
    K = np.zeros((n, n))
    C = np.zeros((n, n))
    f = np.zeros(n)
    for s in net["springs"]:
        i, k, c = s["from"], s["stiffness"], s.get("damping", 0.0)
        if "anchor" in s:
            K[i, i] += k
            C[i, i] += c
            f[i] += k * s["anchor"]
        else:
            j = s["to"]
            for (p, q, sign) in ((i, i, 1), (j, j, 1), (i, j, -1), (j, i, -1)):
                K[p, q] += sign * k
                C[p, q] += sign * c
    C[np.diag_indices(n)] += np.array(net["ground_damping"])
    return np.array(net["masses"]), K, C, f


def first_order(net, np):
    m, K, C, f = matrices(net, np)
    n = len(m)
    A = np.zeros((2 * n, 2 * n))
    A[:n, n:] = np.eye(n)
    A[n:, :n] = -K / m[:, None]
    A[n:, n:] = -C / m[:, None]
    b = np.concatenate([np.zeros(n), f / m])
    aug = np.zeros((2 * n + 1, 2 * n + 1))
    aug[:2 * n, :2 * n] = A
    aug[:2 * n, 2 * n] = b
    z0 = np.array(net["x0"] + net["v0"] + [1.0])
    return A, b, aug, z0


def main():
    if "--write-network" in sys.argv[1:]:
        write_network()
        return
    # One BLAS thread, like the Swift side (the reference LAPACK/BLAS it links is single-threaded);
    # on a small shared host OpenBLAS's threads also make the timings erratic (10-200x outliers).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    import numpy as np
    import scipy
    from scipy.integrate import solve_ivp
    from scipy.linalg import eigh, eigh_tridiagonal, expm

    with open(NETWORK_FILE) as fh:
        general = json.load(fh)
    versions = "scipy=%s numpy=%s blas_threads=%s" % (scipy.__version__, np.__version__,
                                                      os.environ["OPENBLAS_NUM_THREADS"])
    h = 1.0 / FPS
    frames = np.arange(FRAMES) / FPS

    # ---- chain100.setup: eigh(K, M), and dstev on the mass-scaled tridiagonal matrix ----
    chain = chain100()
    m, K, C, f = matrices(chain, np)
    M = np.diag(m)
    out = {}

    def kern_eigh():
        out["w"] = eigh(K, M)

    tm = bench(kern_eigh, 1)
    lam = out["w"][0]
    report("scipy/eigh", "network.chain100.setup", tm, "%.12e" % float(np.sum(np.sqrt(lam))),
           "op=eigh(K,M) lapack=dsygvd N=100 omega_min=%.6e omega_max=%.6e %s"
           % (np.sqrt(lam[0]), np.sqrt(lam[-1]), versions))

    s = 1.0 / np.sqrt(m)
    d = np.diag(K) * s * s
    e = np.diag(K, 1) * s[:-1] * s[1:]

    def kern_stev():
        out["w"] = eigh_tridiagonal(d, e, lapack_driver="stev")

    tm = bench(kern_stev, 1)
    lam = out["w"][0]
    report("scipy/eigh_tridiagonal-stev", "network.chain100.setup", tm, "%.12e" % float(np.sum(np.sqrt(lam))),
           "op=eigh_tridiagonal(d,e) lapack=dstev N=100 %s" % versions)

    # ---- general50.setup / general50.expm: expm(A~ h) of the 101 x 101 augmented generator ----
    _, _, aug, z0 = first_order(general, np)
    n = len(general["masses"])
    ah = aug * h

    def kern_expm():
        out["P"] = expm(ah)

    tm = bench(kern_expm, 1)
    P = out["P"]
    report("scipy/expm", "network.general50.setup", tm, "%.12e" % float(np.sum((P @ z0)[:n])),
           "op=expm(A~h) size=%d h=1/60 checksum=sum_x(h) norm1(A~h)=%.4g %s"
           % (2 * n + 1, np.max(np.sum(np.abs(ah), axis=0)), versions))
    tm = bench(kern_expm, 1)
    report("scipy/expm", "network.general50.expm", tm, "%.12e" % float(np.sum(out["P"])),
           "op=expm(A~h) size=%d h=1/60 checksum=sum_entries %s" % (2 * n + 1, versions))

    if os.environ.get("NETWORK_TASKS") == "setup":
        return

    # ---- tables: solve_ivp DOP853 and the exact expm stepping ----
    for name, net in (("chain100", chain), ("general50", general)):
        A, b, aug, z0 = first_order(net, np)
        n = len(net["masses"])
        scale = max(np.max(np.abs(z0[:-1])), 1e-300)
        atol = RTOL * scale
        augh = aug * h

        def rhs(_t, y, A=A, b=b):
            return A @ y + b

        def kern_ivp(A=A, b=b, rhs=rhs, z0=z0, atol=atol, n=n):
            sol = solve_ivp(rhs, (0.0, frames[-1]), z0[:-1], method="DOP853", rtol=RTOL, atol=atol, t_eval=frames)
            acc = (A @ sol.y + b[:, None])[n:]
            out["ivp"] = (sol, acc)

        def kern_step(augh=augh, z0=z0, n=n):
            P = expm(augh)
            Z = np.empty((len(z0), FRAMES))
            Z[:, 0] = z0
            for j in range(1, FRAMES):
                Z[:, j] = P @ Z[:, j - 1]
            acc = (aug[n:2 * n] @ Z)
            out["step"] = (Z, acc)

        tm_step = bench(kern_step, 1)
        Z, _ = out["step"]
        exact_x, exact_v = float(np.sum(Z[:n])), float(np.sum(Z[n:2 * n]))
        tm = bench(kern_ivp, 1)
        sol, _ = out["ivp"]
        sx, sv = float(np.sum(sol.y[:n])), float(np.sum(sol.y[n:]))
        steps = sol.nfev // 12  # DOP853: 12 evaluations per step (rejected ones included)
        report("scipy/solve_ivp-DOP853", "network.%s.table" % name, tm, "%.12e" % sx,
               "op=table(x,v,a) frames=%d N=%d rtol=1e-10 atol=%.3g nfev=%d steps~%d ns/frame=%.0f sum_v=%.12e "
               "rel_diff_sumx_vs_expm=%.2e %s"
               % (FRAMES, n, atol, sol.nfev, steps, tm[0] / FRAMES, sv, abs(sx - exact_x) / abs(exact_x), versions))
        report("scipy/expm-step", "network.%s.table" % name, tm_step, "%.12e" % exact_x,
               "op=table(x,v,a) frames=%d N=%d expm(A~h)+120 matvec ns/frame=%.0f sum_v=%.12e %s"
               % (FRAMES, n, tm_step[0] / FRAMES, exact_v, versions))


if __name__ == "__main__":
    main()
