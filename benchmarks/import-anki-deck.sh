#!/usr/bin/env bash
# Benchmark: builds an Anki deck of NOTES notes (default 50,000: words, reversed words, sentences, clozes)
# with Anki's own Python library, then prints the time and peak memory of `lingo import` on it and of
# `lingo check --solve` on the course it writes, with a release build.
# usage: benchmarks/import-anki-deck.sh [NOTES]
set -euo pipefail
cd "$(dirname "$0")/.."
notes=${1:-50000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. benchmarks/lib/anki-venv.sh
swift build -c release --product lingo >/dev/null
bin=$(swift build -c release --show-bin-path)/lingo
. benchmarks/lib/scratch-home.sh

start=$(date +%s)
"$venv/bin/python3" Tests/ImportTests/make_deck.py "$work/big.apkg" latest "$notes"
echo "deck: $notes notes made by Anki in $(($(date +%s) - start)) s, $(du -h "$work/big.apkg" | cut -f1) .apkg"

/usr/bin/time -f "%e s wall, %M KiB peak" -o "$work/time" \
  "$bin" import "$work/big.apkg" --out "$work/big.json" --language es --from en >"$work/out"
echo "lingo import: $(cat "$work/time")"
sed 's/^/  /' "$work/out"
echo "course: $(du -h "$work/big.json" | cut -f1)"
/usr/bin/time -f "%e s wall, %M KiB peak" -o "$work/time" "$bin" check --solve "$work/big.json" >"$work/check" || true
echo "lingo check --solve: $(cat "$work/time") — $(tail -1 "$work/check")"
