/* SPDX-License-Identifier: BSD-3-Clause */
/* winport-preamble internals: a growable byte buffer, process spawning with captured output,
 * the C++ source writer, and whole-file I/O with write-if-changed. Paths and arguments are
 * UTF-8 everywhere; the Windows implementations convert to UTF-16 at the system boundary. */
#ifndef WINPORT_PREAMBLE_H
#define WINPORT_PREAMBLE_H

#include <stddef.h>

typedef struct preamble_buffer {
  unsigned char *data;
  size_t size;
  size_t capacity;
} preamble_buffer;

/* Each returns 0 on success and -1 when memory runs out. */
int preamble_buffer_append(preamble_buffer *buffer, const void *bytes, size_t count);
int preamble_buffer_append_text(preamble_buffer *buffer, const char *text);
int preamble_buffer_printf(preamble_buffer *buffer, const char *format, ...);
void preamble_buffer_free(preamble_buffer *buffer);
/* Makes room for `count` more bytes without changing the size. */
int preamble_buffer_reserve(preamble_buffer *buffer, size_t count);

/* Runs argv[0] (searched on PATH) with the argument vector argv (NULL-terminated), no shell
 * involved, stdin empty. Collects everything the program writes to stdout and stderr, however
 * much, reading both concurrently so neither pipe can fill up and stall the child.
 * Returns 0 when the program ran (its status in *exit_code: the exit code, or 128 + signal
 * number when a signal ended it), -1 when it could not be started (reason in `why`). */
int preamble_run(const char *const *argv, preamble_buffer *out, preamble_buffer *err,
                 int *exit_code, char *why, size_t why_size);

/* Reads a whole file. Returns 0, or -1 with errno set. */
int preamble_read_file(const char *path, preamble_buffer *content);

/* Replaces `path` with `content` through a temporary file in the same folder and a rename, so
 * readers never see a half-written file. When the file already holds exactly `content` it is
 * left untouched (its timestamp too), so nothing downstream rebuilds. Sets *changed.
 * Returns 0, or -1 with errno set (and no temporary file left behind). */
int preamble_write_if_changed(const char *path, const preamble_buffer *content, int *changed);

/* Removes a file if it exists (errors ignored). */
void preamble_remove_file(const char *path);

/* One named byte sequence for the writer. */
typedef struct preamble_blob {
  const char *function; /* C++ function returning it, possibly qualified: "a::b::name" */
  const char *compiler_id; /* if not NULL, also `const char* <function>_compiler()` returns it */
  const unsigned char *data;
  size_t size;
} preamble_blob;

/* Limits of the MSVC compiler that every literal in the generated source respects:
 * a single string-literal piece may hold at most 16,380 characters (error C2026), and a literal
 * concatenated from adjacent pieces at most 65,535 bytes including its terminator (C1091).
 * The writer stays below both with margin. */
#define PREAMBLE_MSVC_PIECE_LIMIT 16380u
#define PREAMBLE_MSVC_LITERAL_LIMIT 65535u

/* Appends to `cpp` a C++ source defining, for each blob, `const char* <function>()` returning
 * the blob's exact bytes (NUL-terminated) and `std::size_t <function>_size()`. `source_note`
 * names where the bytes came from (a comment; any byte that could end it, a newline in a file
 * name, is escaped), `prelude` lines are written verbatim at the top.
 * Returns 0, or -1 when memory runs out. Deterministic: the same input gives the same bytes. */
int preamble_write_cpp(preamble_buffer *cpp, const char *source_note,
                       const char *const *prelude, size_t prelude_count,
                       const preamble_blob *blobs, size_t blob_count);

/* Returns nonzero when `name` can name the generated function: C++ identifiers joined by `::`,
 * none a keyword or reserved (`__`, `_X`), and not a global `main`. */
int preamble_is_function_name(const char *name);
/* Returns nonzero when `text` can go into a string literal as is: printable ASCII, no `"`, no
 * backslash (a compiler identity such as "GNU 13.3.0" or "MSVC 19.44.35207.1"). */
int preamble_is_plain_text(const char *text);
/* Returns nonzero when two function names would define the same function (equal, or one is the
 * other's `<name>_size`). */
int preamble_function_names_clash(const char *first, const char *second);

#endif
