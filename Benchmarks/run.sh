#!/usr/bin/env bash
# run.sh - build springsim-bench (release, default -O) quietly and run it; it prints RESULT lines
# in the peer baselines' format. Arguments select task groups: closedform, grid, csv, ode, easing,
# arclen, networks, fitting, sweep (default all). With networks or fitting (or no argument) it also runs
# the SciPy peer of those tasks, scipy_networks.py or scipy_fitting.py, through $PYTHON (default python3) when that Python imports
# scipy (pip install -r requirements.txt); otherwise it says so on stderr and skips it.
# To join the peer table, from the peers' folder:
#   ./run_all.sh --extra 'bash <path to this folder>/run.sh' --ratio-to swift
set -euo pipefail
# A relative PYTHON (e.g. .venv/bin/python) names a file from the caller's directory: make it
# absolute before the cd below (a bare command name such as python3 is left to PATH).
if [[ -n "${PYTHON:-}" && "$PYTHON" == */* && "$PYTHON" != /* ]]; then
  PYTHON="$PWD/$PYTHON"
fi
cd "$(dirname "${BASH_SOURCE[0]}")"
log=$(mktemp)
if ! swift build -c release --product springsim-bench >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"
"$(swift build -c release --show-bin-path)/springsim-bench" "$@"

# The SciPy peers of the network and fitting groups.
for group in networks fitting; do
  if [ $# -eq 0 ] || [[ " $* " == *" $group "* ]]; then
    py=${PYTHON:-python3}
    if PYTHONDONTWRITEBYTECODE=1 "$py" -c 'import numpy, scipy' 2>/dev/null; then
      PYTHONDONTWRITEBYTECODE=1 "$py" "scipy_$group.py"
    else
      echo "run.sh: $py has no scipy: the SciPy $group peer is skipped (pip install -r requirements.txt)" >&2
    fi
  fi
done
