#!/usr/bin/env bash
# npm run bench:tariff: builds the server, starts a throw-away PostgreSQL, compares the ranked tariff search
# with PostgreSQL full-text search on the same data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
npx tsc -b server bench
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
source scripts/postgres-for-tests.sh
BENCH_DATABASE_URL="$TEST_DATABASE_URL" node bench/dist/tariffSpeed.js
