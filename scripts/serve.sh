#!/usr/bin/env bash
# Serves the page at http://127.0.0.1:8080 with live rebuilds (trunk serve).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=setup.sh
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
echo "[serve] http://127.0.0.1:8080/"
exec trunk serve --release --offline --address 127.0.0.1 --port 8080 "$@"
