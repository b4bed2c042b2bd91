#ifndef LINGO_CZIP_SHIM_H
#define LINGO_CZIP_SHIM_H
#include <zip.h>
#endif
