#!/usr/bin/env bash
# `npm test`: everything a change must pass — typecheck, lint, Vitest
# (unit + integration against a real PostgreSQL: DATABASE_URL if set, else an
# embedded one), then Playwright end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "typecheck"
npx react-router typegen
npx tsc --noEmit

step "lint"
npx biome check .

step "build"
npx react-router build >/dev/null

step "vitest (unit + integration)"
npx vitest run

step "chromium"
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium not found at $CHROME_PATH: installing Debian's chromium (apt-get install chromium)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium not found at $CHROME_PATH. Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
    echo "or point CHROME_PATH at a Chromium/Chrome binary." >&2
    exit 1
  fi
fi
export CHROME_PATH

step "playwright (end-to-end)"
npx playwright test
