#ifndef LINGO_CCRYPTO_SHIM_H
#define LINGO_CCRYPTO_SHIM_H
// SHA-256's own functions, not EVP's: linked statically, EVP brings OpenSSL's providers, 4 MB of code whose
// 16,600 addresses the loader relocated at every start of lingo, for one hash. OpenSSL 3 marks these
// functions deprecated, and keeps them.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>
#endif
