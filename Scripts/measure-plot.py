#!/usr/bin/env python3
"""Time, SVG size and peak RSS of `springsim render plot` on tables of 10^3, 10^5 and 10^6 rows
(the claim: ≤ 1 s, ≤ 2 MB of SVG and memory flat in the row count at 10^6 rows).

Each table is a lightly damped spring's `time,value,velocity` (ω = 2π·3 rad/s, ζ = 0.05,
over 10 s) written by this script, plotted with `--y value,velocity` read from a file. Each
row count is timed `--rounds` times in a fresh child; the table gives the median wall time, the
SVG's size and the largest peak RSS (getrusage ru_maxrss of the child); the median CPU time
(user + system) is shown beside the wall time, since on a shared machine the wall time also
counts the time spent waiting for a core. The release binary is
built by `Scripts/measure-plot.sh`, which runs this.

    python3 Scripts/measure-plot.py [path/to/springsim] [--rows 1e3,1e5,1e6] [--rounds 5]
"""
import argparse
import math
import os
import resource
import statistics
import subprocess
import tempfile
import time

parser = argparse.ArgumentParser()
parser.add_argument("binary", nargs="?", default=os.path.join(".build", "release", "springsim"))
parser.add_argument("--rows", default="1e3,1e5,1e6", help="row counts, comma-separated")
parser.add_argument("--rounds", type=int, default=5)
options = parser.parse_args()
ROWS = [int(float(s)) for s in options.rows.split(",") if s]


def write_table(path, n):
    omega, zeta = 2 * math.pi * 3, 0.05
    wd = omega * math.sqrt(1 - zeta * zeta)
    with open(path, "w") as f:
        f.write("time,value,velocity\n")
        for i in range(n):
            t = 10.0 * i / (n - 1)
            e = math.exp(-zeta * omega * t)
            value = 1 - e * (math.cos(wd * t) + zeta * omega / wd * math.sin(wd * t))
            velocity = e * (omega * omega / wd) * math.sin(wd * t)
            f.write(f"{t!r},{value!r},{velocity!r}\n")


def run(args):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.execv(args[0], args)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"measure-plot: {' '.join(args)} failed ({status})")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


with tempfile.TemporaryDirectory() as tmp:
    print("| rows | CSV size | wall time (median) | CPU time (median) | SVG size | peak RSS |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    for n in ROWS:
        table = os.path.join(tmp, f"rows-{n}.csv")
        svg = os.path.join(tmp, f"rows-{n}.svg")
        write_table(table, n)
        times, cpus, rss = [], [], 0
        for _ in range(options.rounds):
            elapsed, cpu, peak = run([options.binary, "render", "plot", "--input", table, "--y", "value,velocity", "--output", svg])
            times.append(elapsed)
            cpus.append(cpu)
            rss = max(rss, peak)
        print(
            f"| {n:,} | {os.path.getsize(table) / 1e6:.1f} MB | {statistics.median(times):.3f} s | {statistics.median(cpus):.3f} s "
            f"| {os.path.getsize(svg) / 1e3:.0f} kB | {rss / 1024:.1f} MiB |"
        )
