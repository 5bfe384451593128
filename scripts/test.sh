#!/usr/bin/env bash
# The one test command: native tests, the API docs, the release page build, the browser tests.
# Exits non-zero as soon as a step fails.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

section() { printf '\n==================== %s ====================\n' "$*"; }
current="setup"
trap 'rc=$?; if [ "$rc" -ne 0 ]; then printf "\n[test] FAILED in step: %s (exit %s)\n" "$current" "$rc" >&2; fi' EXIT

section "setup"
# shellcheck source=setup.sh
source "$ROOT/scripts/setup.sh"
cd "$ROOT"

current="cargo test --all-features"
section "$current (unit, integration, component SSR)"
cargo test --all-features

current="cargo doc (every public item documented, every link resolving)"
section "$current"
RUSTDOCFLAGS="-D warnings" cargo doc --offline --no-deps --all-features

current="cargo test --target wasm32-unknown-unknown --features web --test browser"
section "$current (components in headless Chromium)"
cargo test --offline --target wasm32-unknown-unknown --features web --test browser

current="trunk build --release --offline"
section "$current (page into dist/)"
trunk build --release --offline

current="scripts/build-embed.sh"
section "$current (embeddable module into dist/embed)"
bash "$ROOT/scripts/build-embed.sh"

current="node --test tests/e2e/"
section "$current (page in headless Chromium)"
# Nothing is printed after this, so the runner's summary stays the last lines.
node --test tests/e2e/
