#!/usr/bin/env bash
# Seeds the fuzz corpora with every fixture (the corpora are git-ignored).
# Usage: fuzz/seed.sh   (from anywhere)
set -euo pipefail
FUZZ="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$FUZZ/.." && pwd)"
for target in read explain direct_readers general_yaml; do
    corpus="$FUZZ/corpus/$target"
    mkdir -p "$corpus"
    n=0
    for file in "$ROOT"/../shared/fixtures/peers/*/cases/* "$ROOT"/tests/inputs/* "$ROOT"/www/examples/*; do
        [ -f "$file" ] || continue
        # Name by content so re-seeding does not duplicate.
        cp "$file" "$corpus/seed-$(sha1sum "$file" | cut -c1-16)"
        n=$((n + 1))
    done
    echo "$target: $n seed files in $corpus"
done
