#!/usr/bin/env bash
# npm start: installs what is missing, builds the server and the web front end, and starts the portal
# with its embedded database (created in DATA_DIR on first start, with the sample data).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
npx tsc -b server
npm run build -w web
# V8's old space capped (issue 48): left to itself V8 lets its heap grow to several times what is live
# while a tool draws a PDF or an export, and keeps the pages; capped, it collects sooner, and the portal
# with every tool used stays near 500 MiB instead of 550-650. What is live is about 150 MiB. An
# administration with more tariff periods or larger imports raises it with PORTAL_HEAP_MIB.
PORTAL_HEAP_MIB="${PORTAL_HEAP_MIB:-384}"
exec node --max-old-space-size="$PORTAL_HEAP_MIB" server/dist/main.js
