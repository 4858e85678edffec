#!/usr/bin/env python3
"""Peak resident memory of `springsim`: every command that writes a per-frame table at 10^4, 10^5
and 10^6 frames (the claim: memory does not grow with the number of frames), and the line
chart's set-up cost per data point (peak RSS against the number of values).

Each command runs in a fresh child with its output read from a pipe and thrown away; the peak
RSS is the child's getrusage ru_maxrss (KiB on Linux). `Scripts/measure-memory.sh` builds the
release binary and runs this.

    python3 Scripts/measure-rss.py [path/to/springsim] [--frames 1e4,1e5,1e6] [--points 10,1e4,1e5]
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile

parser = argparse.ArgumentParser()
parser.add_argument("binary", nargs="?", default=os.path.join(".build", "release", "springsim"))
parser.add_argument("--frames", default="1e4,1e5,1e6", help="frame counts, comma-separated")
parser.add_argument("--points", default="10,1e4,1e5", help="line chart value counts, comma-separated")
options = parser.parse_args()
binary = options.binary
FRAMES = [int(float(s)) for s in options.frames.split(",") if s]
POINTS = [int(float(s)) for s in options.points.split(",") if s]
LIMIT = ["--max-rows", str(10**9)]


def until(n, fps=60.0):
    """The --until that gives n frames at fps (frames 0 … n − 1)."""
    return repr((n - 1) / fps)


def rate(n, seconds):
    """The --fps that gives about n frames over a scene of `seconds`."""
    return repr((n - 1) / seconds)


# (command, arguments for n frames). Scene durations at their defaults: WYChart's line drawing
# 2 s and spring 2.5 s (10 points, so 10 rows per frame), the curve and bar charts 1.2 s, the
# seed wheel 3.5 s, iOS scrolling from 1000 pt/s 2.52 s.
COMMANDS = [
    ("spring", lambda n: ["--damping", "0.15", "--velocity", "1.4", "--fps", "60", "--until", until(n)]),
    ("integrate rk4", lambda n: ["integrate", "--method", "rk4", "--damping", "0.15", "--velocity", "1.4", "--until", until(n), "--max-steps", str(10**9)]),
    ("integrate dopri5", lambda n: ["integrate", "--method", "dopri5", "--damping", "0.15", "--velocity", "1.4", "--until", until(n)]),
    ("ease", lambda n: ["ease", "ease-in-out", "--samples", str(n - 1)]),
    ("chart line drawing", lambda n: ["chart", "line", "--fps", rate(n, 2)]),
    ("chart line spring", lambda n: ["chart", "line", "--animation", "spring", "--fps", rate(n, 2.5)]),
    ("chart line segments", lambda n: ["chart", "line", "--animation", "spring", "--table", "segments", "--fps", rate(n, 2.5)]),
    ("chart curve", lambda n: ["chart", "curve", "--fps", rate(n, 1.2)]),
    ("chart bar", lambda n: ["chart", "bar", "--fps", rate(n, 1.2)]),
    # The pie's --fps stops at 10^4 and its edits at 3600 s: an edit at 600 fps sets the length
    # (the table ends 0.5 s after the last edit).
    ("chart pie", lambda n: ["chart", "pie", "--values", "3,1,4", "--fps", "600", "--edit", f"delete:0@{(n - 1) / 600 - 0.5!r}"]),
    ("refresh", lambda n: ["refresh", "--duration", until(n)]),
    ("wheel", lambda n: ["wheel", "--prize", "3", "--fps", rate(n, 3.5)]),
    ("scroll", lambda n: ["scroll", "--physics", "ios", "--velocity", "1000", "--fps", rate(n, 151 / 60)]),
    ("follow", lambda n: ["follow", "--count", "3", "--until", until(n)]),
    ("network", lambda n: ["network", "--chain", "10", "--until", until(n)]),
    ("sweep frames (2 springs)", lambda n: ["sweep", "--damping", "0.5,0.7", "--response", "0.5", "--table", "frames", "--until", repr((n // 2 - 1) / 60)]),
    ("keyframes", lambda n: ["keyframes", "--values", "0,1,0.5,1", "--times", "0,0.3,0.6,1", "--fps", repr((n - 1) / 1.0)]),
    ("integrate dop853", lambda n: ["integrate", "--method", "dop853", "--damping", "0.15", "--velocity", "1.4", "--until", until(n)]),
    ("path sample", lambda n: ["path", "sample", "M0,0 C1,2 3,4 5,0", "--count", str(n)]),
]

# Line chart set-up: (label, arguments) run with --values @FILE of n values.
LINE_POINTS = [
    ("drawing, points", ["--fps", "1"]),
    ("drawing, line", ["--fps", "1", "--table", "line"]),
    ("rise, segments", ["--animation", "rise", "--fps", "1", "--table", "segments"]),
    ("spring, points", ["--animation", "spring", "--fps", "1"]),
    ("spring, segments", ["--animation", "spring", "--fps", "1", "--table", "segments"]),
]


def peak_rss_kib(args):
    """Runs springsim in a fresh child and returns (peak RSS in KiB, rows written)."""
    code = (
        "import resource, subprocess, sys\n"
        "p = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE)\n"
        "rows = -1\n"
        "for chunk in iter(lambda: p.stdout.read(1 << 20), b''):\n"
        "    rows += chunk.count(b'\\n')\n"
        "p.wait()\n"
        "assert p.returncode == 0, p.returncode\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, rows)\n"
    )
    out = subprocess.run([sys.executable, "-c", code, binary, *args], check=True, capture_output=True, text=True).stdout
    kib, rows = out.split()
    return int(kib), int(rows)


def mib(kib):
    return f"{kib / 1024:.1f}"


print("Peak RSS (MiB) by number of frames; rows written in brackets.\n")
print("| command | " + " | ".join(f"{n:.0e} frames" for n in FRAMES) + " | growth |")
print("|---|" + "---:|" * len(FRAMES) + "---:|")
for label, make in COMMANDS:
    cells, peaks = [], []
    for n in FRAMES:
        kib, rows = peak_rss_kib([*make(n), *LIMIT])
        peaks.append(kib)
        cells.append(f"{mib(kib)} ({rows})")
    print(f"| {label} | " + " | ".join(cells) + f" | {peaks[-1] / peaks[0]:.2f}× |", flush=True)

print("\nchart line: peak RSS (MiB) by number of data points (--values @FILE, --fps 1), and the")
print("cost per point between the first and last counts.\n")
print("| animation, table | " + " | ".join(f"{n} points" for n in POINTS) + " | bytes/point |")
print("|---|" + "---:|" * len(POINTS) + "---:|")
with tempfile.TemporaryDirectory() as folder:
    files = {}
    for n in POINTS:
        files[n] = os.path.join(folder, f"values-{n}.txt")
        with open(files[n], "w") as f:
            # Deterministic values with ~9 significant digits, like measured data.
            f.write("\n".join(repr(round(1000 * ((i * 7919) % 10007) / 10007, 6)) for i in range(n)))
    for label, args in LINE_POINTS:
        peaks = [peak_rss_kib(["chart", "line", "--values", "@" + files[n], *args, *LIMIT])[0] for n in POINTS]
        per_point = (peaks[-1] - peaks[0]) * 1024 / (POINTS[-1] - POINTS[0])
        print(f"| {label} | " + " | ".join(mib(k) for k in peaks) + f" | {per_point:.0f} |", flush=True)
