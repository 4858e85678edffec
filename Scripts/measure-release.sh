#!/usr/bin/env bash
# What the release-build measurements share: builds `springsim` in release, prints one line
# naming the machine (architecture, cores, date, Swift version) and a blank line, then runs
# the measuring script given first on .build/release/springsim with the remaining arguments,
# e.g.
#
#     bash Scripts/measure-release.sh measure-rss.py --frames 1e4
#
# Scripts/measure-memory.sh and Scripts/measure-plot.sh are the two entry points.
set -euo pipefail
cd "$(dirname "$0")/.."
script=$1
shift
swift build -c release --product springsim >&2
echo "$(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d), $(swift --version 2>&1 | head -1)"
echo
python3 "Scripts/$script" .build/release/springsim "$@"
