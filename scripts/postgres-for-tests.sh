#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server from Debian's packages on a free loopback port.
#   source scripts/postgres-for-tests.sh   → exports TEST_DATABASE_URL and stops the server on exit
set -euo pipefail

if ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then
  echo "Installing PostgreSQL from Debian's packages…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
pg_bin=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/postgres | sort -V | tail -n 1)")

pg_dir=$(mktemp -d /tmp/tsw-postgres.XXXXXX)
pg_port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# PostgreSQL refuses to run as root: run it as the postgres user the Debian package creates.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$pg_dir"
  as_owner=(runuser -u postgres --)
fi
"${as_owner[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U tsw --auth=trust -E UTF8 --locale=C.UTF-8 >"$pg_dir/initdb.log" 2>&1 \
  || { cat "$pg_dir/initdb.log" >&2; exit 1; }
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-h 127.0.0.1 -p $pg_port -k $pg_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$pg_dir/server.log" >&2; exit 1; }

stop_test_postgres() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap stop_test_postgres EXIT
export TEST_DATABASE_URL="postgres://tsw@127.0.0.1:$pg_port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') for tests on port $pg_port" >&2
