#!/usr/bin/env bash
# Set up everything (Debian packages, virtualenv, a throwaway PostgreSQL), lint, and run the whole test suite
# in parallel (pytest-xdist: COMPANION_TEST_WORKERS processes, 2 per core by default: the browser tests wait
# on Chromium and the network as much as they compute). Extra arguments go to pytest (e.g. -x, -k rain,
# -m "not browser", -n 0 for one process).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/system-packages.sh test
[ -x .venv/bin/python ] || python3 -m venv .venv
# pip runs again only when pyproject.toml or constraints.txt changed since it last ran here (the editable install
# sees every other change of the checkout by itself).
installed_from=$(cat pyproject.toml constraints.txt | sha256sum)
if [ "$(cat .venv/.installed-from 2>/dev/null)" != "$installed_from" ]; then
  .venv/bin/pip install -q -c constraints.txt -e '.[test]'
  echo "$installed_from" > .venv/.installed-from
fi
.venv/bin/python -m companion.i18n compile
# ruff: the lint on the whole tree; the format check on the files already formatted (see pyproject.toml).
.venv/bin/ruff check --quiet .
.venv/bin/ruff format --check --quiet companion/tables/__init__.py companion/tables/news.py \
  companion/tables/versions.py companion/web/live.py companion/caches.py companion/games/__init__.py \
  tests/test_layers.py tests/test_suite.py tests/test_table_versions.py tests/games/test_one_place.py \
  tests/games/test_tally_game.py tests/test_tables_layer.py tests/web/test_templates_run_no_query.py \
  companion/tables/changes.py companion/web/stream.py tests/test_stream.py tests/event_streams.py
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
workers=${COMPANION_TEST_WORKERS:-$(( $(nproc) * 2 ))}
status=0
.venv/bin/pytest -p no:cacheprovider -n "$workers" --dist worksteal "$@" || status=$?
stop_test_postgres
exit $status
