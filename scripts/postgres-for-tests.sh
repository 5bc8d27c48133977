#!/usr/bin/env bash
# Sourced by scripts/test.sh: start a throwaway PostgreSQL cluster on a Unix socket in a temp folder
# and export COMPANION_TEST_POSTGRES_URL; define stop_test_postgres. Without PostgreSQL binaries
# the PostgreSQL tests are skipped (they say so).
stop_test_postgres() { :; }
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ]; then
  pg_dir=$(mktemp -d /tmp/companion-pg.XXXXXX)
  pg_user=$(id -un)
  run_as=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$pg_dir"
    run_as=(runuser -u postgres --)
    pg_user=postgres
  fi
  "${run_as[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U "$pg_user" -A trust >/dev/null
  "${run_as[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -o "-k $pg_dir -c listen_addresses=''" -l "$pg_dir/log" -w start >/dev/null
  "${run_as[@]}" "$pg_bin/createdb" -h "$pg_dir" -U "$pg_user" companion_test
  export COMPANION_TEST_POSTGRES_URL="postgresql+psycopg://${pg_user}@/companion_test?host=${pg_dir}"
  stop_test_postgres() { "${run_as[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$pg_dir"; }
  echo "PostgreSQL for tests: $COMPANION_TEST_POSTGRES_URL"
fi
