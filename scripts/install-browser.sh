#!/usr/bin/env bash
# Debian's Chromium and the Noto fonts (without them Bengali renders as empty boxes); no browser downloads.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
