#!/usr/bin/env bash
# Prints the performance report (sizes and speed); not a test. Builds the release page, the
# embed module and the release CLI first. The README's Performance section shows its output.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=setup.sh
source "$ROOT/scripts/setup.sh" > /dev/null
cd "$ROOT"
trunk build --release --offline > /dev/null
bash scripts/build-embed.sh > /dev/null
cargo build --release --offline --bin status-explainer 2> /dev/null
cargo bench --offline --bench explain_vs_parse 2> /dev/null
node tests/e2e/measure.mjs
