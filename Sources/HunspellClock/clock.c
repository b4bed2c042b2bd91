// The clock Hunspell reads to bound its work.
//
// Hunspell stops a search for suggestions, or for the parts of a compound word, once clock() says the
// process has spent 50, 100 or 250 ms of CPU time on it. So its answers depended on the machine, on how
// busy it was and on the process's other threads: two runs on one quiet machine gave different
// suggestions for 37 of 300 misspelled French words.
//
// The linker sends Hunspell's calls to clock() here (`--wrap=clock`, in Package.swift). This clock counts
// the calling thread's calls, each as a fixed step, so a limit is a number of Hunspell's own checks, and
// the same words get the same answers on every machine. Only Hunspell calls clock() in lingo.
// docs/course-rules.md gives the measurements that chose the step.

#include <time.h>

/// What one call counts for, in clock ticks (CLOCKS_PER_SEC is 1,000,000).
enum { lingo_clock_step = 200 };

static _Thread_local clock_t lingo_hunspell_ticks;

clock_t __wrap_clock(void) {
  lingo_hunspell_ticks += lingo_clock_step;
  return lingo_hunspell_ticks;
}
