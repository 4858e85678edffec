#!/usr/bin/env bash
# Time, SVG size and peak RSS of `springsim render plot` at 10^3, 10^5 and 10^6 rows: builds
# `springsim` in release and runs Scripts/measure-plot.py on it (a Markdown table on standard
# output; Benchmarks/README.md keeps a measured copy). Arguments after the script's name go to
# measure-plot.py, e.g.
#
#     bash Scripts/measure-plot.sh --rows 1e3,1e6 --rounds 3
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product springsim >&2
echo "$(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d), $(swift --version 2>&1 | head -1)"
echo
python3 Scripts/measure-plot.py .build/release/springsim "$@"
