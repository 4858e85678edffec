#!/usr/bin/env bash
# Installs what the studio's browser, API and load tests need, idempotently: Debian's chromium
# and chromium-driver (headless Chromium and its WebDriver; no browser is downloaded), wrk (the
# load generator), and Selenium from PyPI in the project's .venv (made by Scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
command -v chromium >/dev/null || need+=(chromium)
command -v chromedriver >/dev/null || need+=(chromium-driver)
command -v wrk >/dev/null || need+=(wrk)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "studio-setup: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
[ -x .venv/bin/python ] || bash Scripts/setup.sh
if ! .venv/bin/python -c "import selenium" 2>/dev/null; then
  .venv/bin/pip install -q -r Scripts/requirements-studio.txt
fi
