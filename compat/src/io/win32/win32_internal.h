/* SPDX-License-Identifier: BSD-3-Clause */
/* win32_internal.h: what the Windows part of winport/io.h shares between its files. */
#ifndef WINPORT_IO_WIN32_INTERNAL_H
#define WINPORT_IO_WIN32_INTERNAL_H

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

#include <stdint.h>

/* One open file behind a winport descriptor. The descriptor table holds one reference and every
 * call in flight holds one, so winport_close can free the descriptor at once while a pread in
 * another thread still uses the handle: the handle is closed when the last reference goes. */
struct winport_win32_file {
    HANDLE handle;         /* opened with FILE_FLAG_OVERLAPPED; owned by this struct */
    volatile LONG references;
    int flags;             /* the WINPORT_O_* flags it was opened with */
    int is_directory;
    SRWLOCK position_lock; /* orders read, write and lseek, which share position */
    int64_t position;      /* the descriptor's position: an overlapped handle keeps none */
};

/* Stores file (holding its first reference) under the lowest free descriptor; -1 with errno
 * EMFILE or ENOMEM when that fails (the caller still owns file then). */
int winport_win32_install_file(struct winport_win32_file *file);
/* The file behind fd with a reference taken, or NULL with errno EBADF. */
struct winport_win32_file *winport_win32_acquire_file(int fd);
/* Drops a reference; the last one closes the handle and frees the struct. */
void winport_win32_release_file(struct winport_win32_file *file);
/* Frees descriptor fd and drops the table's reference; -1 with errno EBADF if fd is not open. */
int winport_win32_uninstall_file(int fd);

/* path (UTF-8) as a NUL-terminated UTF-16 path CreateFileW accepts whatever its length: '/' made
 * '\', resolved against the current directory, and given the \\?\ (or \\?\UNC\) prefix once it
 * reaches the legacy limit; device names (NUL, CON, COM1) kept as written. malloc'd (free it); NULL
 * with errno EINVAL for invalid UTF-8, ENAMETOOLONG past WINPORT_PATH_MAX_UNITS (prefix included)
 * or a component past 255 units, checked before any Win32 call; ENOENT or ENOTDIR where a . or ..
 * component or a trailing separator follows something that is not a directory (as POSIX looks
 * paths up); ENOMEM; or the mapped error of GetFullPathNameW. */
wchar_t *winport_win32_path_from_utf8(const char *path);
/* The same without looking at the disk for . and .. components: the text alone (for tests). */
wchar_t *winport_win32_lexical_path_from_utf8(const char *path);

/* Sets errno for a failed call on path (UTF-8) from its Win32 error, as POSIX would: a "not found"
 * where a component on the way is a file is ENOTDIR. Returns -1. */
int winport_win32_fail_path(DWORD win32_error, const char *path);

/* Sets errno from a Win32 error code through the one table; returns -1. */
int winport_win32_fail(DWORD win32_error);

#endif /* WINPORT_IO_WIN32_INTERNAL_H */
