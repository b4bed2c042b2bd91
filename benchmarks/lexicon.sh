#!/usr/bin/env bash
# Benchmark: what the Hunspell lexicon costs, with a release build. Prints the time of
# `lingo check --solve` on the bundled courses with the installed dictionaries and with none
# (LINGO_DICTIONARY_PATH empty), and of the sample lesson played right (no near miss: no dictionary
# opened) and with one typo (the English dictionary opened to tell it from a word).
# usage: benchmarks/lexicon.sh   (needs hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lingo >/dev/null
bin=$(swift build -c release --show-bin-path)/lingo
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. benchmarks/lib/scratch-home.sh
printf 'coffee\nA coffee with milk please\ncafé=coffee, té=tea, agua=water, pan=bread, leche=milk\nquiero\napple\nI want a coffee, please\nI like coffee\n' >"$work/right.txt"
sed 's/^I like coffee$/I like cofee/' "$work/right.txt" >"$work/typo.txt"
play="$bin play --lesson 2.4 --now 2026-11-26T18:00:00Z --seed 1 --ephemeral"
courses="courses/spanish.json courses/french.json courses/italian.json"
hyperfine --warmup 2 --runs 20 --style basic --ignore-failure \
  -n "check --solve, dictionaries" "$bin check --solve $courses" \
  -n "check --solve, none" "env LINGO_DICTIONARY_PATH= $bin check --solve $courses" \
  -n "play 2.4, all right" "sh -c '$play < $work/right.txt'" \
  -n "play 2.4, one typo" "sh -c '$play < $work/typo.txt'"
