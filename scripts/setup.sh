#!/usr/bin/env bash
# Installs what building and testing status-explainer needs, and only what is
# missing, from the package registries (crates.io, npm, Debian apt).
# Never downloads browsers or prebuilt binaries from anywhere else.
#
# Run it directly (`bash scripts/setup.sh`) to install, or source it
# (`source scripts/setup.sh`, as scripts/test.sh and scripts/serve.sh do) to
# install and also get the PATH that trunk needs: ~/.cargo/bin, and the npm
# binaryen's wasm-opt (tests/e2e/node_modules/.bin) ahead of everything.
#
# Note: when sourced it turns on `set -euo pipefail` in the calling shell.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
E2E="$ROOT/tests/e2e"
TRUNK_VERSION="0.21.14"

say() { printf '[setup] %s\n' "$*"; }

export PATH="$HOME/.cargo/bin:$PATH"

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    say "need root for: $*  (not root, and no sudo)" >&2
    return 1
  fi
}

# --- Rust: wasm target ------------------------------------------------------
if rustup target list --installed | grep -qx 'wasm32-unknown-unknown'; then
  say "rust target wasm32-unknown-unknown: present"
else
  say "rust target wasm32-unknown-unknown: adding"
  rustup target add wasm32-unknown-unknown
fi

# --- trunk ------------------------------------------------------------------
have_trunk="$(trunk --version 2>/dev/null || true)"
if [ "$have_trunk" = "trunk $TRUNK_VERSION" ]; then
  say "trunk $TRUNK_VERSION: present"
else
  say "trunk $TRUNK_VERSION: installing (found: ${have_trunk:-none}); this takes a while"
  cargo install --locked "trunk@$TRUNK_VERSION"
fi

# --- wasm-bindgen-cli, same version as the wasm-bindgen crate in Cargo.lock --
WB_VERSION=""
if [ -f "$ROOT/Cargo.lock" ]; then
  WB_VERSION="$(awk '
    $0 == "name = \"wasm-bindgen\"" { want = 1; next }
    want && /^version = / { gsub(/^version = "|"$/, ""); print; exit }
    want && /^$/ { want = 0 }
  ' "$ROOT/Cargo.lock")"
fi
if [ -z "$WB_VERSION" ]; then
  say "wasm-bindgen: not in Cargo.lock, skipping wasm-bindgen-cli" >&2
else
  have_wb="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
  if [ "$have_wb" = "$WB_VERSION" ]; then
    say "wasm-bindgen-cli $WB_VERSION: present"
  else
    say "wasm-bindgen-cli $WB_VERSION: installing (found: ${have_wb:-none}); this takes a while"
    # No --locked: one dependency of its lock file is not on the registry.
    cargo install wasm-bindgen-cli --version "=$WB_VERSION"
  fi
fi

# --- Chromium and ChromeDriver (Debian packages) ------------------------------
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium + chromedriver: present"
else
  say "chromium + chromedriver: installing from apt"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

# --- Node.js (for the e2e test and the npm binaryen's wasm-opt) --------------
if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
  say "node $(node --version): present"
else
  say "node + npm: installing from apt"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs npm
fi

# --- npm packages in tests/e2e (playwright-core, binaryen's wasm-opt) --------
stamp="$E2E/node_modules/.package-lock.json"
if [ ! -f "$stamp" ] || [ "$E2E/package.json" -nt "$stamp" ] \
   || { [ -f "$E2E/package-lock.json" ] && [ "$E2E/package-lock.json" -nt "$stamp" ]; }; then
  say "npm packages in tests/e2e: installing"
  (cd "$E2E" && npm install --no-audit --no-fund)
  touch "$stamp"
else
  say "npm packages in tests/e2e: present"
fi

# --- crates, so that `trunk build --offline` and `cargo --offline` work -------
say "cargo fetch"
(cd "$ROOT" && cargo fetch --quiet)

# wasm-opt from the npm binaryen first, then cargo's bin, then the rest.
export PATH="$E2E/node_modules/.bin:$HOME/.cargo/bin:$PATH"
say "ready: $(trunk --version), $(wasm-bindgen --version 2>/dev/null || echo 'no wasm-bindgen'), $(wasm-opt --version)"
