#!/usr/bin/env bash
# Fuzzes SpringSim's parsers with libFuzzer (the Fuzz/ package):
#   bash Scripts/fuzz.sh [--runs N] [--seconds S] [target…]
#   bash Scripts/fuzz.sh --replay [target…]   # each committed seed once (a regression check)
#   bash Scripts/fuzz.sh --runs N --seed S    # a repeatable run: same code, same executions
# Targets are the folders Fuzz/Sources/fuzz-<target> (adding one is adding a folder, its seed
# corpus Fuzz/Corpus/<target>/ and optionally Fuzz/Dictionaries/<target>.dict); with none named,
# all run. Builds once (release, -sanitize=fuzzer,address), then runs each target for N
# executions or S seconds, whichever ends first (default: 20 s), on its committed seeds plus a
# gitignored working corpus
# (<scratch>/corpus/<target>/, which grows from run to run; the scratch folder is
# Fuzz/.build-fuzz, or $FUZZ_SCRATCH), and prints one line per target:
#   fuzz: <target>: <executions> executions, <rate>/s, <crashes> crashes, <seconds> s
# A crash, trap, broken invariant, leak, or input slower than 10 s stops that target: the input
# is kept in Fuzz/Crashes/<target>/ (gitignored), the reproduction command is printed, and the
# script exits non-zero after the remaining targets.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="" seconds="" replay="" seed=""
requested=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --replay) replay=1; shift ;;
    --seed) seed="$2"; shift 2 ;;
    -h | --help) sed -n '2,/^set /p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz: unknown option $1" >&2; exit 2 ;;
    *) requested+=("$1"); shift ;;
  esac
done

# The target list: one folder per target.
available=()
for dir in Fuzz/Sources/fuzz-*/; do
  name=$(basename "$dir")
  available+=("${name#fuzz-}")
done
if [ ${#requested[@]} -eq 0 ]; then requested=("${available[@]}"); fi
for t in "${requested[@]}"; do
  if [ ! -d "Fuzz/Sources/fuzz-$t" ]; then
    echo "fuzz: no target '$t' (targets: ${available[*]})" >&2
    exit 2
  fi
done

limit=()
[ -n "$runs" ] && limit+=(-runs="$runs")
[ -n "$seconds" ] && limit+=(-max_total_time="$seconds")
[ ${#limit[@]} -eq 0 ] && limit=(-max_total_time=20)
[ -n "$replay" ] && limit=(-runs=0)
[ -n "$seed" ] && limit+=(-seed="$seed")

root=$PWD
scratch=${FUZZ_SCRATCH:-Fuzz/.build-fuzz}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "== fuzz: building ${#requested[@]} target(s) with -sanitize=fuzzer,address =="
if ! swift build --package-path Fuzz --scratch-path "$scratch" -c release -Xswiftc -sanitize=fuzzer,address >"$log" 2>&1; then
  grep -Ev '^\[[0-9]+/[0-9]+\]' "$log" | tail -40 >&2
  echo "fuzz: the build failed" >&2
  exit 1
fi
bin=$(swift build --package-path Fuzz --scratch-path "$scratch" -c release -Xswiftc -sanitize=fuzzer,address --show-bin-path)

failed=0
for t in "${requested[@]}"; do
  corpus="$scratch/corpus/$t" crashes="Fuzz/Crashes/$t" work="$scratch/run/$t"
  # A seeded run starts from the committed seeds only, so it is repeatable.
  if [ -n "$seed" ]; then corpus="$scratch/corpus-seeded/$t"; rm -rf "$corpus"; fi
  mkdir -p "$corpus" "$crashes" "$work"
  options=("${limit[@]}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$root/$crashes/")
  [ -f "Fuzz/Dictionaries/$t.dict" ] && options+=(-dict="$root/Fuzz/Dictionaries/$t.dict")
  start=$(date +%s)
  set +e
  # The working directory holds each target's scratch files; the runtime's backtracer stays off
  # (libFuzzer and AddressSanitizer report crashes themselves).
  corpora=("$root/$corpus" "$root/Fuzz/Corpus/$t")
  [ -n "$replay" ] && corpora=("$root/Fuzz/Corpus/$t")
  (cd "$work" && SWIFT_BACKTRACE=enable=no "$bin/fuzz-$t" "${options[@]}" "${corpora[@]}") >"$log" 2>&1
  status=$?
  set -e
  seconds=$(($(date +%s) - start))
  runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -1)
  rate=$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+).*/\1/p' "$log" | tail -1)
  if [ "$status" -eq 0 ]; then
    echo "fuzz: $t: ${runs:-0} executions, ${rate:-0}/s, 0 crashes, ${seconds} s"
  else
    failed=1
    artifact=$(sed -nE 's/.*Test unit written to (.*)$/\1/p' "$log" | tail -1)
    echo "fuzz: $t: ${runs:-?} executions, ${rate:-?}/s, 1 crash, ${seconds} s"
    grep -aE 'fuzz invariant broken|Fatal error|ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|SUMMARY' "$log" | head -5 | cut -c1-400 | sed 's/^/  /'
    if [ -n "$artifact" ]; then
      kept="$crashes/$(basename "$artifact")"
      echo "  input kept in $kept; reproduce with:"
      echo "    SWIFT_BACKTRACE=enable=no $bin/fuzz-$t $kept"
    else
      echo "  (no input saved; the fuzzer's output follows)"
      tail -20 "$log" | sed 's/^/  /'
    fi
  fi
done
exit "$failed"
