#!/usr/bin/env bash
# Peak resident memory of every frame-table command at 10^4, 10^5 and 10^6 frames, and the
# line chart's memory per data point: builds `springsim` in release and runs
# Scripts/measure-rss.py on it (Markdown tables on standard output; Benchmarks/README.md keeps
# a measured copy). Arguments after the script's name go to measure-rss.py, e.g.
#
#     bash Scripts/measure-memory.sh --frames 1e4,1e6 --points 10,1e5
set -euo pipefail
exec bash "$(dirname "$0")/measure-release.sh" measure-rss.py "$@"
