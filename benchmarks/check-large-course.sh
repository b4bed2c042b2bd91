#!/usr/bin/env bash
# Benchmark: builds a large course deterministically (default 100,000 exercises) and prints the time
# and peak memory of `lingo check` and `lingo check --solve` on it, with a release build.
# usage: benchmarks/check-large-course.sh [EXERCISES]
set -euo pipefail
cd "$(dirname "$0")/.."
exercises=${1:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product lingo >/dev/null
bin=$(swift build -c release --show-bin-path)/lingo

python3 - "$exercises" "$work/large.json" <<'PY'
import json, sys
total, path = int(sys.argv[1]), sys.argv[2]
per_node, nodes_per_unit = 50, 10
kinds = [
    lambda i: {"kind": "selectImage", "prompt": f"el gato {i}", "answer": "cat",
               "choices": [{"name": "cat", "emoji": "🐱"}, {"name": "dog", "emoji": "🐶"},
                           {"name": "bird", "emoji": "🐦"}]},
    lambda i: {"kind": "translate", "prompt": f"Quiero un café {i}.", "answer": f"I want a coffee {i}",
               "bank": ["I", "want", "a", "coffee", str(i), "tea", "the"]},
    lambda i: {"kind": "match", "pairs": [["uno", "one"], ["dos", "two"], ["tres", "three"], [f"n{i}", f"m{i}"]]},
    lambda i: {"kind": "complete", "prompt": f"Yo ___ {i} cafés.", "answer": "quiero",
               "choices": ["quiero", "quieres", "quiere"], "translation": f"I want {i} coffees."},
]
units, made = [], 0
while made < total:
    u = len(units)
    nodes = []
    for n in range(nodes_per_unit):
        count = min(per_node, total - made)
        if count <= 0:
            break
        last = n == nodes_per_unit - 1 or made + count >= total
        nodes.append({"id": f"u{u}-n{n}", "kind": "checkpoint" if last else "lesson", "title": f"Node {n}",
                      "teaches": [f"w{u}-{n}"], "exercises": [kinds[(made + k) % 4](made + k) for k in range(count)]})
        made += count
    units.append({"id": f"u{u}", "number": u + 1, "title": f"Unit {u + 1}", "nodes": nodes})
course = {"format": 1, "id": "large", "title": "Large", "language": {"code": "es", "name": "Spanish", "flag": "🇪🇸"},
          "fromLanguage": {"code": "en", "name": "English", "flag": "🇺🇸"}, "units": units}
with open(path, "w") as f:
    json.dump(course, f, ensure_ascii=False, indent=1)
PY

size=$(du -h "$work/large.json" | cut -f1)
echo "course: $exercises exercises, $size"
for args in "check" "check --solve"; do
  /usr/bin/time -f "%e s wall, %M KiB peak" -o "$work/time" "$bin" $args "$work/large.json" >"$work/out" || true
  echo "lingo $args: $(cat "$work/time") — $(tail -1 "$work/out")"
done
