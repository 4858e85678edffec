#!/usr/bin/env bash
# The studio's end-to-end tests: the HTTP API against the CLI byte for byte and 150+ bad
# requests (Scripts/studio-api-test.py), the time and output limits, concurrent answers and
# SIGINT (Scripts/studio-limits-test.py), the page in headless Chromium
# (Scripts/studio-browser-test.py), and a load smoke of 2·10^3 requests (Scripts/studio-load.py
# --requests 2000). --load runs the 10^5-request load test instead of the smoke.
# Prints "studio: N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/studio-setup.sh
log=$(mktemp)
if ! swift build --product springsim >"$log" 2>&1 || ! swift build --product springsim-studio >>"$log" 2>&1; then
  grep -Ev '^\[[0-9]+/[0-9]+\]|^(Compiling|Building|Write|Emitting)' "$log" || true
  rm -f "$log"
  echo "studio: build failed" >&2
  exit 1
fi
rm -f "$log"
export SPRINGSIM_BIN="$(swift build --show-bin-path)"
passed=0
failed=0
run() {
  local out status
  set +e
  out=$("$@" 2>&1)
  status=$?
  set -e
  echo "$out" | grep -E '^(FAIL|api:|limits:|browser:|load:)' | grep -Ev ' passed, [0-9]+ failed$' || true
  local line
  line=$(echo "$out" | grep -E ' passed, [0-9]+ failed$' | tail -1)
  if [ -z "$line" ]; then
    echo "$out" | tail -20 >&2
    failed=$((failed + 1))
    return
  fi
  passed=$((passed + $(echo "$line" | sed -E 's/.* ([0-9]+) passed.*/\1/')))
  failed=$((failed + $(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')))
  [ "$status" -eq 0 ] || [ "$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')" -gt 0 ] || failed=$((failed + 1))
}
run .venv/bin/python Scripts/studio-api-test.py
run .venv/bin/python Scripts/studio-limits-test.py
run .venv/bin/python Scripts/studio-browser-test.py
if [ "${1:-}" = "--load" ]; then
  run .venv/bin/python Scripts/studio-load.py
else
  run .venv/bin/python Scripts/studio-load.py --requests 2000 --spawns 0
fi
echo "studio: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
