#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then under UndefinedBehaviorSanitizer:
#   bash Scripts/sanitize.sh [address] [undefined]
# address: `swift test --sanitize=address` (Swift and C code). undefined: the Swift 6.3 Linux
# toolchain refuses `-sanitize=undefined` for Swift code (Swift checks overflow, bounds and
# unwrapping itself), so it instruments the C code — the NumericsCoreShims and the imported
# headers — with clang's -fsanitize=undefined in trap mode (no runtime library needed).
# Each builds in its own scratch folder (.build-address, .build-undefined), leaving .build as
# it is. Slow (a full instrumented build each): run on demand. Exits non-zero when a build
# fails, a test fails, or a sanitizer reports.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address undefined)
status=0
for s in "${sanitizers[@]}"; do
  echo "== swift test, $s sanitizer =="
  mkdir -p ".build-$s"
  log=".build-$s/sanitize.log"
  set +e
  # The runtime's backtracer stays off: the sanitizer prints its own report.
  case "$s" in
    address) flags=(--sanitize=address) ;;
    undefined) flags=(-Xcc -fsanitize=undefined -Xcc -fsanitize-trap=undefined) ;;
    *) echo "sanitize: unknown sanitizer '$s' (address, undefined)" >&2; exit 2 ;;
  esac
  SPRINGSIM_TIME_LIMIT_SCALE=10 SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0" \
    swift test "${flags[@]}" --scratch-path ".build-$s" >"$log" 2>&1
  code=$?
  set -e
  grep -Ev '^\[[0-9]+/[0-9]+\]|^(Compiling|Building|Write|Emitting)|^(􀟈|◇|↳)|^Test Case .* (started|passed)' "$log" |
    grep -E 'ERROR: AddressSanitizer|runtime error:|SUMMARY|error:|✘|failed|Test run with|Executed [0-9]+ tests' | head -40 || true
  reports=$(grep -cE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$log" || true)
  if [ "$code" -ne 0 ] || [ "$reports" -gt 0 ]; then
    echo "sanitize: $s: FAILED (exit $code, $reports sanitizer report(s); full log: $log)"
    status=1
  else
    echo "sanitize: $s: passed"
  fi
done
exit "$status"
