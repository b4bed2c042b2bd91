#ifndef LINGO_CHUNSPELL_SHIM_H
#define LINGO_CHUNSPELL_SHIM_H
#include <hunspell/hunspell.h>
#endif
