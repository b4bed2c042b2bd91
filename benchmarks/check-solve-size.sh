#!/usr/bin/env bash
# Benchmark: `lingo check --solve` on one exercise as it grows: a match of N pairs and a translation
# with a bank of N tiles, each in a course of its own. Prints the time and peak memory of each run
# with a release build, so solving can be seen to grow linearly (double N, double the time).
# usage: benchmarks/check-solve-size.sh [PAIRS...] [-- TILES...]   (defaults: 1250 2500 5000 -- 5000 10000 20000)
# A run is stopped after $LIMIT seconds (default 300).
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=()
tiles=()
target=pairs
for arg in "$@"; do
  if [ "$arg" = -- ]; then target=tiles; elif [ $target = pairs ]; then pairs+=("$arg"); else tiles+=("$arg"); fi
done
[ ${#pairs[@]} -gt 0 ] || [ $# -gt 0 ] || pairs=(1250 2500 5000)
[ ${#tiles[@]} -gt 0 ] || [ $# -gt 0 ] || tiles=(5000 10000 20000)
limit=${LIMIT:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product lingo >/dev/null
bin=$(swift build -c release --show-bin-path)/lingo
. benchmarks/lib/scratch-home.sh

# make KIND N FILE: a course whose one lesson holds one exercise of size N.
make() {
  python3 - "$1" "$2" "$3" <<'PY'
import json, sys
kind, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if kind == "match":
    exercise = {"kind": "match", "pairs": [[f"izq{i}", f"der{i}"] for i in range(n)]}
else:
    words = [f"w{i}" for i in range(n)]
    exercise = {"kind": "translate", "prompt": "p", "answer": " ".join(words), "bank": words}
course = {"format": 1, "id": "big", "title": "Big", "language": {"code": "es", "name": "Spanish", "flag": "🇪🇸"},
          "fromLanguage": {"code": "en", "name": "English", "flag": "🇺🇸"},
          "units": [{"id": "u1", "number": 1, "title": "Unit 1", "nodes": [
              {"id": "n1", "kind": "checkpoint", "title": "Node", "exercises": [exercise]}]}]}
with open(path, "w") as f:
    json.dump(course, f)
PY
}

run() {
  local kind=$1 n=$2 file="$work/$1-$2.json"
  make "$kind" "$n" "$file"
  status=0
  /usr/bin/time -f "%e s wall, %M KiB peak" -o "$work/time" timeout "$limit" "$bin" check --solve "$file" \
    >"$work/out" 2>&1 || status=$?
  if [ $status = 124 ]; then
    echo "$kind $n: stopped after $limit s"
  else
    echo "$kind $n: $(tail -1 "$work/time") — $(tail -1 "$work/out")"
  fi
}

for n in "${pairs[@]}"; do run match "$n"; done
for n in "${tiles[@]}"; do run translate "$n"; done
