#!/usr/bin/env bash
# Installs what SpringSim needs on a fresh Debian machine, idempotently:
#   - liblapacke-dev and pkg-config (the CLAPACKE system library), via apt-get;
#   - a Python venv in .venv with the reference generator's pinned mpmath.
# The Swift toolchain (6.3) is expected on PATH. Safe to run any number of times.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
pkg-config --exists lapacke 2>/dev/null || need+=(liblapacke-dev)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "setup: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv" >&2
  if ! python3 -m venv .venv >/dev/null 2>&1; then
    # Debian's system Python ships venv separately.
    rm -rf .venv
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv .venv
  fi
fi
if ! .venv/bin/python -c "import mpmath, jsonschema" 2>/dev/null; then
  .venv/bin/pip install -q -r Scripts/requirements-reference.txt
fi
