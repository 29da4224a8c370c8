/* SPDX-License-Identifier: BSD-3-Clause */
/* winport/io.h: POSIX-style file I/O that behaves the same on Windows and POSIX, for loaders that
 * open multi-GiB weight files and pread them from many threads.
 *
 * Every function returns -1 (or NULL) and sets errno on failure, exactly as its POSIX namesake.
 * On POSIX systems each call passes straight through to the system call of the same name (files
 * are opened with O_CLOEXEC). On Windows the shim is built on CreateFileW and overlapped I/O; the
 * differences that remain are listed with each function. See docs/io.md for the design.
 *
 * Descriptors. A winport descriptor is a small non-negative int.
 *  - POSIX: it IS the kernel descriptor, usable with every system call.
 *  - Windows: it is an index into winport's own descriptor table, NOT a CRT descriptor: never pass
 *    it to _read, _close, _get_osfhandle and friends. winport owns the HANDLE behind it
 *    (winport_close closes it) and opens it with FILE_FLAG_OVERLAPPED, which the CRT cannot use.
 *    winport descriptors start at 3, so one is never mistaken for stdin, stdout or stderr.
 *    winport_os_handle() lends the HANDLE (for DeviceIoControl and the like) without giving up
 *    ownership.
 *
 * Paths are UTF-8 on every platform. On Windows they are converted to UTF-16 (invalid UTF-8 fails
 * with EINVAL, never a mangled name), '/' is accepted as a separator, relative paths are resolved
 * against the current directory, and paths up to the system's limit work (the \\?\ form is built
 * when a path reaches the 248-unit legacy limit). A path of more than 32,767 UTF-16 units (prefix
 * included) or with a component of more than 255 fails with ENAMETOOLONG before any system call.
 * . and .. components are looked up as POSIX does ("file/." is ENOTDIR). Device names (NUL, CON,
 * COM1) open as the CRT opens them.
 *
 * Bad input (NULL or empty path, negative or unknown descriptor, negative offset, NULL buffer with
 * a non-zero count) fails with errno set; the CRT's invalid-parameter handler is never reached. */
#ifndef WINPORT_IO_H
#define WINPORT_IO_H

#include <stddef.h>
#include <stdint.h>

#include "winport/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Signed size, as POSIX ssize_t (64-bit on 64-bit Windows, where ssize_t does not exist). */
typedef ptrdiff_t winport_ssize_t;

/* Open flags: winport's own values on every platform (translated to the native ones), so code
 * written against this header means the same thing everywhere. Unknown bits fail with EINVAL.
 * Files are always binary and never inherited by child processes; on Windows they are shared for
 * read, write and delete, so an open file can be renamed or deleted, as on POSIX. */
#define WINPORT_O_RDONLY 0x0000
#define WINPORT_O_WRONLY 0x0001
#define WINPORT_O_RDWR 0x0002
#define WINPORT_O_ACCMODE 0x0003
#define WINPORT_O_CREAT 0x0100
#define WINPORT_O_EXCL 0x0200
#define WINPORT_O_TRUNC 0x0400 /* needs write access: with WINPORT_O_RDONLY it fails with EINVAL */
#define WINPORT_O_APPEND 0x0800

/* lseek origins. */
#define WINPORT_SEEK_SET 0
#define WINPORT_SEEK_CUR 1
#define WINPORT_SEEK_END 2

/* File type bits of winport_stat.mode (the permission bits are the usual 0777 set). */
#define WINPORT_S_IFMT 0170000
#define WINPORT_S_IFDIR 0040000
#define WINPORT_S_IFREG 0100000
#define WINPORT_S_IFOTHER 0010000 /* anything else: device, pipe, socket, ... */

struct winport_timespec {
    int64_t seconds;     /* since 1970-01-01 00:00:00 UTC */
    int32_t nanoseconds; /* 0..999999999 */
};

/* fstat's result: every size 64-bit. On Windows the permission bits are 0444 or 0666 (0555/0777
 * for directories) after the read-only attribute, as the CRT reports them; change_time is the
 * last metadata change (FILE_BASIC_INFO.ChangeTime), not the creation time. */
struct winport_stat {
    int64_t size;
    uint32_t mode;
    uint32_t link_count;
    uint64_t device; /* Windows: the volume serial number */
    uint64_t inode;  /* Windows: the file index */
    struct winport_timespec access_time;
    struct winport_timespec modify_time;
    struct winport_timespec change_time;
};

/* open(2). mode is used only when O_CREAT creates the file. Windows honours the owner-write bit
 * only: a file created without 0200 gets the read-only attribute. Opening a directory works
 * read-only (for fstat); with write access or O_CREAT it fails with EISDIR. */
WINPORT_EXPORT int winport_open(const char *path, int flags, int mode);

/* close(2). The descriptor is free at once; a read still running on it in another thread finishes
 * first and then the handle is closed (Windows). */
WINPORT_EXPORT int winport_close(int fd);

/* read(2)/write(2) at the descriptor's position, which they advance. Counts may exceed 4 GiB
 * (Windows splits them into chunks). read returns 0 at or past the end of the file. With
 * O_APPEND every write lands at the end of the file, atomically with respect to other appenders
 * (Windows: the handle may only append, for which the kernel guarantees it; Wine does not). */
WINPORT_EXPORT winport_ssize_t winport_read(int fd, void *buffer, size_t count);
WINPORT_EXPORT winport_ssize_t winport_write(int fd, const void *buffer, size_t count);

/* pread(2)/pwrite(2): at offset, never moving the descriptor's position. Safe and truly
 * concurrent from many threads on one descriptor (on Windows the handle is overlapped, so the I/O
 * manager does not serialise the calls). A negative offset fails with EINVAL. On an O_APPEND
 * descriptor pwrite appends (as Linux does). */
WINPORT_EXPORT winport_ssize_t winport_pread(int fd, void *buffer, size_t count, int64_t offset);
WINPORT_EXPORT winport_ssize_t winport_pwrite(int fd, const void *buffer, size_t count, int64_t offset);

/* lseek(2), 64-bit. Seeking past the end is allowed; a resulting negative position is EINVAL. */
WINPORT_EXPORT int64_t winport_lseek(int fd, int64_t offset, int whence);

/* fstat(2), reduced to the fields above. */
WINPORT_EXPORT int winport_fstat(int fd, struct winport_stat *status);

/* ftruncate(2): grows (with zeros; sparse where the file system allows) or shrinks. Windows: fails
 * with EBUSY while a mapped view of the file exists. */
WINPORT_EXPORT int winport_ftruncate(int fd, int64_t length);

/* fsync(2): data and metadata reach the device (FlushFileBuffers on Windows, which needs write
 * access: on a read-only descriptor, through which nothing was written, it succeeds doing nothing). */
WINPORT_EXPORT int winport_fsync(int fd);

/* unlink(2): also works on an open file (Windows: POSIX-semantics delete where the volume
 * supports it, so the name disappears at once; elsewhere the name goes when the last handle
 * closes). A directory fails with EISDIR. */
WINPORT_EXPORT int winport_unlink(const char *path);

/* rename(2) with replace semantics: an existing new_path that is a file (or, for a directory, an
 * empty directory) is replaced. The source may be open. A directory onto a file is ENOTDIR, a
 * file onto a directory EISDIR, a directory into itself EINVAL, onto a non-empty directory
 * ENOTEMPTY; a failed call changes nothing. Windows: decided before MoveFileExW runs; replacing a
 * target that is open elsewhere fails with EACCES. */
WINPORT_EXPORT int winport_rename(const char *old_path, const char *new_path);

/* mkdir(2) and rmdir(2), for tools and tests that build folder trees. On Windows mode is ignored. */
WINPORT_EXPORT int winport_mkdir(const char *path, int mode);
WINPORT_EXPORT int winport_rmdir(const char *path);

/* A read-only view of [offset, offset + size) of a file, from winport_map_readonly. The fields
 * after data and size belong to the implementation. */
struct winport_mapping {
    const void *data; /* the first byte of the range */
    size_t size;      /* bytes readable from data */
    void *view_base;  /* the view as the system mapped it (page- or granularity-aligned) */
    size_t view_size;
};

/* Maps length bytes from offset read-only (length 0: up to the end of the file). Any offset works:
 * the view starts at the system's boundary below it (page size on POSIX, allocation granularity
 * on Windows) and data points into it. The range must lie inside the file and be non-empty, else
 * EINVAL; the descriptor needs read access (EACCES otherwise). The view stays valid after the
 * descriptor is closed. Windows: an I/O error while touching the view raises
 * EXCEPTION_IN_PAGE_ERROR (POSIX: SIGBUS), and the file cannot be truncated while mapped. */
WINPORT_EXPORT int winport_map_readonly(int fd, int64_t offset, size_t length, struct winport_mapping *mapping);
/* Unmaps and clears *mapping. Unmapping a cleared mapping fails with EINVAL. */
WINPORT_EXPORT int winport_unmap(struct winport_mapping *mapping);

/* Windows: the HANDLE behind fd, lent (winport keeps ownership; do not close it, and do not use it
 * after winport_close). POSIX: fd itself. NULL / -1 with errno EBADF for a bad descriptor. */
#ifdef _WIN32
WINPORT_EXPORT void *winport_os_handle(int fd);
#else
WINPORT_EXPORT int winport_os_handle(int fd);
#endif

/* The errno winport reports for a Win32 error code (GetLastError()). One table serves the whole
 * shim; codes it does not list map to EIO. Available on every platform (it is plain data), so the
 * table is testable everywhere; docs/io.md lists it. */
WINPORT_EXPORT int winport_errno_from_win32_error(uint32_t win32_error);

#ifdef __cplusplus
}
#endif

#endif /* WINPORT_IO_H */
