#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (never a downloaded browser).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium'" >&2
  exit 1
fi
echo "installing Debian's chromium for the browser tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
