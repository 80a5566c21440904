#!/usr/bin/env bash
# Every check, as CI runs it: types, lint, unit and API tests on PGlite, the database tests again on a
# PostgreSQL server, then the browser tests against the built portal.
# Steps that wait on one core each (type checks, lint, the web build beside the database tests) run side by
# side on the 2-core machine; each one's output is printed whole when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it began, so that a run's log shows where its time went.
step() { printf '\n== %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }

# Runs each command (a shell line) in the background, then prints each one's output in order and fails if any
# failed.
side_by_side() {
  local logs pids=() failed=0 index status
  logs=$(mktemp -d)
  index=0
  for command in "$@"; do
    bash -c "$command" >"$logs/$index" 2>&1 &
    pids+=($!)
    index=$((index + 1))
  done
  index=0
  for command in "$@"; do
    if wait "${pids[$index]}"; then status=ok; else status=FAILED; failed=1; fi
    printf -- '-- %s (%s)\n' "$command" "$status"
    cat "$logs/$index"
    index=$((index + 1))
  done
  rm -rf "$logs"
  return "$failed"
}

step 'Dependencies, test tools and the advisories of the runtime dependencies'
side_by_side 'bash scripts/install-dependencies.sh' 'bash scripts/install-test-tools.sh' 'bash scripts/audit-dependencies.sh'

step 'Types, lint and format'
npx tsc -b server bench
# ESLint's type-aware rules read the route types that the web's type check generates: it runs after it.
side_by_side \
  'npm run typecheck -w web && npx eslint .' \
  'npx tsc -p tsconfig.tests.json && npx prettier --check .'

step 'Unit and API tests (PGlite)'
npx vitest run

step 'Database tests (PostgreSQL server), and the web build the browser tests use'
side_by_side \
  'source scripts/postgres-for-tests.sh && npx vitest run db.test' \
  'npm run build -w web'

step 'Browser tests (Chromium)'
npx vitest run --config e2e/vitest.config.ts
step 'Done'
