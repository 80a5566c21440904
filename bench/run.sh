#!/usr/bin/env bash
# npm run bench (run.js: the reference search on both databases) and npm run bench:tariff (tariffSpeed.js:
# the ranked tariff search beside PostgreSQL full-text search): builds the server, starts a throw-away
# PostgreSQL, runs the benchmark named (run unless named) with BENCH_DATABASE_URL pointing at it.
set -euo pipefail
cd "$(dirname "$0")/.."
benchmark="${1:-run}"
bash scripts/install-dependencies.sh
npx tsc -b server bench
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
source scripts/postgres-for-tests.sh
# The benchmarks drive the portal from this machine far faster than one client may: not counted.
export RATE_LIMIT_EXEMPT=127.0.0.1
BENCH_DATABASE_URL="$TEST_DATABASE_URL" node "bench/dist/$benchmark.js"
