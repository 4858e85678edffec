#!/usr/bin/env python3
"""Peak resident memory of `springsim` writing long frame tables (the claim: "a 10^6-frame table
streams with flat memory"). Runs each command with its output sent to /dev/null and reports the
child's peak RSS (getrusage ru_maxrss, KiB on Linux) and the number of rows written.

    python3 Scripts/measure-rss.py [path/to/springsim]
"""
import os
import resource
import subprocess
import sys

binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(".build", "release", "springsim")

# (label, arguments) — 10^4 and 10^6 frames of the same tables.
CASES = [
    ("spring 1e4 frames", ["--damping", "0.15", "--velocity", "1.4", "--fps", "60", "--until", str((10**4 - 1) / 60)]),
    ("spring 1e6 frames", ["--damping", "0.15", "--velocity", "1.4", "--fps", "60", "--until", str((10**6 - 1) / 60)]),
    # The seed wheel spins 3.5 s: 1 row per frame.
    ("wheel 1e4 frames", ["wheel", "--prize", "3", "--fps", str(10**4 / 3.5)]),
    ("wheel 1e6 frames", ["wheel", "--prize", "3", "--fps", str(10**6 / 3.5)]),
    # WYChart's spring lasts 2.5 s: 10 points, so 10 rows per frame.
    ("line spring 1e4 frames", ["chart", "line", "--animation", "spring", "--fps", str((10**4 - 1) / 2.5)]),
    ("line spring 1e6 frames", ["chart", "line", "--animation", "spring", "--fps", str((10**6 - 1) / 2.5)]),
]
extra = os.environ.get("RSS_EXTRA_CASES")  # "label|arg arg arg;label|…" to add scene tables
if extra:
    for item in extra.split(";"):
        label, args = item.split("|", 1)
        CASES.append((label, args.split()))


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


print(f"{'table':<28} {'rows':>10} {'peak RSS':>12}")
for label, args in CASES:
    kib, rows = peak_rss_kib(args)
    print(f"{label:<28} {rows:>10} {kib / 1024:>9.1f} MiB")
