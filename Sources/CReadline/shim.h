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
/* Ctrl-C while a lesson reads: readline leaves SIGINT to lingo, keys come through `function`, and the
   line typed so far is dropped so that readline gives back no line. */
static inline void lingo_rl_set_catch_signals(int on) { rl_catch_signals = on; }
static inline void lingo_rl_set_getc(rl_getc_func_t *function) { rl_getc_function = function; }
static inline void lingo_rl_drop_line(void) { rl_point = 0; rl_end = 0; if (rl_line_buffer) rl_line_buffer[0] = 0; }
#endif
