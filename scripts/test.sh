#!/usr/bin/env bash
# Set up everything (Debian packages, virtualenv, a throwaway PostgreSQL) and run the whole test suite.
# Extra arguments go to pytest (e.g. -x, -k rain, -m "not browser").
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/system-packages.sh test
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/pip install -q -e '.[test]'
.venv/bin/python -m companion.i18n compile
# The W3C Nu HTML checker for tests/web/test_nu_checker.py (npm's vnu-jar ships vnu.jar; it runs on Java).
[ -f .cache/vnu/node_modules/vnu-jar/build/dist/vnu.jar ] ||
  npm install --prefix .cache/vnu --no-audit --no-fund --ignore-scripts --silent vnu-jar@26.9.27 ||
  echo "Could not install the Nu HTML checker (npm vnu-jar); tests/web/test_nu_checker.py will say so." >&2
# shellcheck source=scripts/postgres-for-tests.sh
source scripts/postgres-for-tests.sh
if [ -n "${CI:-}" ] && [ -z "${COMPANION_TEST_POSTGRES_URL:-}" ]; then
  echo "CI runs the store tests on PostgreSQL too, but no PostgreSQL server could be started." >&2
  exit 1
fi
status=0
.venv/bin/pytest -p no:cacheprovider "$@" || status=$?
stop_test_postgres
exit $status
