#!/usr/bin/env bash
# Set up (first time) and run the companion for a real table: SQLite in ./data, nothing to configure.
# Extra arguments go to `companion serve` (e.g. --port 8080 --data /srv/companion).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/system-packages.sh app
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/pip install -q -c constraints.txt -e .
.venv/bin/python -m companion.i18n compile
exec .venv/bin/companion serve "$@"
