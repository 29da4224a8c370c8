/* SPDX-License-Identifier: BSD-3-Clause */
/* winport/jit.h: is the compiler a JIT finds at run time the one its preamble came from?
 *
 * A preamble made by winport_add_preamble() is the build compiler's preprocessed standard
 * library; another compiler (another g++ release, another MSVC toolset) rejects it with pages of
 * errors. winport_add_preamble() records the build compiler as `<name>_compiler()`; an engine asks
 * its run-time compiler for its version and compares the two here before it compiles. */
#ifndef WINPORT_JIT_H
#define WINPORT_JIT_H

#include <stddef.h>

#include "winport/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* built_with: "<CMake compiler id> <version>" as recorded ("GNU 12.2.0", "MSVC 19.44.35207.1").
 * run_id: the compiler id of what the JIT runs ("GNU" for g++, "MSVC" for cl.exe).
 * run_version: what that compiler printed when asked (`g++ -dumpfullversion`: "13.3.0"; cl.exe's
 * banner: "... Compiler Version 19.44.35207.1 for x64"); the first dotted number is taken.
 * Returns 1 when the ids are equal and the versions agree in their first three numbers (as many
 * as both give, at least two), 0 when they differ, -1 when a version cannot be read.
 * If message is not NULL it receives one line naming both compilers (truncated to
 * message_size, always NUL-terminated). */
WINPORT_EXPORT int winport_jit_compiler_matches(const char *built_with, const char *run_id,
                                                const char *run_version, char *message,
                                                size_t message_size);

#ifdef __cplusplus
}
#endif

#endif
