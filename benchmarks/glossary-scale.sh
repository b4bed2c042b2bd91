#!/usr/bin/env bash
# Benchmark: how `lingo check` and the first prompt of `lingo play` scale with a course's glossary. Builds
# the bundled Italian course with 5,000 / 10,000 / 20,000 / 40,000 extra glossary entries (or the sizes
# given) and prints the wall time and peak memory of each (release build), best of RUNS (default 3).
# A cost that grows with the square of the glossary shows as a time that quadruples when the size doubles.
# usage: benchmarks/glossary-scale.sh [ENTRIES...]   (RUNS=… to change the runs)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(5000 10000 20000 40000)
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product lingo >/dev/null
bin=$(swift build -c release --show-bin-path)/lingo
. benchmarks/lib/scratch-home.sh

best() { # best wall time and its peak memory of RUNS runs of the command given
  local best_time="" best_memory=""
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 </dev/null || true
    read -r elapsed memory < <(tail -n 1 "$work/time")
    if [ -z "$best_time" ] || awk "BEGIN{exit !($elapsed < $best_time)}"; then
      best_time=$elapsed best_memory=$memory
    fi
  done
  echo "$best_time s, $((best_memory / 1024)) MiB"
}

printf '%-9s  %-22s  %-22s\n' entries "lingo check" "lingo play to a prompt"
for size in "${sizes[@]}"; do
  python3 benchmarks/lib/glossary-course.py "$size" "$work/course.json"
  check=$(best "$bin" check "$work/course.json")
  play=$(best "$bin" play "$work/course.json" --lesson 1.1 --ephemeral --seed 1)
  printf '%-9s  %-22s  %-22s\n' "$size" "$check" "$play"
done
