#!/usr/bin/env bash
# Benchmark: builds large courses deterministically (default 100,000 and 1,000,000 exercises) and prints,
# for each, the wall time, CPU time and peak memory of `lingo check` and `lingo check --solve` (release
# build) beside `jq empty` and check-jsonschema with courses/course.schema.json on the same file, and the
# ratios the targets are stated in. jq, check and --solve take turns, RUNS times (default 5); each
# one's best run is shown.
# check-jsonschema is slow (minutes at 1,000,000 exercises): it runs once, and only on courses of at most
# SCHEMA_MAX exercises (default 100,000); above that its time is extrapolated linearly from the largest
# size it ran on, and the output says so.
# usage: benchmarks/check-large-course.sh [EXERCISES...]   (RUNS=… SCHEMA_MAX=… to change the above)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100000 1000000)
runs=${RUNS:-5}
schema_max=${SCHEMA_MAX:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product lingo >/dev/null
bin=$(swift build -c release --show-bin-path)/lingo
command -v jq >/dev/null || { echo "jq is not installed (apt-get install jq)" >&2; exit 1; }
venv=.build/schema-venv
if ! "$venv/bin/check-jsonschema" --version >/dev/null 2>&1; then
  python3 -m venv "$venv"
  "$venv/bin/python3" -m pip install --quiet check-jsonschema
fi
. benchmarks/lib/scratch-home.sh

# The course: units of 10 nodes of 50 exercises, the four kinds in turn; every exercise is valid.
generate() {
  python3 - "$1" "$2" <<'PY'
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
}

# measure NAME COMMAND...: one run, its wall time, CPU time and peak memory appended to $work/times as
# "NAME wall cpu peakKiB"; its output is kept in $work/out-NAME.
measure() {
  local name=$1
  shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/out-$name" 2>&1 || true
  read -r wall user sys peak <<<"$(tail -1 "$work/time")"
  echo "$name $wall $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }') $peak" >>"$work/times"
}

# best NAME: the run of NAME with the least wall time, appended to $work/results.
best() {
  awk -v n="$1" '$1 == n && (best == "" || $2 < wall) { best = $0; wall = $2 } END { print best }' \
    "$work/times" >>"$work/results"
}

schema_rate=""
schema_rate_size=""
for exercises in "${sizes[@]}"; do
  file="$work/large-$exercises.json"
  generate "$exercises" "$file"
  bytes=$(stat -c %s "$file")
  : >"$work/results"
  : >"$work/times"
  # One check first, untimed, so that every timed one finds the spelling verdicts kept, as an author's
  # next check does (the scratch home starts without them).
  "$bin" check "$file" >/dev/null 2>&1 || true
  # The three commands take turns, so that a slower spell of a shared machine falls on all of them.
  for ((run = 0; run < runs; run++)); do
    measure jq jq empty "$file"
    measure check "$bin" check "$file"
    measure solve "$bin" check --solve "$file"
  done
  for name in jq check solve; do best "$name"; done
  summary=$(tail -1 "$work/out-check")
  solve_summary=$(tail -1 "$work/out-solve")
  schema_note="measured once"
  if [ "$exercises" -le "$schema_max" ]; then
    measure schema "$venv/bin/check-jsonschema" --schemafile courses/course.schema.json "$file"
    best schema
    schema_rate=$(awk -v n="$exercises" '$1 == "schema" { print $2 / n }' "$work/results")
    schema_rate_size=$exercises
  elif [ -n "$schema_rate" ]; then
    schema_note="NOT run; extrapolated linearly from $schema_rate_size exercises"
    awk -v n="$exercises" -v r="$schema_rate" 'BEGIN { printf "schema %.1f - -\n", n * r }' >>"$work/results"
  else
    schema_note="NOT run (SCHEMA_MAX=$schema_max) and nothing to extrapolate from"
  fi
  echo
  echo "course: $exercises exercises, $bytes bytes ($(awk -v b="$bytes" 'BEGIN { printf "%.1f MB", b / 1e6 }'))"
  echo "  lingo check: $summary; lingo check --solve: $solve_summary"
  awk -v bytes="$bytes" -v note="$schema_note" -v runs="$runs" '
    { wall[$1] = $2; cpu[$1] = $3; peak[$1] = $4 }
    END {
      names["jq"] = "jq empty"; names["check"] = "lingo check"; names["solve"] = "lingo check --solve"
      names["schema"] = "check-jsonschema"
      printf "  %-22s %10s %10s %14s\n", "command", "wall s", "cpu s", "peak MiB"
      split("jq check solve schema", order, " ")
      for (i = 1; i <= 4; i++) {
        k = order[i]
        if (!(k in wall)) continue
        mem = peak[k] == "-" ? "-" : sprintf("%.1f", peak[k] / 1024)
        printf "  %-22s %10s %10s %14s\n", names[k], wall[k], cpu[k], mem
      }
      printf "  (jq, check and --solve in turn, %d times: the best run of each; check-jsonschema: %s)\n", runs, note
      printf "  lingo check / jq empty, wall:            %.2f  (target <= 0.5)\n", wall["check"] / wall["jq"]
      printf "  lingo check / jq empty, cpu:             %.2f\n", cpu["check"] / cpu["jq"]
      if ("schema" in wall)
        printf "  check-jsonschema / lingo check, wall:    %.1f  (target >= 50)\n", wall["schema"] / wall["check"]
      printf "  lingo check peak memory / file size:     %.2f  (target <= 2)\n", peak["check"] * 1024 / bytes
      printf "  lingo check --solve / lingo check, wall: %.2f  (target <= 2)\n", wall["solve"] / wall["check"]
    }' "$work/results"
  rm -f "$file"
done
