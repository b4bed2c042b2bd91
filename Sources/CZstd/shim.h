#ifndef LINGO_CZSTD_SHIM_H
#define LINGO_CZSTD_SHIM_H
#include <zstd.h>
#endif
