#!/usr/bin/env bash
# Installs what SpringSim needs on a fresh Debian machine, idempotently:
#   - liblapacke-dev (LAPACKE's and CBLAS's headers, and the libraries the CLAPACKE loader opens)
#     and libopenblas0-serial (a tuned, single-threaded BLAS and LAPACK that Debian's
#     alternatives then provide as libblas.so.3 and liblapack.so.3: the network solvers' matrix
#     products run several times faster than on the reference BLAS), via apt-get;
#   - librsvg2-bin (rsvg-convert: the Render tests rasterise plots to compare them pixel by pixel);
#   - a Python venv in .venv with the reference generators' pinned mpmath and jsonschema.
# The Swift toolchain (6.3) is expected on PATH. Safe to run any number of times.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/apt-install.sh

need=()
[ -f /usr/include/lapacke.h ] || need+=(liblapacke-dev)
[ -d /usr/lib/x86_64-linux-gnu/openblas-serial ] || [ -d /usr/lib/aarch64-linux-gnu/openblas-serial ] \
  || need+=(libopenblas0-serial)
command -v rsvg-convert >/dev/null 2>&1 || need+=(librsvg2-bin)
[ ${#need[@]} -eq 0 ] || apt_install setup "${need[@]}"

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv" >&2
  if ! python3 -m venv .venv >/dev/null 2>&1; then
    # Debian's system Python ships venv separately.
    rm -rf .venv
    apt_install setup python3-venv
    python3 -m venv .venv
  fi
fi
if ! .venv/bin/python -c "import mpmath, jsonschema" 2>/dev/null; then
  .venv/bin/pip install -q -r Scripts/requirements-reference.txt
fi

# The exports stage (Scripts/check-exports.py): headless Chromium and its driver from Debian,
# and a venv with the lottie package, rlottie-python and Selenium.
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  apt_install setup chromium chromium-driver
fi
if [ ! -x .venv-exports/bin/python ]; then
  echo "setup: creating .venv-exports" >&2
  python3 -m venv .venv-exports
fi
if ! .venv-exports/bin/python -c "import lottie, rlottie_python, selenium, numpy, PIL" 2>/dev/null; then
  .venv-exports/bin/pip install -q -r Scripts/requirements-exports.txt
fi
