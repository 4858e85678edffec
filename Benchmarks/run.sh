#!/usr/bin/env bash
# run.sh - build springsim-bench (release, default -O) quietly and run it; it prints RESULT lines
# in the peer baselines' format. Arguments select task groups: closedform, grid, csv (default all).
# To join the peer table, from the peers' folder:
#   ./run_all.sh --extra 'bash <path to this folder>/run.sh' --ratio-to swift
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
log=$(mktemp)
if ! swift build -c release --product springsim-bench >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"
exec "$(swift build -c release --show-bin-path)/springsim-bench" "$@"
