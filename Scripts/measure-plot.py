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

    python3 Scripts/measure-plot.py [path/to/springsim] [--rows 1e3,1e5,1e6] [--rounds 5] [--compare]

With --compare, each plot is also compared with the full plot of the same table: the SVG with
every polyline replaced by all of its series' samples (at the SVG's 0.01-point precision, repeated
vertices dropped; each polyline's pixel mapping is read back from its own vertices, which are original samples: the first and last fix x, the lowest
and highest fix y), both rasterised by rsvg-convert and compared by Scripts/compare-png.py
(pixels differing by more than 64 of 255 in a channel, the largest and the mean difference).
"""
import argparse
import math
import os
import re
import resource
import statistics
import subprocess
import tempfile
import time

parser = argparse.ArgumentParser()
parser.add_argument("binary", nargs="?", default=os.path.join(".build", "release", "springsim"))
parser.add_argument("--rows", default="1e3,1e5,1e6", help="row counts, comma-separated")
parser.add_argument("--rounds", type=int, default=5)
parser.add_argument("--compare", action="store_true", help="compare each plot's raster with the full plot's")
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


def full_plot(svg_text, table):
    """The plot with every polyline replaced by every sample of its column (value, velocity)."""
    columns = {"value": [], "velocity": []}
    times = []
    with open(table) as f:
        next(f)
        for line in f:
            t, v, w = line.split(",")
            times.append(float(t))
            columns["value"].append(float(v))
            columns["velocity"].append(float(w))
    polylines = list(re.finditer(r'<polyline points="([^"]*)"', svg_text))
    assert len(polylines) == 2, "expected one polyline per series"
    out, end = [], 0
    for match, name in zip(polylines, ["value", "velocity"]):
        pts = [tuple(map(float, p.split(","))) for p in match.group(1).split()]
        ys = columns[name]
        # Pixel mapping from the kept (original) samples: x from the first and last, y from the extremes.
        ax = (pts[-1][0] - pts[0][0]) / (times[-1] - times[0])
        bx = pts[0][0] - ax * times[0]
        lo, hi = min(ys), max(ys)
        ay = (min(p[1] for p in pts) - max(p[1] for p in pts)) / (hi - lo)
        by = max(p[1] for p in pts) - ay * lo
        points = [f"{ax * t + bx:.2f},{ay * y + by:.2f}" for t, y in zip(times, ys)]
        # Consecutive samples that round to the same 0.01-point vertex draw nothing more (a
        # zero-length segment inside a round-joined line): dropped, to keep the file parseable.
        points = [p for i, p in enumerate(points) if i == 0 or p != points[i - 1]]
        # librsvg's XML parser refuses attributes over 10 MB: polylines of 100,000 points
        # sharing their end points, with round caps standing in for the round joins between them.
        chunk = 100_000
        pieces = [" ".join(points[i : i + chunk + 1]) for i in range(0, max(len(points) - 1, 1), chunk)]
        tail_start = svg_text.index("/>", match.end(1))
        attributes = svg_text[match.end(1) + 1 : tail_start]
        out.append(svg_text[end : match.start(1)])
        out.append(f'" stroke-linecap="round"{attributes}/>\n<polyline points="'.join(pieces))
        end = match.end(1)
    out.append(svg_text[end:])
    return "".join(out)


def compare(svg, table, tmp):
    full = os.path.join(tmp, "full.svg")
    with open(svg) as f, open(full, "w") as g:
        g.write(full_plot(f.read(), table))
    pngs = []
    for name, path in [("full", full), ("reduced", svg)]:
        png = os.path.join(tmp, name + ".png")
        subprocess.run(["rsvg-convert", "--background-color", "white", "-o", png, path], check=True)
        pngs.append(png)
    here = os.path.dirname(os.path.abspath(__file__))
    line = subprocess.run(
        ["python3", os.path.join(here, "compare-png.py"), *pngs], check=True, capture_output=True, text=True
    ).stdout.strip()
    return line


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
    extra = " against the full plot |" if options.compare else ""
    print("| rows | CSV size | wall time (median) | CPU time (median) | SVG size | peak RSS |" + extra)
    print("| ---: | ---: | ---: | ---: | ---: | ---: |" + (" --- |" if options.compare else ""))
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
            + (f" {compare(svg, table, tmp)} |" if options.compare else "")
        )
