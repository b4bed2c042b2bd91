#ifndef LINGO_CSQLITE_SHIM_H
#define LINGO_CSQLITE_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro Swift cannot import: bind text as a copy through these. */
static inline int lingo_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
  return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}
#endif
