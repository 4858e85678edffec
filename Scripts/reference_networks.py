#!/usr/bin/env python3
"""Reference motions of coupled spring networks for SpringSim's SpringNetworks (mpmath, 50 digits).

Writes
  Tests/SpringNetworksTests/Fixtures/networks.json   the networks (the network-file schema:
      masses, springs {from, to | anchor, stiffness, damping}, ground_damping, x0, v0) with a
      name, a short description and the times to check;
  Tests/SpringNetworksTests/Fixtures/network_states.csv   case,t,node,x,v with 30 significant
      digits of the exact motion.

The exact motion solves M x'' + C x' + K x = f through the first-order system z = (x, x', 1),
z' = A z, z(t) = exp(A t) z(0), with mpmath's matrix exponential at 50 digits; the 50-node
uniform chain uses its closed-form modes instead (omega_k = 2 sqrt(k/m) sin((2k - 1) pi / (2 (2N + 1))),
shapes sin(j (2k - 1) pi / (2N + 1))), which needs no 101 x 101 exponential. Inputs are exact
doubles (Python floats, written with repr). Deterministic: random networks come from
random.Random(seed).
"""
import json
import random
from pathlib import Path

import mpmath as mp

mp.mp.dps = 50
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "SpringNetworksTests" / "Fixtures"


def spring(a, b=None, k=0.0, c=0.0, anchor=None):
    s = {"from": a, "stiffness": k}
    if anchor is not None:
        s["anchor"] = anchor
    else:
        s["to"] = b
    if c:
        s["damping"] = c
    return s


def matrices(net):
    n = len(net["masses"])
    M = [mp.mpf(m) for m in net["masses"]]
    K = mp.zeros(n, n)
    C = mp.zeros(n, n)
    f = [mp.mpf(0)] * n
    for s in net["springs"]:
        i, k, c = s["from"], mp.mpf(s["stiffness"]), mp.mpf(s.get("damping", 0.0))
        if "anchor" in s:
            K[i, i] += k
            C[i, i] += c
            f[i] += k * mp.mpf(s["anchor"])
        else:
            j = s["to"]
            for (p, q, sign) in ((i, i, 1), (j, j, 1), (i, j, -1), (j, i, -1)):
                K[p, q] += sign * k
                C[p, q] += sign * c
    for i, g in enumerate(net.get("ground_damping", [0.0] * n)):
        C[i, i] += mp.mpf(g)
    return M, K, C, f


def exact_states(net, times):
    n = len(net["masses"])
    M, K, C, f = matrices(net)
    A = mp.zeros(2 * n + 1, 2 * n + 1)
    for i in range(n):
        A[i, n + i] = 1
        for j in range(n):
            A[n + i, j] = -K[i, j] / M[i]
            A[n + i, n + j] = -C[i, j] / M[i]
        A[n + i, 2 * n] = f[i] / M[i]
    z0 = mp.matrix([mp.mpf(x) for x in net["x0"]] + [mp.mpf(v) for v in net["v0"]] + [1])
    out = []
    for t in times:
        z = mp.expm(A * mp.mpf(t)) * z0
        out.append([(z[i], z[n + i]) for i in range(n)])
    return out


def uniform_chain_states(n, m, k, x0, v0, times):
    """Fixed-free chain (node 0 anchored at 0), equal masses and springs: closed-form modes."""
    m, k = mp.mpf(m), mp.mpf(k)
    omegas, shapes = [], []
    for r in range(1, n + 1):
        omegas.append(2 * mp.sqrt(k / m) * mp.sin((2 * r - 1) * mp.pi / (2 * (2 * n + 1))))
        shape = [mp.sin(j * (2 * r - 1) * mp.pi / (2 * n + 1)) for j in range(1, n + 1)]
        norm = mp.sqrt(m * sum(s * s for s in shape))
        shapes.append([s / norm for s in shape])
    q0 = [m * sum(shapes[r][j] * mp.mpf(x0[j]) for j in range(n)) for r in range(n)]
    qd0 = [m * sum(shapes[r][j] * mp.mpf(v0[j]) for j in range(n)) for r in range(n)]
    out = []
    for t in times:
        t = mp.mpf(t)
        q = [q0[r] * mp.cos(omegas[r] * t) + qd0[r] / omegas[r] * mp.sin(omegas[r] * t) for r in range(n)]
        qd = [-q0[r] * omegas[r] * mp.sin(omegas[r] * t) + qd0[r] * mp.cos(omegas[r] * t) for r in range(n)]
        out.append([(sum(shapes[r][j] * q[r] for r in range(n)), sum(shapes[r][j] * qd[r] for r in range(n))) for j in range(n)])
    return out


def chain(n, masses, ks, cs=None, anchor_first=True, anchor_last=False):
    cs = cs or [0.0] * len(ks)
    springs = []
    idx = 0
    if anchor_first:
        springs.append(spring(0, k=ks[idx], c=cs[idx], anchor=0.0))
        idx += 1
    for i in range(n - 1):
        springs.append(spring(i, i + 1, k=ks[idx], c=cs[idx]))
        idx += 1
    if anchor_last:
        springs.append(spring(n - 1, k=ks[idx], c=cs[idx], anchor=0.0))
    return springs


def rayleigh(net, alpha, beta):
    """Sets dashpots and ground damping so that C = alpha M + beta K (classical damping)."""
    for s in net["springs"]:
        s["damping"] = beta * s["stiffness"]
    net["ground_damping"] = [alpha * m for m in net["masses"]]
    return net


def random_network(rng, n, anchors, extra, kmax=500.0):
    springs = [spring(i, i + 1, k=rng.uniform(10, kmax)) for i in range(n - 1)]
    for _ in range(extra):
        a, b = rng.sample(range(n), 2)
        springs.append(spring(a, b, k=rng.uniform(10, kmax)))
    for a in rng.sample(range(n), anchors):
        springs.append(spring(a, k=rng.uniform(10, kmax), anchor=rng.uniform(-1, 1)))
    return {
        "masses": [rng.uniform(0.5, 2.0) for _ in range(n)],
        "springs": springs,
        "x0": [rng.uniform(-0.5, 0.5) for _ in range(n)],
        "v0": [rng.uniform(-2, 2) for _ in range(n)],
    }


def cases():
    rng = random.Random(20261125)
    out = []

    def add(name, description, net, times=(0.0, 0.05, 0.37, 1.0, 2.5), method="exponential"):
        n = len(net["masses"])
        net.setdefault("ground_damping", [0.0] * n)
        out.append({"name": name, "description": description, "network": net, "times": list(times), "reference": method})

    # The WYChart spring (UIKit damping 0.15, velocity 1.4 over a distance of 1) as one node.
    k, c = 967.2948066710902, 9.330409026425267
    add("single", "one node: the scalar WYChart spring from 0 to 1",
        {"masses": [1.0], "springs": [spring(0, k=k, c=c, anchor=1.0)], "x0": [0.0], "v0": [1.4]})
    add("issue-example", "three nodes, dashpots on two springs and ground damping on one (non-classical)",
        {"masses": [1.0, 1.0, 2.0],
         "springs": [spring(0, 1, k=100.0, c=2.0), spring(1, 2, k=80.0), spring(0, k=50.0, c=1.0, anchor=0.0)],
         "ground_damping": [0.0, 0.0, 0.5], "x0": [0.0, 0.0, 0.0], "v0": [1.4, 0.0, 0.0]})
    add("two-undamped", "two nodes, no damping (classical), stiffness ratio 9",
        {"masses": [1.0, 3.0], "springs": [spring(0, k=90.0, anchor=0.0), spring(0, 1, k=10.0)],
         "x0": [0.25, -0.5], "v0": [0.0, 1.0]})
    add("rayleigh-5", "five random nodes, Rayleigh damping C = 0.3 M + 0.004 K (classical)",
        rayleigh(random_network(rng, 5, 2, 2), 0.3, 0.004))
    add("critical-pair", "two identical critically damped nodes, uncoupled: a defective double mode",
        {"masses": [1.0, 1.0], "springs": [spring(0, k=100.0, c=20.0, anchor=1.0), spring(1, k=100.0, c=20.0, anchor=-1.0)],
         "x0": [0.0, 0.0], "v0": [3.0, -2.0]})
    add("critical-coupled", "two coupled nodes, both modes (nearly) critically damped: omega^2 = 100 and 200, c = 2 omega",
        {"masses": [1.0, 1.0],
         "springs": [spring(0, k=100.0, c=20.0, anchor=0.0), spring(1, k=100.0, c=20.0, anchor=0.0),
                     spring(0, 1, k=50.0, c=(2 * 200.0 ** 0.5 - 20.0) / 2)],
         "x0": [1.0, -0.5], "v0": [0.0, 0.0]})
    add("free-free-3", "three free nodes (no anchor), undamped: a rigid-body mode drifts",
        {"masses": [1.0, 2.0, 1.0], "springs": [spring(0, 1, k=50.0), spring(1, 2, k=50.0)],
         "x0": [0.0, 0.1, 0.0], "v0": [1.0, 0.0, -0.5]})
    add("free-ground", "three free nodes, ground damping on the last only (rigid mode, non-classical)",
        {"masses": [1.0, 1.0, 1.0], "springs": [spring(0, 1, k=40.0, c=0.5), spring(1, 2, k=40.0)],
         "ground_damping": [0.0, 0.0, 2.0], "x0": [0.0, 0.0, 0.0], "v0": [2.0, 0.0, 0.0]})
    add("stiff-ratio-1e6", "four-node chain with springs 1, 1e6, 1, 1e3 and light Rayleigh damping",
        rayleigh({"masses": [1.0, 0.5, 2.0, 1.0], "springs": chain(4, None, [1.0, 1e6, 1.0, 1e3]),
                  "x0": [0.1, 0.0, -0.2, 0.05], "v0": [0.0, 1.0, 0.0, 0.0]}, 0.05, 1e-5),
        times=(0.0, 0.001, 0.01, 0.3, 1.7))
    add("overdamped-3", "three nodes with heavy dashpots (strongly overdamped, non-classical)",
        {"masses": [1.0, 0.2, 1.0],
         "springs": [spring(0, k=20.0, c=80.0, anchor=1.0), spring(0, 1, k=5.0, c=40.0), spring(1, 2, k=10.0, c=1.0)],
         "x0": [0.0, 0.0, 0.0], "v0": [0.0, 5.0, 0.0]})
    net = random_network(rng, 10, 3, 6)
    for s in net["springs"]:
        s["damping"] = rng.uniform(0.0, 1.5)
    add("random-10-general", "ten random nodes, random dashpots (non-classical)", net)
    add("random-10-undamped", "ten random nodes, no damping (classical)", random_network(rng, 10, 2, 5))
    masses20 = [rng.uniform(0.5, 2.0) for _ in range(20)]
    add("chain-20-rayleigh", "twenty-node chain anchored at both ends, varied masses, Rayleigh damping (tridiagonal path)",
        rayleigh({"masses": masses20, "springs": chain(20, None, [300.0] * 21, anchor_last=True),
                  "x0": [0.0] * 19 + [0.5], "v0": [1.0] + [0.0] * 19}, 0.2, 0.002),
        times=(0.0, 0.1, 0.9))
    n50 = 50
    x50 = [0.0] * n50
    v50 = [0.0] * (n50 - 1) + [1.4]
    add("chain-50-uniform", "fifty equal nodes, node 0 anchored, undamped: closed-form modes",
        {"masses": [1.0] * n50, "springs": chain(n50, None, [1000.0] * n50), "x0": x50, "v0": v50},
        times=(0.0, 0.05, 0.5, 2.0), method="modes")
    add("stiff-nonclassical", "the stiff chain (springs 1, 1e6, 1, 1e3) with dashpots on two springs and ground damping on one (non-classical)",
        {"masses": [1.0, 0.5, 2.0, 1.0],
         "springs": [spring(0, k=1.0, anchor=0.0), spring(0, 1, k=1e6, c=2.0), spring(1, 2, k=1.0), spring(2, 3, k=1e3, c=0.5)],
         "ground_damping": [0.0, 0.0, 0.3, 0.0], "x0": [0.1, 0.0, -0.2, 0.05], "v0": [0.0, 1.0, 0.0, 0.0]},
        times=(0.0, 0.001, 0.01, 0.3, 1.7))
    return out


def fmt(x):
    return mp.nstr(x, 30, min_fixed=-mp.inf, max_fixed=mp.inf) if x != 0 else "0"


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    all_cases = cases()
    rows = ["case,t,node,x,v"]
    for case in all_cases:
        net = case["network"]
        if case["reference"] == "modes":
            n = len(net["masses"])
            states = uniform_chain_states(n, net["masses"][0], net["springs"][0]["stiffness"], net["x0"], net["v0"], case["times"])
        else:
            states = exact_states(net, case["times"])
        for t, state in zip(case["times"], states):
            for node, (x, v) in enumerate(state):
                rows.append(f"{case['name']},{t!r},{node},{fmt(x)},{fmt(v)}")
    (OUT / "network_states.csv").write_text("\n".join(rows) + "\n")
    (OUT / "networks.json").write_text(json.dumps(all_cases, indent=1) + "\n")


if __name__ == "__main__":
    main()
