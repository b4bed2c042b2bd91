#ifndef LINGO_CREADLINE_SHIM_H
#define LINGO_CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Setters for readline's globals, so Swift never touches shared mutable C state directly. */
static inline void lingo_rl_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}
static inline void lingo_rl_completion_over(void) { rl_attempted_completion_over = 1; }
#endif
