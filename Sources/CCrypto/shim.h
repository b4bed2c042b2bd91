#ifndef LINGO_CCRYPTO_SHIM_H
#define LINGO_CCRYPTO_SHIM_H
#include <openssl/evp.h>
#endif
