#ifndef LINGO_CZIP_SHIM_H
#define LINGO_CZIP_SHIM_H
#include <minizip/unzip.h>
#include <minizip/zip.h>
#endif
