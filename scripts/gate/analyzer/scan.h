/* SPDX-License-Identifier: BSD-3-Clause */
/* scan.h: the gate's static scan (no compiler): predicts MSVC blockers from source text. */
#ifndef WINPORT_GATE_SCAN_H
#define WINPORT_GATE_SCAN_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* MSBUILD: a Visual Studio project or sheet; MAKEFILE: a makefile, whose name alone the scan reads
 * (which folders another build system compiles: an NMAKE makefile's folder, or a Unix one's) */
enum { WG_SCAN_NONE, WG_SCAN_SOURCE, WG_SCAN_CMAKE, WG_SCAN_MSBUILD, WG_SCAN_MAKEFILE };

/* Called once per finding: id is a scan class of the catalog (SCAN_*). */
typedef void (*wg_scan_sink)(void *context, const char *id, const char *path, long line, const char *message);

/* Which rules apply to a file, from its name. */
int wg_scan_kind(const char *path);
/* Scans one file's text as a tree of one file, reporting only what is counted; `path` is what findings report. Returns 0, or -1 when out of memory. */
int wg_scan_text(const char *path, const char *text, size_t length, wg_scan_sink sink, void *context);

/* Findings of a whole tree, each with its scope: "counted" (on the Windows path: a predicted
 * blocker), "not_on_windows" or "dependency_note", and for those two the reason. */
typedef void (*wg_scan_tree_sink)(void *context, const char *id, const char *path, long line, const char *message,
                                  const char *scope, const char *reason);
/* Scans the files `paths` (relative to root) as one tree: CMake evaluated as a Windows configure
 * with `defines` (NAME=VALUE, the scenario's -D values), the preprocessor as MSVC x64's, #include
 * followed inside the tree. UTF-16/UTF-32 sources are read as text. An entry with a problem
 * (`problems`, NULL or one per path, NULL for none) or that cannot be read is a counted
 * SCAN_UNREADABLE finding at line 0, and the rest is scanned. Returns 0, or -1 with error set
 * (out of memory). */
/* option_sink (may be NULL) gets each option() and cmake_dependent_option() of the evaluated
 * CMake as "NAME=VALUE (where the value came from)": what generic mode assumed. */
typedef void (*wg_scan_option_sink)(void *context, const char *option);
int wg_scan_tree(const char *root, const char *const *paths, const char *const *problems, size_t count,
                 const char *const *defines, size_t define_count, wg_scan_tree_sink sink,
                 wg_scan_option_sink option_sink, void *context, char *error, size_t error_size);

#ifdef __cplusplus
}
#endif
#endif
