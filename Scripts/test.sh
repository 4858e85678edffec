#!/usr/bin/env bash
# Sets everything up and runs all tests:
#   1. the reference generator reproduces the committed mpmath fixtures byte for byte, and the
#      example network files validate against their JSON Schema;
#   2. the benchmark package builds (benchmarks run on demand; tests never time anything);
#   3. the notebooks execute (Scripts/run-notebooks.sh), and springsim's spring fit is no worse than
#      SciPy's curve_fit on 48 sample sets (Scripts/compare-curve-fit.py), and fit bezier's minimax
#      is no worse than an independent global search (Scripts/check-bezier-minimax.py);
#   4. the import check (Scripts/check-imports.sh): each module imports only what it may;
#   5. the example client (Examples/) builds against SpringSimCore alone and passes its checks;
#   6. swift test: unit, property-based and CLI end-to-end tests (the console samples of
#      README.md and docs/*.md included).
# After every stage the working tree must be as it was before the first: a file a stage created
# or changed outside git-ignored paths (.build*, .venv, …) fails the run, named.
# Quiet when all is well: one line per stage, closing with "tests: N passed, M failed".
# A failing stage prints its failures in full. VERBOSE=1 prints swift test's own output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh

# The working tree's state: every path git reports as new, changed or deleted (ignored files
# excluded), with the content hash of those that exist, so a second change to an already
# modified file counts too. Outside a git checkout the check is skipped.
tree_state() {
  git status --porcelain --untracked-files=all 2>/dev/null | while IFS= read -r entry; do
    path=${entry:3}
    if [ -f "$path" ]; then echo "$entry $(git hash-object -- "$path")"; else echo "$entry"; fi
  done
}
tree_checked=0
git rev-parse --is-inside-work-tree >/dev/null 2>&1 && tree_checked=1
tree_before=$(tree_state)
# Fails (status 1) and names the paths when the tree differs from tree_before after stage "$1".
tree_unchanged() {
  [ "$tree_checked" = 1 ] || return 0
  local after
  after=$(tree_state)
  [ "$after" = "$tree_before" ] && return 0
  echo "test: the $1 stage left files in the working tree (tests write only inside temporary directories):" >&2
  diff <(echo "$tree_before") <(echo "$after") | sed -n 's/^> /  /p' >&2
  return 1
}

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
tree_unchanged "reference fixtures"

echo "== network files =="
# data/networks/*.json against their JSON Schema, and the schema against the invalid files.
.venv/bin/python Scripts/check-network-files.py
tree_unchanged "network files"

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
tree_unchanged "benchmarks build"

echo "== notebooks =="
bash Scripts/run-notebooks.sh
tree_unchanged "notebooks"

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
tree_unchanged "curve_fit comparison"

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
tree_unchanged "bezier minimax check"

# --- fuzz ---
# The libFuzzer targets (Scripts/fuzz.sh): every committed seed must pass, then a repeatable
# run of 30 000 executions per target from a fixed libFuzzer seed on a fresh working corpus
# (the same code always explores the same inputs, so a failure here is a real regression, not
# chance). Long exploratory runs: bash Scripts/fuzz.sh --runs 10000000.
echo "== fuzz =="
bash Scripts/fuzz.sh --replay
bash Scripts/fuzz.sh --runs 30000 --seed 1
tree_unchanged "fuzz"
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
tree_unchanged "exports"

echo "== imports =="
# The module graph at the level of source files (Scripts/check-imports.sh): each module imports
# only what its row allows, the C library only in a module's Platform.swift, no CLI flags in
# the numerics core.
bash Scripts/check-imports.sh
tree_unchanged "imports"

echo "== example =="
# Examples/: a stand-alone client that depends on SpringSim by path and links only the
# SpringSimCore product. It checks its own invariants (exit status 1 on a failure), and its
# output must equal Examples/expected-output.txt.
log=$(mktemp)
if ! swift build --package-path Examples >"$log" 2>&1; then
  grep -Ev '^\[[0-9]+/[0-9]+\]|^(Compiling|Building|Write|Emitting)' "$log" || true
  rm -f "$log"
  echo "example: build failed" >&2
  exit 1
fi
rm -f "$log"
if ! output=$("$(swift build --package-path Examples --show-bin-path)/SpringSimExample"); then
  echo "$output"
  echo "example: a check failed" >&2
  exit 1
fi
if ! diff <(echo "$output") Examples/expected-output.txt; then
  echo "example: the output differs from Examples/expected-output.txt (above: < actual, > expected)" >&2
  exit 1
fi
echo "example: builds against SpringSimCore, its checks pass and its output is as expected"
tree_unchanged "example"

echo "== studio =="
# The studio's HTTP API against the CLI and the page in headless Chromium (Scripts/studio-test.sh).
bash Scripts/studio-test.sh
tree_unchanged "studio"

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
# A test that wrote into the package (a relative --output, a file beside the sources) fails the
# run like a failing test.
if ! tree_unchanged "swift test"; then
  echo "tests: $total passed, 1 failed"
  exit 1
fi
echo "tests: $total passed, 0 failed"
