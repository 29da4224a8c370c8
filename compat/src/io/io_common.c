/* SPDX-License-Identifier: BSD-3-Clause */
/* io_common.c: winport/io.h's public entry points. They reject bad input here, once for every
 * platform, so a NULL path or a negative offset fails with the same errno on Linux and Windows
 * and never reaches a system call (or the CRT's invalid-parameter handler). */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "io_internal.h"

static int fail(int error) {
    errno = error;
    return -1;
}

/* NULL is EFAULT (what Linux's open(2) reports for it); "" is ENOENT, as POSIX requires. */
static int check_path(const char *path) {
    if (path == NULL) {
        return fail(EFAULT);
    }
    if (path[0] == '\0') {
        return fail(ENOENT);
    }
    return 0;
}

static int is_separator(char c) {
#ifdef _WIN32
    return c == '/' || c == '\\';
#else
    return c == '/';
#endif
}

static int check_transfer(int fd, const void *buffer, size_t count) {
    if (fd < 0) {
        return fail(EBADF);
    }
    if (buffer == NULL && count != 0) {
        return fail(EFAULT);
    }
    if (count > (size_t)PTRDIFF_MAX) { /* the result must fit winport_ssize_t */
        return fail(EINVAL);
    }
    return 0;
}

int winport_open(const char *path, int flags, int mode) {
    if (check_path(path) != 0) {
        return -1;
    }
    if ((flags & ~WINPORT_IO_KNOWN_FLAGS) != 0 || (flags & WINPORT_O_ACCMODE) == WINPORT_O_ACCMODE) {
        return fail(EINVAL);
    }
    /* POSIX leaves O_TRUNC on a read-only descriptor unspecified; refuse it rather than let the
     * platforms differ. */
    if ((flags & WINPORT_O_TRUNC) != 0 && (flags & WINPORT_O_ACCMODE) == WINPORT_O_RDONLY) {
        return fail(EINVAL);
    }
    return winport_io_platform_open(path, flags, mode);
}

int winport_close(int fd) {
    if (fd < 0) {
        return fail(EBADF);
    }
    return winport_io_platform_close(fd);
}

winport_ssize_t winport_read(int fd, void *buffer, size_t count) {
    if (check_transfer(fd, buffer, count) != 0) {
        return -1;
    }
    return winport_io_platform_read(fd, buffer, count);
}

winport_ssize_t winport_write(int fd, const void *buffer, size_t count) {
    if (check_transfer(fd, buffer, count) != 0) {
        return -1;
    }
    return winport_io_platform_write(fd, buffer, count);
}

winport_ssize_t winport_pread(int fd, void *buffer, size_t count, int64_t offset) {
    if (check_transfer(fd, buffer, count) != 0) {
        return -1;
    }
    if (offset < 0) {
        return fail(EINVAL);
    }
    return winport_io_platform_pread(fd, buffer, count, offset);
}

winport_ssize_t winport_pwrite(int fd, const void *buffer, size_t count, int64_t offset) {
    if (check_transfer(fd, buffer, count) != 0) {
        return -1;
    }
    if (offset < 0) {
        return fail(EINVAL);
    }
    return winport_io_platform_pwrite(fd, buffer, count, offset);
}

int64_t winport_lseek(int fd, int64_t offset, int whence) {
    if (fd < 0) {
        return fail(EBADF);
    }
    if (whence != WINPORT_SEEK_SET && whence != WINPORT_SEEK_CUR && whence != WINPORT_SEEK_END) {
        return fail(EINVAL);
    }
    return winport_io_platform_lseek(fd, offset, whence);
}

int winport_fstat(int fd, struct winport_stat *status) {
    if (fd < 0) {
        return fail(EBADF);
    }
    if (status == NULL) {
        return fail(EFAULT);
    }
    return winport_io_platform_fstat(fd, status);
}

int winport_ftruncate(int fd, int64_t length) {
    if (fd < 0) {
        return fail(EBADF);
    }
    if (length < 0) {
        return fail(EINVAL);
    }
    return winport_io_platform_ftruncate(fd, length);
}

int winport_fsync(int fd) {
    if (fd < 0) {
        return fail(EBADF);
    }
    return winport_io_platform_fsync(fd);
}

int winport_unlink(const char *path) {
    if (check_path(path) != 0) {
        return -1;
    }
    return winport_io_platform_unlink(path);
}

int winport_rename(const char *old_path, const char *new_path) {
    if (check_path(old_path) != 0 || check_path(new_path) != 0) {
        return -1;
    }
    return winport_io_platform_rename(old_path, new_path);
}

int winport_mkdir(const char *path, int mode) {
    if (check_path(path) != 0) {
        return -1;
    }
    return winport_io_platform_mkdir(path, mode);
}

/* The last component of path, separators ('/', and '\\' on Windows) ignored at its end. */
static int last_component_is(const char *path, const char *name) {
    size_t end = strlen(path);
    size_t start;
    while (end > 1 && is_separator(path[end - 1])) {
        --end;
    }
    start = end;
    while (start > 0 && !is_separator(path[start - 1])) {
        --start;
    }
    return end - start == strlen(name) && strncmp(path + start, name, end - start) == 0;
}

int winport_rmdir(const char *path) {
    if (check_path(path) != 0) {
        return -1;
    }
    /* Linux's answers, which Windows would not give: it removes "dir/." and "dir/.." as "dir". */
    if (last_component_is(path, ".")) {
        return fail(EINVAL);
    }
    if (last_component_is(path, "..")) {
        return fail(ENOTEMPTY);
    }
    return winport_io_platform_rmdir(path);
}

int winport_map_readonly(int fd, int64_t offset, size_t length, struct winport_mapping *mapping) {
    if (mapping == NULL) {
        return fail(EFAULT);
    }
    mapping->data = NULL;
    mapping->size = 0;
    mapping->view_base = NULL;
    mapping->view_size = 0;
    if (fd < 0) {
        return fail(EBADF);
    }
    if (offset < 0) {
        return fail(EINVAL);
    }
    return winport_io_platform_map_readonly(fd, offset, length, mapping);
}

int winport_unmap(struct winport_mapping *mapping) {
    if (mapping == NULL) {
        return fail(EFAULT);
    }
    if (mapping->view_base == NULL) {
        return fail(EINVAL);
    }
    if (winport_io_platform_unmap(mapping) != 0) {
        return -1;
    }
    mapping->data = NULL;
    mapping->size = 0;
    mapping->view_base = NULL;
    mapping->view_size = 0;
    return 0;
}
