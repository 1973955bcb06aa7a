#!/usr/bin/env bash
# `npm test`: installs what the suites need, then runs every suite:
# lint, type check, unit (jest), server on PGlite and on PostgreSQL, end-to-end (Playwright).
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CI="${CI:-true}"
REPORTS="$ROOT/node_modules/.test-reports"
PNPM=(node "$ROOT/scripts/pnpm.mjs")
FAILED_STEPS=()

step() { echo; echo "════ $1"; }
run() { # name, command...
  local name="$1"; shift
  step "$name"
  local t0=$SECONDS
  if "$@"; then echo "✔ $name ($((SECONDS - t0)) s)"; else echo "✘ $name ($((SECONDS - t0)) s)"; FAILED_STEPS+=("$name"); fi
}

# ── system packages: Debian's Chromium, PostgreSQL and curl (browsers are never downloaded)
need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
# curl: the remote containers' publish-on-start script is run by the server suite as a container runs it
command -v curl >/dev/null 2>&1 || need_apt+=(curl)
if [ ${#need_apt[@]} -gt 0 ]; then
  step "installing ${need_apt[*]} from Debian"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null || { echo "apt-get failed"; exit 1; }
fi

step "installing dependencies"
"${PNPM[@]}" install --frozen-lockfile || exit 1
rm -rf "$REPORTS"; mkdir -p "$REPORTS"

run "lint (biome)" "${PNPM[@]}" exec biome check .
# Two packages at a time: tsc is single-threaded and the machine has two cores.
run "type check" "${PNPM[@]}" -r --workspace-concurrency=2 run typecheck

JEST_ARGS=(--ci --silent --json)
# jsdom screen tests are CPU-bound and independent: two workers use both cores (jest's
# default is one fewer than the cores, one on CI's two), about half the time.
for pkg in shared host remote-house remote-vehicle remote-contracts remote-system; do
  run "unit: $pkg" bash -c "cd '$ROOT/$pkg' && node '$ROOT/scripts/pnpm.mjs' exec jest ${JEST_ARGS[*]} --maxWorkers=2 --outputFile='$REPORTS/jest-$pkg.json'"
done

# The server's own `test` script (PGlite needs jest's ESM VM support). Each file has a
# database of its own, so two workers run two files at a time, as for the screens.
run "server on PGlite" bash -c "cd '$ROOT/server' && node '$ROOT/scripts/pnpm.mjs' run test ${JEST_ARGS[*]} --maxWorkers=2 --outputFile='$REPORTS/jest-server-pglite.json'"

# ── a throwaway PostgreSQL cluster for the server suite
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)"
PG_DIR="$(mktemp -d /tmp/agency-pg.XXXXXX)"
PG_PORT=54329
PG_USER=postgres
id "$PG_USER" >/dev/null 2>&1 || PG_USER="$(id -un)"
as_pg() { if [ "$(id -un)" = "$PG_USER" ]; then "$@"; else runuser -u "$PG_USER" -- "$@"; fi; }
chown "$PG_USER" "$PG_DIR"
# UTF-8 with a Unicode-aware LC_CTYPE, as a real server has: pg_trgm (the search indexes)
# makes trigrams of Lao and Chinese text only then.
step "starting PostgreSQL ($PG_BIN) on port $PG_PORT"
if as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null \
  && as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1" -l "$PG_DIR/log" -w start >/dev/null; then
  run "server on PostgreSQL" bash -c "cd '$ROOT/server' && TEST_DATABASE_URL='postgres://postgres@127.0.0.1:$PG_PORT/postgres' node '$ROOT/scripts/pnpm.mjs' run test ${JEST_ARGS[*]} --maxWorkers=2 --outputFile='$REPORTS/jest-server-postgres.json'"
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null
else
  echo "PostgreSQL did not start:"; cat "$PG_DIR/log" 2>/dev/null
  FAILED_STEPS+=("server on PostgreSQL")
fi
rm -rf "$PG_DIR"

run "build" "${PNPM[@]}" -r --workspace-concurrency=2 run build
run "end-to-end (Playwright, Debian Chromium)" bash -c "cd '$ROOT/e2e' && PLAYWRIGHT_JSON_OUTPUT_NAME='$REPORTS/playwright.json' node '$ROOT/scripts/pnpm.mjs' exec playwright test --reporter=list,json"

node "$ROOT/scripts/test-summary.mjs" "$REPORTS" "${FAILED_STEPS[@]}"
