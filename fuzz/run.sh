#!/usr/bin/env bash
# Runs one fuzz target for a while on the nightly toolchain, seeded with every fixture.
# Usage: fuzz/run.sh read|explain|direct_readers|general_yaml [SECONDS]   (default 1800: the issue asks for 30 minutes each)
# A crash or a slow input (over 10 s) stops it and leaves the input in fuzz/artifacts/<target>/;
# turn it into a test in tests/hostile_input.rs.
set -euo pipefail
FUZZ="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
target="${1:?usage: fuzz/run.sh read|explain|direct_readers|general_yaml [SECONDS]}"
seconds="${2:-1800}"
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
bash "$FUZZ/seed.sh" >/dev/null
cd "$FUZZ"
exec cargo +nightly fuzz run "$target" "corpus/$target" -- \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=262144 -print_final_stats=1
