/* SPDX-License-Identifier: BSD-3-Clause */
/* kept_lines.h: the lines of one source file that survive a translation unit's preprocessing.
 *
 * The gate's proving build (the MSVC-ABI lane) settles a scan prediction at file:line by asking
 * whether that line was compiled for Windows at all: the translation unit is preprocessed again
 * with its own compile command (clang-cl /E) and the output's line markers ("#line N "file"", or
 * GCC's "# N "file"") say which lines of the file it kept. A line inside a branch the
 * preprocessor dropped (#ifdef of another platform or option) is not in the output, or only as
 * a blank line (what a preprocessor writes for a short skipped branch): blank lines never count. */
#ifndef WINPORT_GATE_KEPT_LINES_H
#define WINPORT_GATE_KEPT_LINES_H

#include <stddef.h>

typedef void (*wg_kept_line_fn)(long first, long last, void *context);

/* Calls emit(first, last) for each run of consecutive non-blank lines of <file> present in the
 * preprocessed <text>, in output order (a file included twice gives its runs twice). Paths are
 * compared after lexical normalisation (slashes, "." and ".."). Returns 0, or -1 when <file> is
 * too long a path. */
int wg_kept_lines(const char *text, size_t length, const char *file, wg_kept_line_fn emit, void *context);

#endif
