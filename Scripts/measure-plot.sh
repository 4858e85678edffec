#!/usr/bin/env bash
# Time, SVG size and peak RSS of `springsim render plot` at 10^3, 10^5 and 10^6 rows: builds
# `springsim` in release and runs Scripts/measure-plot.py on it (a Markdown table on standard
# output; Benchmarks/README.md keeps a measured copy). Arguments after the script's name go to
# measure-plot.py, e.g.
#
#     bash Scripts/measure-plot.sh --rows 1e3,1e6 --rounds 3
set -euo pipefail
exec bash "$(dirname "$0")/measure-release.sh" measure-plot.py "$@"
