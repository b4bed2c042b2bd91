"""Times commands by the rusage of the child process, to the microsecond (GNU time prints hundredths).

  cputime.py once CMD...          prints "WALL CPU" in seconds for one run of CMD (CPU: user + system)
  cputime.py turns N A -- B       runs the shell commands A and B in turns, N times each, and prints the
                                  median and the best CPU seconds of each and their ratios A / B
  cputime.py wall-turns N A -- B  the same for the wall seconds: for a latency, such as the time to a
                                  first prompt, where two batches of runs would each meet their own load
"""
import os
import shlex
import statistics
import subprocess
import sys
import time


def once(argv):
    """Wall and CPU seconds of one run of argv, its output discarded."""
    start = time.perf_counter()
    with open(os.devnull, "wb") as null, open(os.devnull, "rb") as empty:
        process = subprocess.Popen(argv, stdout=null, stderr=null, stdin=empty)
        _, _, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def turns(runs, commands, figure):
    """Runs the two commands in turns and prints the median and best of `figure` (0: wall, 1: CPU) of
    each, and their ratios."""
    a, b = (shlex.split(part) for part in " ".join(commands).split(" -- "))
    times = {"a": [], "b": []}
    for _ in range(runs):
        times["a"].append(once(a)[figure])
        times["b"].append(once(b)[figure])
    ma, mb = statistics.median(times["a"]), statistics.median(times["b"])
    ba, bb = min(times["a"]), min(times["b"])
    print(f"{ma:.4f} {mb:.4f} {ma / mb:.2f} {ba:.4f} {bb:.4f} {ba / bb:.2f}")


def main():
    mode = sys.argv[1]
    if mode == "once":
        wall, cpu = once(sys.argv[2:])
        print(f"{wall:.3f} {cpu:.3f}")
    elif mode in ("turns", "wall-turns"):
        turns(int(sys.argv[2]), sys.argv[3:], 1 if mode == "turns" else 0)
    else:
        sys.exit(__doc__)


main()
