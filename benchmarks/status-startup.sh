#!/usr/bin/env bash
# How fast `lingo status` starts: a release build against a Foundation hello-world built with the same
# toolchain, both timed by hyperfine; prints each mean and the ratio. Usage: status-startup.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-50}"
command -v hyperfine >/dev/null || { echo "status-startup: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
command -v jq >/dev/null || { echo "status-startup: needs jq (apt-get install jq)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf -- "$work"' EXIT
swift build -c release --product lingo >/dev/null
lingo="$(swift build -c release --product lingo --show-bin-path)/lingo"
cat >"$work/hello.swift" <<'SWIFT'
import Foundation

print("hello, \(ProcessInfo.processInfo.processName)")
SWIFT
swiftc -O "$work/hello.swift" -o "$work/hello"

# A learner with a finished lesson, so status reads a real progress file.
. benchmarks/lib/scratch-home.sh
export TZ=UTC
answers=$'coffee\nA coffee with milk please\ncafé=coffee, té=tea, agua=water, pan=bread, leche=milk\nquiero\napple\nI want a coffee, please\nI like coffee\n'
printf '%s' "$answers" | "$lingo" play --lesson 2.4 --seed 1 >/dev/null
"$lingo" status

# `status` exits 1 when the day is not done, so failures are not errors here (-i).
hyperfine -N -i --warmup 5 --runs "$runs" --export-json "$work/times.json" \
  -n hello "$work/hello" -n version "$lingo --version" -n status "$lingo status" \
  -n "status --format" "$lingo status --format {streak}" >/dev/null 2>&1
# Wall time, and CPU time (user + system), which a busy machine disturbs less.
wall() { jq -r --arg name "$1" '.results[] | select(.command == $name) | .mean * 1000' "$work/times.json"; }
cpu() { jq -r --arg name "$1" '.results[] | select(.command == $name) | (.user + .system) * 1000' "$work/times.json"; }
printf '%-18s %10s %10s\n' "" "wall ms" "cpu ms"
for name in hello version status "status --format"; do
  printf '%-18s %10.2f %10.2f\n' "$name" "$(wall "$name")" "$(cpu "$name")"
done
awk -v s="$(wall status)" -v h="$(wall hello)" -v cs="$(cpu status)" -v ch="$(cpu hello)" \
  'BEGIN { printf "ratio status / hello-world: %.2f wall, %.2f cpu\n", s / h, cs / ch }'
