#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format and the repo's .swift-format.
#   bash Scripts/format.sh          # rewrite in place
#   bash Scripts/format.sh --lint   # report only (non-zero exit on findings)
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources Fuzz/Package.swift Fuzz/Sources)
if [ "${1:-}" = "--lint" ]; then
  swift format lint --recursive --configuration .swift-format "${paths[@]}"
else
  swift format --in-place --recursive --configuration .swift-format "${paths[@]}"
fi
