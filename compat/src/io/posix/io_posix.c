/* SPDX-License-Identifier: BSD-3-Clause */
/* io_posix.c: winport/io.h on POSIX systems: each call is the system call of the same name.
 * Only the flags are translated (winport's values are its own) and O_CLOEXEC added, so a
 * descriptor never leaks into a child process, matching the Windows side. */
#define _POSIX_C_SOURCE 200809L
#define _FILE_OFFSET_BITS 64

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "../io_internal.h"

/* off_t must hold every 64-bit offset (_FILE_OFFSET_BITS above makes it so on 32-bit glibc). */
_Static_assert(sizeof(off_t) == 8, "off_t must be 64-bit");

static int native_open_flags(int flags) {
    int native = O_CLOEXEC;
    switch (flags & WINPORT_O_ACCMODE) {
    case WINPORT_O_WRONLY: native |= O_WRONLY; break;
    case WINPORT_O_RDWR: native |= O_RDWR; break;
    default: native |= O_RDONLY; break;
    }
    if (flags & WINPORT_O_CREAT) native |= O_CREAT;
    if (flags & WINPORT_O_EXCL) native |= O_EXCL;
    if (flags & WINPORT_O_TRUNC) native |= O_TRUNC;
    if (flags & WINPORT_O_APPEND) native |= O_APPEND;
    return native;
}

int winport_io_platform_open(const char *path, int flags, int mode) {
    return open(path, native_open_flags(flags), (mode_t)mode);
}

int winport_io_platform_close(int fd) { return close(fd); }

winport_ssize_t winport_io_platform_read(int fd, void *buffer, size_t count) {
    return read(fd, buffer, count);
}

winport_ssize_t winport_io_platform_write(int fd, const void *buffer, size_t count) {
    return write(fd, buffer, count);
}

winport_ssize_t winport_io_platform_pread(int fd, void *buffer, size_t count, int64_t offset) {
    return pread(fd, buffer, count, (off_t)offset);
}

winport_ssize_t winport_io_platform_pwrite(int fd, const void *buffer, size_t count, int64_t offset) {
    return pwrite(fd, buffer, count, (off_t)offset);
}

int64_t winport_io_platform_lseek(int fd, int64_t offset, int whence) {
    static const int native_whence[] = {SEEK_SET, SEEK_CUR, SEEK_END};
    return (int64_t)lseek(fd, (off_t)offset, native_whence[whence]);
}

static struct winport_timespec timespec_from(struct timespec time) {
    struct winport_timespec result;
    result.seconds = (int64_t)time.tv_sec;
    result.nanoseconds = (int32_t)time.tv_nsec;
    return result;
}

int winport_io_platform_fstat(int fd, struct winport_stat *status) {
    struct stat native;
    if (fstat(fd, &native) != 0) {
        return -1;
    }
    status->size = (int64_t)native.st_size;
    status->mode = (uint32_t)(native.st_mode & 07777);
    if (S_ISDIR(native.st_mode)) {
        status->mode |= WINPORT_S_IFDIR;
    } else if (S_ISREG(native.st_mode)) {
        status->mode |= WINPORT_S_IFREG;
    } else {
        status->mode |= WINPORT_S_IFOTHER;
    }
    status->link_count = (uint32_t)native.st_nlink;
    status->device = (uint64_t)native.st_dev;
    status->inode = (uint64_t)native.st_ino;
    status->access_time = timespec_from(native.st_atim);
    status->modify_time = timespec_from(native.st_mtim);
    status->change_time = timespec_from(native.st_ctim);
    return 0;
}

int winport_io_platform_ftruncate(int fd, int64_t length) { return ftruncate(fd, (off_t)length); }

int winport_io_platform_fsync(int fd) { return fsync(fd); }

int winport_io_platform_unlink(const char *path) { return unlink(path); }

int winport_io_platform_rename(const char *old_path, const char *new_path) {
    return rename(old_path, new_path);
}

int winport_io_platform_mkdir(const char *path, int mode) { return mkdir(path, (mode_t)mode); }

int winport_io_platform_rmdir(const char *path) { return rmdir(path); }

int winport_io_platform_map_readonly(int fd, int64_t offset, size_t length, struct winport_mapping *mapping) {
    struct stat native;
    long page_size = sysconf(_SC_PAGESIZE);
    int64_t view_offset;
    size_t lead;
    void *view;

    if (fstat(fd, &native) != 0) {
        return -1;
    }
    if (length == 0) {
        length = offset < (int64_t)native.st_size ? (size_t)((int64_t)native.st_size - offset) : 0;
    }
    /* mmap would map past the end and raise SIGBUS on access; refuse such a range instead. */
    if (length == 0 || offset > (int64_t)native.st_size || (uint64_t)length > (uint64_t)(native.st_size - offset)) {
        errno = EINVAL;
        return -1;
    }
    view_offset = offset - offset % page_size;
    lead = (size_t)(offset - view_offset);
    view = mmap(NULL, length + lead, PROT_READ, MAP_SHARED, fd, (off_t)view_offset);
    if (view == MAP_FAILED) {
        return -1;
    }
    mapping->view_base = view;
    mapping->view_size = length + lead;
    mapping->data = (const unsigned char *)view + lead;
    mapping->size = length;
    return 0;
}

int winport_io_platform_unmap(struct winport_mapping *mapping) {
    return munmap(mapping->view_base, mapping->view_size);
}

int winport_os_handle(int fd) {
    if (fd < 0 || fcntl(fd, F_GETFD) == -1) {
        errno = EBADF;
        return -1;
    }
    return fd;
}
