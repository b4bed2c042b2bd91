#!/usr/bin/env bash
# Benchmark: the time from `lingo play --ephemeral` to its first prompt, beside a Foundation hello-world
# built with the same toolchain (swiftc -O), and their ratio (target: at most 1.5). Standard input is
# /dev/null, so lingo shows the first exercise, meets the end of input at the prompt and stops (exit 3);
# the time is that whole run. Runs hyperfine (RUNS runs after 5 warm-ups, default 50; it subtracts the shell's own start-up) and prints the mean and
# minimum wall times and the mean CPU time (user + system) of each, which varies less on a busy machine.
# The release build links the Swift runtime and Foundation into lingo (Package.swift); the hello-world is
# built as swiftc builds by default, against the shared ones. Both sizes are printed.
# usage: benchmarks/startup.sh   (RUNS=… to change the number of runs)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-50}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v hyperfine >/dev/null || { echo "hyperfine is not installed (apt-get install hyperfine)" >&2; exit 1; }

swift build -c release --product lingo >/dev/null
bin=$(swift build -c release --show-bin-path)/lingo
printf 'import Foundation\n\nprint("Hello, world! \\(Date().timeIntervalSince1970 > 0)")\n' >"$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello"

# The learner's store stays in memory (--ephemeral); HOME and friends point at the scratch folder anyway.
. benchmarks/lib/scratch-home.sh
hyperfine --ignore-failure --warmup 5 --runs "$runs" --export-json "$work/times.json" \
  "$work/hello </dev/null" "$bin play --ephemeral </dev/null" >/dev/null

python3 - "$work/times.json" "$(swiftc --version 2>&1 | head -1)" "$work/hello" "$bin" <<'PY'
import json, os, sys
hello, lingo = json.load(open(sys.argv[1]))["results"]
cpu = lambda r: r["user"] + r["system"]
print(f"toolchain: {sys.argv[2]}")
print(f"executables: hello-world {os.path.getsize(sys.argv[3]) // 1024:,} KiB, lingo {os.path.getsize(sys.argv[4]) // 1024:,} KiB")
print(f"{'':28} {'mean ms':>9} {'min ms':>9} {'cpu ms':>9}")
for name, r in (("hello-world (Foundation)", hello), ("lingo play --ephemeral", lingo)):
    print(f"{name:28} {r['mean'] * 1000:9.1f} {r['min'] * 1000:9.1f} {cpu(r) * 1000:9.1f}")
print(f"ratio lingo / hello-world: mean {lingo['mean'] / hello['mean']:.2f}, min {lingo['min'] / hello['min']:.2f}, "
      f"cpu {cpu(lingo) / cpu(hello):.2f}  (target <= 1.5)")
PY
