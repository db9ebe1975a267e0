#!/usr/bin/env bash
# `npm test`: everything a change must pass — typecheck, lint (and the duplication count),
# ONE production build, Vitest (unit + integration against a real PostgreSQL: DATABASE_URL
# if set, else an embedded one; it reads that build), then Playwright end-to-end tests in
# Debian's Chromium (they run that build). Each step's time is printed, and all of them at
# the end. Long runs have their own scripts: npm run sweep, fuzz, chaos, bench, bench:analytics.
set -euo pipefail
cd "$(dirname "$0")/.."

TIMES=()
TSC_PID=""
FAILED_STEP=""
STEP=""
STEP_STARTED=0
RUN_STARTED=$(date +%s.%N)

elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

step() {
  finish_step
  STEP="$*"
  STEP_STARTED=$(date +%s.%N)
  printf '\n\033[1m▶ %s\033[0m\n' "$STEP"
}

finish_step() {
  if [ -n "$STEP" ]; then
    local took
    took=$(elapsed "$STEP_STARTED")
    TIMES+=("$(printf '%-28s %7s s' "$STEP" "$took")")
    printf '\033[2m  %s: %s s\033[0m\n' "$STEP" "$took"
    STEP=""
  fi
}

summary() {
  local status=$?
  local failed="${FAILED_STEP:-$STEP}"
  set +e
  if [ -n "$TSC_PID" ]; then kill "$TSC_PID" 2>/dev/null; fi
  finish_step
  printf '\n\033[1mnpm test: %s\033[0m\n' "$([ "$status" = 0 ] && echo passed || echo "FAILED in « $failed »")"
  printf '  %s\n' "${TIMES[@]}"
  printf '  %-28s %7s s\n' "total" "$(elapsed "$RUN_STARTED")"
}
trap summary EXIT

step "typegen"
npx react-router typegen

# tsc runs on one core while lint, the duplication count and the build run on the other.
TSC_LOG=$(mktemp)
TSC_STARTED=$(date +%s.%N)
(
  status=0
  npx tsc --noEmit >"$TSC_LOG" 2>&1 || status=$?
  echo "$status $(elapsed "$TSC_STARTED")" >"$TSC_LOG.done"
) &
TSC_PID=$!

step "lint"
npx biome check .

step "duplication (jscpd)"
npx jscpd --silent

step "build"
# With a canary in every secret variable: the client-build tests search it for them.
node tests/setup/client-build.mjs

finish_step
printf '\n\033[1m▶ %s\033[0m\n' "typecheck (tsc, beside lint and build)"
wait "$TSC_PID"
cat "$TSC_LOG"
read -r tsc_status tsc_took <"$TSC_LOG.done"
rm -f "$TSC_LOG" "$TSC_LOG.done"
TIMES+=("$(printf '%-28s %7s s' "typecheck (parallel)" "$tsc_took")")
printf '\033[2m  %s: %s s\033[0m\n' "typecheck (parallel)" "$tsc_took"
if [ "$tsc_status" != 0 ]; then
  FAILED_STEP="typecheck"
  exit "$tsc_status"
fi

step "caddy"
# The HTTPS test of custom domains runs Debian's Caddy in front of the app (decision 046).
CADDY_PATH="${CADDY_PATH:-/usr/bin/caddy}"
if [ ! -x "$CADDY_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Caddy not found at $CADDY_PATH: installing Debian's caddy (apt-get install caddy)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
  else
    echo "Caddy not found at $CADDY_PATH: its test is skipped. Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y caddy" >&2
  fi
fi
export CADDY_PATH

step "vitest (unit + integration)"
npx vitest run

step "chromium"
# Debian's headless shell of Chromium (tests/e2e/support/chromium.ts, decision 047), unless
# CHROME_PATH names a browser: installed when missing and the script runs as root with apt.
install_chromium() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's $1 (apt-get install $1)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
  fi
}
if [ -n "${CHROME_PATH:-}" ]; then
  if [ ! -x "$CHROME_PATH" ]; then
    echo "No browser at CHROME_PATH=$CHROME_PATH." >&2
    exit 1
  fi
  export CHROME_PATH
elif [ ! -x /usr/bin/chromium-headless-shell ]; then
  install_chromium chromium-headless-shell || true
  if [ ! -x /usr/bin/chromium-headless-shell ] && [ ! -x /usr/bin/chromium ]; then
    install_chromium chromium || true
  fi
  if [ ! -x /usr/bin/chromium-headless-shell ] && [ ! -x /usr/bin/chromium ]; then
    echo "No Chromium found. Install Debian's headless shell with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y chromium-headless-shell" >&2
    echo "or point CHROME_PATH at a Chromium/Chrome binary." >&2
    exit 1
  fi
fi
echo "Chromium: ${CHROME_PATH:-$( [ -x /usr/bin/chromium-headless-shell ] && echo /usr/bin/chromium-headless-shell || echo /usr/bin/chromium )}"

step "playwright (end-to-end)"
npx playwright test
