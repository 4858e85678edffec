#!/usr/bin/env bash
# Builds the springsim product (debug) quietly and prints the binary's path on stdout; on a
# failed build, prints the build log on stderr and exits 1. For the scripts that run springsim:
#   springsim="$(bash Scripts/build-springsim.sh)"
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
if ! swift build --product springsim >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"
echo "$(swift build --show-bin-path)/springsim"
