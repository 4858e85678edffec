#!/usr/bin/env bash
# Regenerates data/demo/: the exact output of every springsim call the notebooks make, so the
# notebooks run (SPRINGSIM_DEMO=1, or no springsim built) from a clone without Swift.
# Each file is named after its arguments (readable prefix + hash; see Notebooks/springsim_nb.py);
# data/demo/INDEX.tsv lists file → command, headed by the springsim version that wrote them.
set -euo pipefail
cd "$(dirname "$0")/.."
SPRINGSIM="$(bash Scripts/build-springsim.sh)"
export SPRINGSIM
# The recordings of LAPACK-backed commands depend in their last digits on OpenBLAS's kernels,
# which it picks by CPU; record with Haswell's (every AVX2 x86-64 runs them), as the tests replay.
if [ -z "${OPENBLAS_CORETYPE:-}" ] && grep -q ' avx2' /proc/cpuinfo 2>/dev/null; then
  export OPENBLAS_CORETYPE=Haswell
fi
rm -rf data/demo
mkdir -p data/demo
SPRINGSIM_RECORD_DEMO=1 bash Scripts/run-notebooks.sh --no-demo >/dev/null
index=$(mktemp)
{
  printf 'file\tcommand\n'
  sort -u data/demo/INDEX.tsv
} >"$index"
{
  printf '# Made by Scripts/make-demo-data.sh with %s (%s); one line per file.\n' "$("$SPRINGSIM" --version)" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  cat "$index"
} >data/demo/INDEX.tsv
rm -f "$index"
echo "make-demo-data: $(($(ls data/demo | wc -l) - 1)) files in data/demo ($(du -sh data/demo | cut -f1))"
