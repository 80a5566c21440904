#!/usr/bin/env bash
# Every check, as CI runs it: types, lint, unit and API tests on PGlite, the database tests again on a
# PostgreSQL server, then the browser tests against the built portal.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-dependencies.sh
bash scripts/install-test-tools.sh

step() { printf '\n== %s\n' "$*"; }

step 'Types'
npx tsc -b server bench
npx tsc -p tsconfig.tests.json
npm run typecheck -w web

step 'Lint and format'
npx eslint .
npx prettier --check .

step 'Unit and API tests (PGlite)'
npx vitest run

step 'Database tests (PostgreSQL server)'
(
  source scripts/postgres-for-tests.sh
  npx vitest run db.test
)

step 'Browser tests (Chromium)'
npm run build -w web
npx vitest run --config e2e/vitest.config.ts
