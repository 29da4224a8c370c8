/* SPDX-License-Identifier: BSD-3-Clause */
/* io_internal.h: the seam between winport/io.h's common part (io_common.c: argument checks shared
 * by every platform, so bad input fails the same way everywhere) and one platform part
 * (posix/io_posix.c or win32/io_win32.c), which may assume its arguments passed those checks. */
#ifndef WINPORT_IO_INTERNAL_H
#define WINPORT_IO_INTERNAL_H

#include "winport/io.h"

/* Every flag bit winport_open accepts. */
#define WINPORT_IO_KNOWN_FLAGS \
    (WINPORT_O_ACCMODE | WINPORT_O_CREAT | WINPORT_O_EXCL | WINPORT_O_TRUNC | WINPORT_O_APPEND)

int winport_io_platform_open(const char *path, int flags, int mode);
int winport_io_platform_close(int fd);
winport_ssize_t winport_io_platform_read(int fd, void *buffer, size_t count);
winport_ssize_t winport_io_platform_write(int fd, const void *buffer, size_t count);
winport_ssize_t winport_io_platform_pread(int fd, void *buffer, size_t count, int64_t offset);
winport_ssize_t winport_io_platform_pwrite(int fd, const void *buffer, size_t count, int64_t offset);
int64_t winport_io_platform_lseek(int fd, int64_t offset, int whence);
int winport_io_platform_fstat(int fd, struct winport_stat *status);
int winport_io_platform_ftruncate(int fd, int64_t length);
int winport_io_platform_fsync(int fd);
int winport_io_platform_unlink(const char *path);
int winport_io_platform_rename(const char *old_path, const char *new_path);
int winport_io_platform_mkdir(const char *path, int mode);
int winport_io_platform_rmdir(const char *path);
int winport_io_platform_map_readonly(int fd, int64_t offset, size_t length, struct winport_mapping *mapping);
int winport_io_platform_unmap(struct winport_mapping *mapping);

#endif /* WINPORT_IO_INTERNAL_H */
