#!/usr/bin/env bash
# Sets everything up and runs all tests:
#   1. the reference generator reproduces the committed mpmath fixtures byte for byte;
#   2. the benchmark package builds (benchmarks run on demand; tests never time anything);
#   3. the notebooks execute (Scripts/run-notebooks.sh);
#   4. swift test: unit, property-based and CLI end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh

echo "== reference fixtures (mpmath) =="
for generator in Scripts/reference_*.py; do
  .venv/bin/python "$generator" >/dev/null
done
if ! git diff --quiet -- Tests/*/Fixtures 2>/dev/null; then
  echo "test: the reference generators in Scripts/ no longer reproduce the committed fixtures:" >&2
  git diff --stat -- Tests/*/Fixtures >&2
  exit 1
fi
echo "fixtures reproduce"

echo "== benchmarks build =="
swift build --package-path Benchmarks -c release 2>&1 | tail -1

# --- notebooks (issue 8): execute every notebook headless, with springsim and from data/demo ---
echo "== notebooks =="
bash Scripts/run-notebooks.sh
# --- end notebooks ---

# --- fuzz ---
# The libFuzzer targets (Scripts/fuzz.sh): every committed seed must pass (a regression fails the
# run); then 20 s of fuzzing per target, whose new findings are printed with their reproduction
# and kept under Fuzz/Crashes/ but do not fail the run (fuzzing is random: fix, then commit the
# input as a seed).
echo "== fuzz =="
bash Scripts/fuzz.sh --replay
bash Scripts/fuzz.sh --seconds 20 || echo "fuzz: new findings above (not fatal here; see Fuzz/README.md)"
# --- end fuzz ---

echo "== swift test =="
log=$(mktemp)
set +e
swift test >"$log" 2>&1
status=$?
set -e
grep -Ev '^\[[0-9]+/[0-9]+\]|^(Compiling|Building|Write|Emitting)' "$log" || true
summary=$(grep -E "Test run with [0-9]+ tests?" "$log" | tail -1 || true)
total=$(echo "$summary" | sed -nE 's/.*Test run with ([0-9]+) tests?.*/\1/p')
failed=$(grep -cE '^✘ Test .* failed after' "$log" || true)
rm -f "$log"
if [ "$status" -ne 0 ] || [ -z "$total" ]; then
  [ "${failed:-0}" -gt 0 ] || failed=1
  echo "tests: $(( ${total:-0} - failed )) passed, $failed failed"
  exit 1
fi
echo "tests: $total passed, 0 failed"
