#!/usr/bin/env bash
# Benchmark: large courses, side by side with the tools a user would otherwise use (release build).
#   1. `lingo import` of a generated 20,000-note Anki package against Anki's own import of the same package
#      (Anki 26.9.3's Python library into a new collection: the time of the import call, and of the whole
#      process, Python's start included), the two taking turns, 5 × RUNS runs each, by the median and at best;
#   2. `lingo check` on courses whose glossary has 10,000, 40,000 and 160,000 entries (the bundled Italian
#      course with entries added), with the ratio between consecutive sizes (4 when a size four times larger
#      costs four times as much), the CPU time of a cold check (no spelling verdicts kept, so the
#      dictionaries are read), and the CPU time of a warm check (the verdicts of the run before) against
#      `jq empty` on the same file, the two taking turns;
#   3. the first prompt of `lingo play` on the 20,000-note imported course against the bundled Spanish
#      course: the first play (which reads, checks and compiles the course), and the next ones, the two
#      courses taking turns, 10 × RUNS runs each, by the median and at best.
# Each timed figure is the best of RUNS runs (default 3), its CPU time read from the process's resource use
# to the millisecond (benchmarks/lib/cputime.py). A warm check and jq take turns, 10 × RUNS runs each (the
# imported course's 20 × RUNS), by the median and at best: a busy machine moves a best of 3 a lot, and a
# check of tens of milliseconds a median of a few runs too.
# usage: benchmarks/scale-against-anki.sh   (RUNS=… to change the runs, NOTES=… the package's size)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
notes=${NOTES:-20000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for tool in jq; do
  command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install $tool)" >&2; exit 1; }
done
. benchmarks/lib/anki-venv.sh
swift build -c release --product lingo >/dev/null
bin=$(swift build -c release --show-bin-path)/lingo
. benchmarks/lib/scratch-home.sh

# best CMD...: the best wall and CPU (user + system) seconds of RUNS runs, as "WALL CPU"; $before_each runs
# before each one.
best() {
  local best_wall="" best_cpu=""
  for _ in $(seq "$runs"); do
    ${before_each:-true}
    read -r wall cpu < <(python3 benchmarks/lib/cputime.py once "$@")
    if [ -z "$best_wall" ] || awk "BEGIN{exit !($wall < $best_wall)}"; then best_wall=$wall; fi
    if [ -z "$best_cpu" ] || awk "BEGIN{exit !($cpu < $best_cpu)}"; then best_cpu=$cpu; fi
  done
  echo "$best_wall $best_cpu"
}
ratio() { awk "BEGIN{printf \"%.2f\", ($2 > 0 ? $1 / $2 : 0)}"; }

echo "== 1. import of a $notes-note Anki package"
"$venv/bin/python3" Tests/ImportTests/make_deck.py "$work/big.apkg" latest "$notes" >/dev/null
cat >"$work/anki_import.py" <<'PY'
import os, sys, tempfile, time
from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest
folder = tempfile.mkdtemp()
collection = Collection(os.path.join(folder, "collection.anki2"))
start = time.perf_counter()
collection.import_anki_package(ImportAnkiPackageRequest(
    package_path=sys.argv[1], options=ImportAnkiPackageOptions(with_scheduling=True)))
with open(sys.argv[2], "w") as out:
    out.write(f"{time.perf_counter() - start:.3f}\n")
PY
# Anki's import and lingo's take turns, 5 × RUNS times each: two batches of a best of 3 meet different
# loads on a busy machine. Each line: Anki's call, Anki's whole process, lingo's whole process (wall).
: >"$work/import-times"
for _ in $(seq $((5 * runs))); do
  read -r anki_wall _ < <(python3 benchmarks/lib/cputime.py once \
    "$venv/bin/python3" "$work/anki_import.py" "$work/big.apkg" "$work/anki-call")
  read -r lingo_wall _ < <(python3 benchmarks/lib/cputime.py once \
    "$bin" import "$work/big.apkg" --out "$work/big.json" --language es --from en)
  echo "$(cat "$work/anki-call") $anki_wall $lingo_wall" >>"$work/import-times"
done
"$bin" import "$work/big.apkg" --out "$work/big.json" --language es --from en >/dev/null 2>&1
python3 - "$work/import-times" <<'PY'
import statistics, sys
call, process, lingo = zip(*(map(float, line.split()) for line in open(sys.argv[1])))
for name, times in (("Anki's import (the call)", call), ("Anki's import (the process)", process),
                    ("lingo import (the process)", lingo)):
    print(f"{name:<30} median {statistics.median(times):6.3f} s  best {min(times):6.3f} s")
for name, pick in (("median", statistics.median), ("best", min)):
    print(f"ratio lingo / Anki by the {name}: {pick(lingo) / pick(process):.2f} of the process, "
          f"{pick(lingo) / pick(call):.2f} of the call (target <= 3)")
PY
echo "course: $(du -h "$work/big.json" | cut -f1)"

echo
echo "== 2. lingo check by glossary size (cold: no spelling verdicts kept; warm: kept by the run before)"
forget() { rm -rf "$XDG_CACHE_HOME/lingo/spelling"; }
turns=$((runs * 10))
# The warm check's CPU against jq's is timed in turns, one run of each after the other: two batches of a
# best of 3 meet different loads on a busy machine, and their ratio moves with them.
printf '%-9s %8s %8s %9s %9s %8s %11s %9s\n' entries "check s" ratio "cold cpu" "warm cpu" "jq cpu" \
  "cpu/jq med" "cpu/jq min"
previous=""
for size in 10000 40000 160000; do
  python3 benchmarks/lib/glossary-course.py "$size" "$work/glossary.json"
  read -r _ cold < <(before_each=forget best "$bin" check "$work/glossary.json")
  read -r wall _ < <(best "$bin" check "$work/glossary.json")
  read -r cpu jq_cpu median_ratio _ _ best_ratio < <(
    python3 benchmarks/lib/cputime.py turns "$turns" "$bin" check "$work/glossary.json" -- jq empty "$work/glossary.json")
  step=$([ -n "$previous" ] && ratio "$wall" "$previous" || echo "-")
  printf '%-9s %8s %8s %9s %9s %8s %11s %9s\n' "$size" "$wall" "$step" "$cold" "$cpu" "$jq_cpu" \
    "$median_ratio" "$best_ratio"
  previous=$wall
done
echo "(check s: wall, best of $runs; cold: CPU, best of $runs; warm, jq and cpu/jq: CPU of $turns runs of each"
echo " taking turns, by the median, and the ratio of the two bests; target: cpu/jq <= 0.5)"
read -r _ cold < <(before_each=forget best "$bin" check "$work/big.json")
read -r wall _ < <(best "$bin" check "$work/big.json")
# The imported course's check, the longest, is timed twice as many times: its median moves less.
read -r lingo_median jq_median median_ratio lingo_best jq_best best_ratio < <(
  python3 benchmarks/lib/cputime.py turns $((2 * turns)) "$bin" check "$work/big.json" -- jq empty "$work/big.json")
echo "the imported course: check ${wall} s wall, CPU ${cold} s cold; in turns, $((2 * turns)) runs each: check" \
  "${lingo_median} s, jq ${jq_median} s CPU by the median (cpu/jq $median_ratio); ${lingo_best} s, ${jq_best} s" \
  "at best ($best_ratio)"

echo
echo "== 3. lingo play to its first prompt"
rm -rf "$XDG_CACHE_HOME"
/usr/bin/time -f "%e" -o "$work/first" "$bin" play "$work/big.json" --ephemeral --plain </dev/null >/dev/null 2>&1 || true
first=$(tail -n 1 "$work/first")
# The course file is compiled once it has settled: played again after a pause, it is kept.
sleep 1
# The two courses take turns, as the checks do: hyperfine would time all of one course's runs, then all
# of the other's, and a load that came and went in between would land on one course only.
for _ in 1 2 3; do
  "$bin" play --ephemeral --plain </dev/null >/dev/null 2>&1 || true
  "$bin" play "$work/big.json" --ephemeral --plain </dev/null >/dev/null 2>&1 || true
done
read -r imported bundled median_ratio imported_best bundled_best best_ratio < <(
  python3 benchmarks/lib/cputime.py wall-turns "$turns" "$bin" play "$work/big.json" --ephemeral --plain -- \
    "$bin" play --ephemeral --plain)
ms() { awk "BEGIN{printf \"%.1f\", $1 * 1000}"; }
echo "first play of the imported course (read, checked, compiled): $(ms "$first") ms"
printf '%-24s median %6s ms  best %6s ms\n' "bundled Spanish" "$(ms "$bundled")" "$(ms "$bundled_best")" \
  "imported, $notes notes" "$(ms "$imported")" "$(ms "$imported_best")"
echo "ratio imported / bundled: median $median_ratio, best $best_ratio (wall, $turns runs each taking turns;" \
  "target <= 1.5)"
