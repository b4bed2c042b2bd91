#ifndef LINGO_CAUXV_SHIM_H
#define LINGO_CAUXV_SHIM_H
// The auxiliary vector the kernel gives a process (where its program headers are) and the ELF types.
#include <elf.h>
#include <sys/auxv.h>
#endif
