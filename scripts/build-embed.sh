#!/usr/bin/env bash
# Builds the embeddable ES module into dist/embed/: pkg/status_explainer.js (+ .d.ts, _bg.wasm),
# the <status-explainer> custom element, its stylesheet, and a sample console page (index.html).
# Needs what scripts/setup.sh installs (source it first for PATH). Run after `trunk build`,
# which empties dist/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${1:-$ROOT/dist/embed}"
cd "$ROOT"
target_dir="$(cargo metadata --format-version 1 --no-deps --offline | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"
cargo build --offline --lib --target wasm32-unknown-unknown --profile wasm-release --features embed
mkdir -p "$OUT/pkg"
wasm-bindgen --target web --typescript --out-dir "$OUT/pkg" --out-name status_explainer \
  "$target_dir/wasm32-unknown-unknown/wasm-release/status_explainer.wasm"
wasm-opt -Oz "$OUT/pkg/status_explainer_bg.wasm" -o "$OUT/pkg/status_explainer_bg.wasm"
cp www/embed/index.html www/embed/status-explainer-element.js "$OUT/"
cp www/styles.css "$OUT/status-explainer.css"
printf '[embed] %s: wasm %s bytes (%s gzipped), js %s bytes\n' "$OUT" \
  "$(wc -c < "$OUT/pkg/status_explainer_bg.wasm")" "$(gzip -9c "$OUT/pkg/status_explainer_bg.wasm" | wc -c)" \
  "$(wc -c < "$OUT/pkg/status_explainer.js")"
