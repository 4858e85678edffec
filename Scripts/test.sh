#!/usr/bin/env bash
# Sets everything up and runs all tests:
#   1. the reference generator reproduces the committed mpmath fixtures byte for byte, and the
#      example network files validate against their JSON Schema;
#   2. the benchmark package builds (benchmarks run on demand; tests never time anything);
#   3. the notebooks execute (Scripts/run-notebooks.sh), and springsim's spring fit is no worse than
#      SciPy's curve_fit on 48 sample sets (Scripts/compare-curve-fit.py), and fit bezier's minimax
#      is no worse than an independent global search (Scripts/check-bezier-minimax.py);
#   4. the import check (Scripts/check-imports.sh): each module imports only what it may;
#   5. swift test: unit, property-based and CLI end-to-end tests (README samples included).
# Quiet when all is well: one line per stage, closing with "tests: N passed, M failed".
# A failing stage prints its failures in full. VERBOSE=1 prints swift test's own output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh

echo "== reference fixtures (mpmath) =="
for generator in Scripts/reference_*.py; do
  .venv/bin/python "$generator" >/dev/null
done
# git status, not git diff: a fixture a generator writes that was never committed counts too.
changed=$(git status --porcelain --untracked-files=all -- Tests/*/Fixtures data/fitting Benchmarks/fit-cases.csv 2>/dev/null)
if [ -n "$changed" ]; then
  echo "test: the reference generators in Scripts/ no longer reproduce the committed fixtures:" >&2
  echo "$changed" >&2
  exit 1
fi
echo "fixtures reproduce"

echo "== network files =="
# data/networks/*.json against their JSON Schema, and the schema against the invalid files.
.venv/bin/python Scripts/check-network-files.py

echo "== benchmarks build =="
log=$(mktemp)
if ! swift build --package-path Benchmarks -c release >"$log" 2>&1; then
  grep -Ev '^\[[0-9]+/[0-9]+\]|^(Compiling|Building|Write|Emitting)' "$log" || true
  rm -f "$log"
  echo "benchmarks: build failed" >&2
  exit 1
fi
tail -1 "$log"
rm -f "$log"

echo "== notebooks =="
bash Scripts/run-notebooks.sh

echo "== curve_fit comparison =="
# springsim fit spring against SciPy's curve_fit on Benchmarks/fit-cases.csv (48 sets): fails when
# springsim's residual is worse than SciPy's from a good guess on any set (Notebooks/.venv, made by
# the notebooks stage, has numpy, scipy and mpmath).
log=$(mktemp)
if ! SPRINGSIM="$(swift build --show-bin-path)/springsim" Notebooks/.venv/bin/python Scripts/compare-curve-fit.py --quiet >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
head -1 "$log"
rm -f "$log"

echo "== bezier minimax check =="
# springsim fit bezier on six springs against an independent global search (SciPy's differential
# evolution on a dense grid): fails if that search finds a bezier better by more than 1e-4.
log=$(mktemp)
if ! SPRINGSIM="$(swift build --show-bin-path)/springsim" Notebooks/.venv/bin/python Scripts/check-bezier-minimax.py >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
tail -1 "$log"
rm -f "$log"

# --- fuzz ---
# The libFuzzer targets (Scripts/fuzz.sh): every committed seed must pass, then a repeatable
# run of 30 000 executions per target from a fixed libFuzzer seed on a fresh working corpus
# (the same code always explores the same inputs, so a failure here is a real regression, not
# chance). Long exploratory runs: bash Scripts/fuzz.sh --runs 10000000.
echo "== fuzz =="
bash Scripts/fuzz.sh --replay
bash Scripts/fuzz.sh --runs 30000 --seed 1
# --- end fuzz ---

echo "== exports =="
# springsim export in real players (Scripts/check-exports.py): Lottie documents load in the
# lottie package and render in rlottie within 1 px; the Bodymovin keyframe rules, evaluated here,
# stay within --max-error; CSS and Web Animations exports played in headless Chromium stay within
# --max-error; and the keyframe counts against Motion-style linear(). Its own venv (.venv-exports).
swift build --product springsim >/dev/null
log=$(mktemp)
if ! SPRINGSIM="$(swift build --show-bin-path)/springsim" .venv-exports/bin/python Scripts/check-exports.py >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
tail -1 "$log"
rm -f "$log"

echo "== imports =="
# The module graph at the level of source files (Scripts/check-imports.sh): each module imports
# only what its row allows, the C library only in a module's Platform.swift, no CLI flags in
# the numerics core.
bash Scripts/check-imports.sh

echo "== swift test =="
log=$(mktemp)
set +e
swift test >"$log" 2>&1
status=$?
set -e
summary=$(grep -E "Test run with [0-9]+ tests?" "$log" | tail -1 || true)
total=$(echo "$summary" | sed -nE 's/.*Test run with ([0-9]+) tests?.*/\1/p')
failed=$(grep -cE '^✘ Test .* failed after' "$log" || true)
if [ "${VERBOSE:-0}" = 1 ]; then
  grep -Ev '^\[[0-9]+/[0-9]+\]|^(Compiling|Building|Write|Emitting)' "$log" || true
elif ! grep -q "Test run started" "$log"; then
  # The build failed: its messages in full, without the progress lines.
  grep -Ev '^\[[0-9]+/[0-9]+\]|^(Compiling|Building|Write|Emitting)' "$log" || true
elif [ "$status" -ne 0 ] || [ -z "$total" ]; then
  # Failures in full: every failure line with the detail lines under it (the values printed,
  # the test's comment), and any error message; not the passing tests or what they print.
  awk '/^✘/ { show = 1; print; next }
       /^(↳|[[:space:]])/ { if (show) print; next }
       /error:|[Ff]atal|Crash|signal/ { print }
       { show = 0 }' "$log"
else
  echo "$summary" | sed -E 's/^[^A-Za-z]+//'
fi
rm -f "$log"
if [ "$status" -ne 0 ] || [ -z "$total" ]; then
  [ "${failed:-0}" -gt 0 ] || failed=1
  echo "tests: $(( ${total:-0} - failed )) passed, $failed failed"
  exit 1
fi
echo "tests: $total passed, 0 failed"
