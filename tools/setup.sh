#!/usr/bin/env bash
# Set up everything on a fresh Debian or Ubuntu machine: the system packages for speech,
# braille and PDF checks (when run as root, or with sudo), then a virtual environment
# in .venv with fortythieves installed in it. `--dev` adds the test and build tools.
set -euo pipefail
cd "$(dirname "$0")/.."

extras="speech"
debs="espeak-ng"
if [ "${1:-}" = "--dev" ]; then
  extras="dev"
  debs="espeak-ng liblouis-bin liblouis-data python3-louis poppler-utils sox fonts-dejavu-core gettext tmux telnet libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 chromium"
  # the store's PostgreSQL engine is tested on a throwaway cluster the tests start (tests/conftest.py)
  debs="$debs postgresql"
  # npm fetches axe-core for the web page's accessibility tests
  command -v npm >/dev/null || debs="$debs npm"
fi
# The solver's compiled core: a C compiler, and Python's headers unless this Python
# (a pyenv or other own build) ships them already.
debs="$debs gcc libc6-dev"
python3 -c 'import os, sysconfig; raise SystemExit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' 2>/dev/null \
  || debs="$debs python3-dev"

missing=""
for p in $debs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ] && command -v apt-get >/dev/null; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "Installing system packages:$missing"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
fi

python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[$extras]"
if [ "$extras" = "dev" ]; then
  # axe-core, for the browser tests, into the project's own folder (never a browser download:
  # the tests drive Debian's chromium)
  npm install --silent --no-audit --no-fund --no-save --no-package-lock --prefix .venv/axe axe-core@4 >/dev/null
fi
