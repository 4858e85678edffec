#!/usr/bin/env bash
# Installs what the studio's browser, API and load tests need, idempotently: Debian's chromium
# and chromium-driver (headless Chromium and its WebDriver; no browser is downloaded), wrk (the
# load generator), and Selenium from PyPI in the project's .venv (made by Scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/apt-install.sh
need=()
command -v chromium >/dev/null || need+=(chromium)
command -v chromedriver >/dev/null || need+=(chromium-driver)
command -v wrk >/dev/null || need+=(wrk)
[ ${#need[@]} -eq 0 ] || apt_install studio-setup "${need[@]}"
[ -x .venv/bin/python ] || bash Scripts/setup.sh
if ! .venv/bin/python -c "import selenium" 2>/dev/null; then
  .venv/bin/pip install -q -r Scripts/requirements-studio.txt
fi
