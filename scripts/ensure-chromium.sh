#!/usr/bin/env bash
# The browser tests use Debian's Chromium (no browser download works on these machines).
# CHROMIUM_PATH points elsewhere (for example Playwright's own browser on a developer's laptop).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2; exit 1; }
  exit 0
fi
if command -v chromium >/dev/null || command -v chromium-browser >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
