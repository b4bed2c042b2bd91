// lingo's memory comes from mimalloc (linked in place of the C library's malloc), in huge pages where the
// kernel gives them: a course's check or import touches tens of megabytes of fresh memory, and a fault on
// each 4 KiB page of it cost more CPU time than the rest of the allocator's work (docs/benchmarks.md).
//
// mimalloc reads its options once, when it starts, before `main` and before any shared library's
// constructor has run, so the option is set from the executable's pre-initialisation array, the one code
// the dynamic loader runs before them. Setting an option allocates nothing.
#include <mimalloc.h>

static void lingo_allocator_options(void) {
  mi_option_set_enabled(mi_option_large_os_pages, true);
  // A thread's first segment too: most of a check's memory is the main thread's first tens of megabytes.
  mi_option_set(mi_option_eager_commit_delay, 0);
}

__attribute__((section(".preinit_array"), used)) static void (*const lingo_allocator_preinit)(void) =
    lingo_allocator_options;
