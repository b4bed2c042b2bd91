#!/usr/bin/env bash
# Benchmark: replays the same review histories (default 100,000 cards × 10 reviews = 1,000,000 reviews,
# deterministic) through `lingo schedule` (release build) and through py-fsrs 6.3.2
# (Tests/ReviewTests/fsrs_reference.py, the agreement test's reference, installed in .build/fsrs-venv),
# and prints both throughputs in reviews per second and their ratio. Each time is the best of several
# runs with the output discarded; one more run of each is kept and the two outputs are compared byte for byte.
# usage: benchmarks/schedule-throughput.sh [CARDS] [REVIEWS_PER_CARD]   (SCRATCH_PATH=… to build elsewhere)
set -euo pipefail
cd "$(dirname "$0")/.."
cards=${1:-100000}
per=${2:-10}
lingo_runs=5
python_runs=2
scratch=${SCRATCH_PATH:-.build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product lingo --scratch-path "$scratch" >/dev/null
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/lingo

venv=.build/fsrs-venv
if ! "$venv/bin/python3" -c "import importlib.metadata as m; assert m.version('fsrs') == '6.3.2'" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/python3" -m pip install --quiet fsrs==6.3.2
fi
. benchmarks/lib/scratch-home.sh
reference=("$venv/bin/python3" Tests/ReviewTests/fsrs_reference.py)

python3 - "$cards" "$per" >"$work/input.jsonl" <<'PY'
import json, random, sys
from datetime import datetime, timedelta, timezone
cards, per = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(6)
start = datetime(2026, 1, 1, tzinfo=timezone.utc)
zones = [timezone.utc] * 3 + [timezone(timedelta(hours=2)), timezone(timedelta(hours=-5))]
gaps = [30, 60, 600, 3600, 86400 - 1, 86400, 86400 + 1, 3 * 86400, 10 * 86400, 40 * 86400, 200 * 86400]
out = sys.stdout
for card in range(cards):
    moment = start + timedelta(seconds=rng.randrange(90 * 86400))
    zone = rng.choice(zones)
    reviews = []
    for _ in range(per):
        text = moment.astimezone(zone).isoformat().replace("+00:00", "Z")
        reviews.append({"t": text, "rating": rng.choices([1, 2, 3, 4], weights=[10, 10, 65, 15])[0]})
        moment += timedelta(seconds=rng.choice(gaps) + rng.randrange(60))
    out.write(json.dumps({"id": card, "reviews": reviews}) + "\n")
PY
reviews=$((cards * per))
echo "input: $cards cards × $per reviews = $reviews reviews, $(du -h "$work/input.jsonl" | cut -f1)"

# The best wall time in seconds of running "$@" with the input, output discarded, $1 times.
best() {
  local runs=$1 best=""
  shift
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s.%N)
    "$@" <"$work/input.jsonl" >/dev/null
    end=$(date +%s.%N)
    best=$(python3 -c "print(min(float('${best:-inf}'), $end - $start))")
  done
  echo "$best"
}

"$bin" schedule <"$work/input.jsonl" >"$work/lingo.jsonl"
"${reference[@]}" <"$work/input.jsonl" >"$work/py-fsrs.jsonl"
if cmp -s "$work/lingo.jsonl" "$work/py-fsrs.jsonl"; then same="identical"; else same="DIFFERENT"; fi

lingo_time=$(best "$lingo_runs" "$bin" schedule)
python_time=$(best "$python_runs" "${reference[@]}")
python3 - "$reviews" "$lingo_time" "$python_time" "$same" <<'PY'
import sys
reviews, lingo, python, same = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
print(f"lingo schedule: {lingo:.3f} s, {reviews / lingo:,.0f} reviews/s")
print(f"py-fsrs 6.3.2:  {python:.3f} s, {reviews / python:,.0f} reviews/s")
print(f"ratio: {python / lingo:.0f}× (outputs {same})")
PY
