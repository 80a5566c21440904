#!/usr/bin/env bash
# npm start: installs what is missing, builds the server and the web front end, and starts the portal
# with its embedded database (created in DATA_DIR on first start, with the sample data).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
npx tsc -b server
npm run build -w web
exec node server/dist/main.js
