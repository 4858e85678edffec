#!/usr/bin/env bash
# Sets everything up, builds springsim (release) and runs it with the given arguments:
#   bash Scripts/run.sh --damping 0.15 --velocity 1.4 > frames.csv
# Set-up is Scripts/setup.sh: apt-get installs liblapacke-dev and libopenblas0-serial if they
# are missing (as root or through sudo), and .venv/ gets the reference generators' mpmath; a
# second run installs nothing. The build goes to .build/release/springsim.
# Set-up and build messages go to stderr, so stdout carries only springsim's output.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bash "$here/Scripts/setup.sh" >&2
swift build --package-path "$here" -c release --product springsim 1>&2
exec "$here/.build/release/springsim" "$@"
