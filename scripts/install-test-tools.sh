#!/usr/bin/env bash
# Debian's Chromium (its headless shell for the browser tests, the full browser for the Lighthouse benchmark) and
# the Noto fonts (without them Bengali renders as empty boxes), and poppler-utils, whose pdftotext and pdftoppm
# read the PDFs the tests make; no browser downloads.
set -euo pipefail
missing=()
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
# LibreOffice opens the XLSX exports in the browser tests, as a trader's spreadsheet would.
command -v soffice >/dev/null || missing+=(libreoffice-calc-nogui)
# The database tests' PostgreSQL server (scripts/postgres-for-tests.sh starts it), installed here beside npm ci.
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
