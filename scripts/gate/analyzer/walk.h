/* SPDX-License-Identifier: BSD-3-Clause */
/* walk.h: the scan's view of a source tree on disk: which files it reads, and opening a file
 * without blocking on what is not one.
 *
 * The walk takes every folder of the tree (a folder named `build` is source like any other),
 * except `.git` and the folders it is told to skip (the gate's own output, when it lies inside
 * the tree). File names are matched case-insensitively (a.CPP is C++ on Windows). An entry that
 * cannot be read is reported, not fatal: the rest of the tree is still scanned. */
#ifndef WINPORT_GATE_WALK_H
#define WINPORT_GATE_WALK_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct wg_walk_entry {
    char *path;          /* relative to the root, '/'-separated */
    char *problem;       /* NULL: a file to scan; else why it cannot be (a finding of its own) */
    int excluded;        /* under an --exclude path: counted, not scanned */
} wg_walk_entry;

/* A note on an entry left out on purpose (a FIFO, a device, a folder reached twice). */
typedef void (*wg_walk_note)(void *context, const char *path, const char *note);

/* Lists the files under root whose names the scan reads (wg_scan_kind), sorted by path.
 * `skip`: relative folders not walked at all; `exclude`: relative files or folders whose files
 * are listed with `excluded` set. Unreadable entries (a dangling symlink, a symlink loop, a
 * folder that cannot be opened, a name holding ';' or a control character, which reports
 * cannot carry) are listed with their problem. FIFOs, sockets and devices are left out with a
 * note. Returns 0, or -1 with error set (the root cannot be read, out of memory). */
int wg_walk_tree(const char *root, const char *const *skip, size_t skip_count, const char *const *exclude,
                 size_t exclude_count, wg_walk_entry **entries, size_t *count, wg_walk_note note, void *context,
                 char *error, size_t error_size);
void wg_walk_free(wg_walk_entry *entries, size_t count);

/* Opens a regular file for reading (binary); NULL with the reason in *why otherwise. A FIFO or
 * a device is refused before anything blocks on it (opening a FIFO with no writer waits). */
FILE *wg_open_regular(const char *path, const char **why);

/* 1 when path exists and is neither a regular file nor a folder (a device such as /dev/null or
 * NUL, a FIFO): an output written there goes in place, never removed and renamed over. */
int wg_is_special_file(const char *path);

#ifdef __cplusplus
}
#endif
#endif
