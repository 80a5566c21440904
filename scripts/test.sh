#!/usr/bin/env bash
# Every check, as CI runs it: types, lint, unit and API tests on PGlite, the database tests again on a
# PostgreSQL server, then the browser tests against the built portal. At its end (failed or not) it prints
# each stage's time.
# Steps that leave cores idle run side by side on the 2-core machine: the type checks beside lint, the
# database tests on the PostgreSQL server beside the browser tests. Each one's output is printed whole when
# it ends. With more cores (os.availableParallelism() above 2), the web build runs beside the unit stage too,
# and the test configurations run more files at once (vitest.config.ts, e2e/vitest.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

cores=$(node -p 'require("node:os").availableParallelism()')

# Each stage's name, seconds and outcome, and each side-by-side command's under its stage, for the table
# printed at the end.
timings=()
stage_row=-1
stage_start=$SECONDS

# Ends the stage under way, if any, with its time.
end_stage() {
  if [ "$stage_row" -ge 0 ]; then
    timings[stage_row]="${timings[stage_row]}|$((SECONDS - stage_start))|$1"
  fi
  stage_row=-1
}

# Each stage says when it began, so that a run's log shows where its time went.
step() {
  end_stage ok
  stage_row=${#timings[@]}
  timings+=("$*")
  stage_start=$SECONDS
  printf '\n== %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"
}

print_timings() {
  local status=$?
  end_stage "$([ "$status" = 0 ] && echo ok || echo FAILED)"
  printf '\n== Times (%s cores)\n' "$cores"
  local row name seconds outcome
  for row in "${timings[@]}"; do
    IFS='|' read -r name seconds outcome <<<"$row"
    printf '%6s s  %-6s  %s\n' "${seconds:-?}" "${outcome:-?}" "$name"
  done
  printf '%6d s          in all\n' "$SECONDS"
}
trap print_timings EXIT

# Runs each command (a shell line) in the background, then prints each one's output and time in order, and
# fails if any failed. The times go in the table too, under the stage's.
side_by_side() {
  local logs pids=() failed=0 index status seconds
  logs=$(mktemp -d)
  index=0
  for command in "$@"; do
    (
      start=$SECONDS
      status=0
      bash -c "$command" >"$logs/$index" 2>&1 || status=$?
      echo $((SECONDS - start)) >"$logs/$index.seconds"
      exit "$status"
    ) &
    pids+=($!)
    index=$((index + 1))
  done
  index=0
  for command in "$@"; do
    if wait "${pids[$index]}"; then status=ok; else status=FAILED; failed=1; fi
    seconds=$(cat "$logs/$index.seconds")
    printf -- '-- %s (%s, %s s)\n' "$command" "$status" "$seconds"
    cat "$logs/$index"
    timings+=("  $command|$seconds|$status")
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

postgres='source scripts/postgres-for-tests.sh && npx vitest run db.test'
build='npm run build -w web'
browser='npx vitest run --config e2e/vitest.config.ts'
if [ "$cores" -gt 2 ]; then
  step 'Unit and API tests (PGlite), and the web build the browser tests use, side by side'
  side_by_side 'npx vitest run' "$build"
else
  # Two cores: the unit stage's two workers already keep both busy.
  step 'Unit and API tests (PGlite)'
  npx vitest run
  step 'The web build the browser tests use'
  $build
fi

# The browser tests keep about half of two cores busy: their files wait on pages, portals and timers (they
# took 363 core-seconds, where a 400 s run gives 800; measured 2026-11-29). The database tests on the
# PostgreSQL server (233 core-seconds, the server's included) fill much of the rest.
step 'Browser tests (Chromium), and the database tests (PostgreSQL server), side by side'
side_by_side "$browser" "$postgres"
end_stage ok
