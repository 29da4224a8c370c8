/* SPDX-License-Identifier: BSD-3-Clause */
/* io_win32.c: winport/io.h on Windows, over CreateFileW and overlapped I/O.
 *
 * Why every handle is opened with FILE_FLAG_OVERLAPPED. On a handle opened without it (what the
 * CRT's _open gives), the I/O manager serialises all I/O on the file object, even ReadFile calls
 * that each carry their own OVERLAPPED offset: "If this flag is not specified, then I/O operations
 * are serialized" (CreateFileW docs; Raymond Chen, "All I/O on a synchronous file handle is
 * serialized"). Such a read also moves the file pointer, which POSIX pread must not. So a loader's
 * thread pool sharing one descriptor would read one request at a time, and the descriptor's
 * position would jump. On an overlapped handle the system keeps no file pointer and runs requests
 * side by side: every ReadFile/WriteFile passes its offset in its own OVERLAPPED, with its own
 * event (from a small pool, below), and waits in GetOverlappedResult. winport keeps the POSIX position itself (for read,
 * write and lseek) in the descriptor table, under a per-descriptor lock; pread and pwrite never
 * touch it. The price is that the handle must never meet the CRT's _read/_write (which assume a
 * synchronous handle), which is why winport descriptors are not CRT descriptors
 * (descriptor_table_win32.c).
 *
 * Other Win32 quirks handled here (see ../shared/reference/win32-file-io.md):
 *  - ReadFile/WriteFile take a DWORD count: requests are split into chunks of 1 GiB;
 *  - reading at or past the end gives ERROR_HANDLE_EOF (not 0 bytes) with an OVERLAPPED: it is 0;
 *  - O_APPEND writes pass offset 0xFFFFFFFF:0xFFFFFFFF, "write at end of file", which the kernel
 *    does atomically (the CRT's _O_APPEND seeks and then writes, a race);
 *  - files are shared for read, write and delete, so they can be renamed and deleted while open;
 *  - NULL security attributes: the handle is not inherited by child processes;
 *  - O_TRUNC truncates after opening (OPEN_ALWAYS/OPEN_EXISTING), not with CREATE_ALWAYS, which
 *    would also reset the file's attributes and fails on hidden files (Rust std does the same). */
#include <errno.h>
#include <malloc.h> /* _aligned_malloc */
#include <stdlib.h>
#include <string.h>

#include "../io_internal.h"
#include "../win32_error_codes.h"
#include "win32_internal.h"

/* The portable error table uses numbers; make sure they are the SDK's. */
#define WINPORT_CHECK_ERROR_CODE(name, value) \
    _Static_assert(ERROR_##name == value, "ERROR_" #name " differs from win32_error_codes.h");
WINPORT_WIN32_ERROR_CODES(WINPORT_CHECK_ERROR_CODE)
#undef WINPORT_CHECK_ERROR_CODE

/* The largest single ReadFile/WriteFile: a DWORD holds less than 4 GiB, and 1 GiB keeps each
 * request a multiple of every sector size. */
#define TRANSFER_CHUNK ((DWORD)1 << 30)

/* OVERLAPPED offset meaning "at the end of the file" (WriteFile docs). */
#define AT_END_OF_FILE UINT64_MAX

int winport_win32_fail(DWORD win32_error) {
    errno = winport_errno_from_win32_error((uint32_t)win32_error);
    return -1;
}

static int fail_errno(int error) {
    errno = error;
    return -1;
}

static int is_readable(const struct winport_win32_file *file) {
    return (file->flags & WINPORT_O_ACCMODE) != WINPORT_O_WRONLY;
}

static int is_writable(const struct winport_win32_file *file) {
    return (file->flags & WINPORT_O_ACCMODE) != WINPORT_O_RDONLY;
}

static int set_end_of_file(HANDLE handle, int64_t length) {
    FILE_END_OF_FILE_INFO end_of_file;
    end_of_file.EndOfFile.QuadPart = length;
    if (!SetFileInformationByHandle(handle, FileEndOfFileInfo, &end_of_file, sizeof end_of_file)) {
        return winport_win32_fail(GetLastError());
    }
    return 0;
}

/* Truncates through a second handle with write-data access: an O_APPEND handle has none (below). */
static int set_end_of_file_reopened(HANDLE handle, int64_t length) {
    HANDLE writer = ReOpenFile(handle, FILE_WRITE_DATA, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, 0);
    int result;
    if (writer == INVALID_HANDLE_VALUE) {
        return winport_win32_fail(GetLastError());
    }
    result = set_end_of_file(writer, length);
    CloseHandle(writer);
    return result;
}

/* GENERIC_WRITE without FILE_WRITE_DATA: a handle that may only append. The kernel then puts
 * every write at the end of the file atomically, whatever offset it carries (FILE_APPEND_DATA,
 * "File Access Rights Constants"), as O_APPEND does on POSIX. */
#define APPEND_ONLY_ACCESS (FILE_APPEND_DATA | FILE_WRITE_ATTRIBUTES | FILE_WRITE_EA | STANDARD_RIGHTS_WRITE | SYNCHRONIZE)

int winport_io_platform_open(const char *path, int flags, int mode) {
    DWORD access = FILE_READ_ATTRIBUTES; /* fstat must work on write-only descriptors too */
    DWORD write_access = (flags & WINPORT_O_APPEND) ? APPEND_ONLY_ACCESS : GENERIC_WRITE;
    DWORD disposition = OPEN_EXISTING;
    DWORD attributes = FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OVERLAPPED;
    BY_HANDLE_FILE_INFORMATION information;
    struct winport_win32_file *file;
    wchar_t *wide_path;
    HANDLE handle;
    int is_directory = 0;
    int fd;

    switch (flags & WINPORT_O_ACCMODE) {
    case WINPORT_O_WRONLY: access |= write_access; break;
    case WINPORT_O_RDWR: access |= GENERIC_READ | write_access; break;
    default:
        access |= GENERIC_READ;
        /* Lets a directory be opened (read-only, for fstat), as POSIX allows. */
        attributes |= FILE_FLAG_BACKUP_SEMANTICS;
        break;
    }
    if (flags & WINPORT_O_CREAT) {
        disposition = (flags & WINPORT_O_EXCL) ? CREATE_NEW : OPEN_ALWAYS;
        if ((mode & 0200) == 0) {
            attributes |= FILE_ATTRIBUTE_READONLY; /* what the CRT makes of a mode without S_IWRITE */
        }
    }

    wide_path = winport_win32_path_from_utf8(path);
    if (wide_path == NULL) {
        return -1;
    }
    /* "name/" can only be a directory, which O_CREAT cannot make (Linux: EISDIR). A file there
     * was already refused (ENOTDIR) by the path's lookup checks. */
    if ((flags & WINPORT_O_CREAT) && wide_path[0] != L'\0' &&
        (wide_path[wcslen(wide_path) - 1] == L'\\' || wide_path[wcslen(wide_path) - 1] == L'/')) {
        free(wide_path);
        return fail_errno(EISDIR);
    }
    handle = CreateFileW(wide_path, access, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
        NULL, disposition, attributes, NULL);
    if (handle == INVALID_HANDLE_VALUE) {
        DWORD error = GetLastError();
        DWORD existing = GetFileAttributesW(wide_path);
        free(wide_path);
        /* Windows refuses a directory opened for writing with ACCESS_DENIED; POSIX says EISDIR
         * (EEXIST when O_CREAT|O_EXCL asked for a new file). */
        if (error == ERROR_ACCESS_DENIED && existing != INVALID_FILE_ATTRIBUTES &&
            (existing & FILE_ATTRIBUTE_DIRECTORY) != 0) {
            return fail_errno(disposition == CREATE_NEW ? EEXIST : EISDIR);
        }
        /* A console name (CON, CONIN$) in a process without a console: the system answers
         * INVALID_HANDLE, which would read as EBADF, an answer open never gives. POSIX says ENXIO
         * for a device that is not there (open("/dev/tty") without a terminal). */
        if (error == ERROR_INVALID_HANDLE) {
            return fail_errno(ENXIO);
        }
        return winport_win32_fail_path(error, path);
    }
    free(wide_path);

    /* Devices (NUL, CON, COM1) have no file information; they are neither files nor folders. */
    if (GetFileType(handle) == FILE_TYPE_DISK) {
        if (!GetFileInformationByHandle(handle, &information)) {
            DWORD error = GetLastError();
            CloseHandle(handle);
            return winport_win32_fail(error);
        }
        is_directory = (information.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
    }
    /* POSIX: O_CREAT on an existing directory is EISDIR, even read-only. */
    if (is_directory && (flags & WINPORT_O_CREAT)) {
        CloseHandle(handle);
        return fail_errno(EISDIR);
    }
    if ((flags & WINPORT_O_TRUNC) && !is_directory &&
        ((flags & WINPORT_O_APPEND) ? set_end_of_file_reopened(handle, 0) : set_end_of_file(handle, 0)) != 0) {
        int error = errno;
        CloseHandle(handle);
        return fail_errno(error);
    }
    file = (struct winport_win32_file *)calloc(1, sizeof *file);
    if (file == NULL) {
        CloseHandle(handle);
        return fail_errno(ENOMEM);
    }
    file->handle = handle;
    file->references = 1;
    file->flags = flags;
    file->is_directory = is_directory;
    InitializeSRWLock(&file->position_lock);
    file->position = 0;
    fd = winport_win32_install_file(file);
    if (fd < 0) {
        CloseHandle(handle);
        free(file);
    }
    return fd;
}

int winport_io_platform_close(int fd) { return winport_win32_uninstall_file(fd); }

/* One ReadFile/WriteFile of at most TRANSFER_CHUNK bytes at offset, waited for. EOF is 0 bytes. */
static int transfer_chunk(HANDLE handle, HANDLE event, int is_write, void *buffer, DWORD count,
    uint64_t offset, DWORD *transferred) {
    OVERLAPPED overlapped;
    BOOL done;
    memset(&overlapped, 0, sizeof overlapped);
    overlapped.Offset = (DWORD)(offset & 0xFFFFFFFFu);
    overlapped.OffsetHigh = (DWORD)(offset >> 32);
    overlapped.hEvent = event;
    *transferred = 0;
    done = is_write ? WriteFile(handle, buffer, count, NULL, &overlapped)
                    : ReadFile(handle, buffer, count, NULL, &overlapped);
    if (!done && GetLastError() != ERROR_IO_PENDING) {
        DWORD error = GetLastError();
        return (!is_write && error == ERROR_HANDLE_EOF) ? 0 : winport_win32_fail(error);
    }
    /* Completed or pending: GetOverlappedResult waits on this call's own event, so concurrent
     * requests on the handle never take each other's completion. */
    if (!GetOverlappedResult(handle, &overlapped, transferred, TRUE)) {
        DWORD error = GetLastError();
        *transferred = 0;
        return (!is_write && error == ERROR_HANDLE_EOF) ? 0 : winport_win32_fail(error);
    }
    return 0;
}

/* Events for overlapped calls. Each call in flight needs its own event (with a shared one, or
 * none, a waiter could take another call's completion), but creating and closing one per call
 * costs two kernel calls, which shows for small reads (and costs a wineserver round trip each
 * under Wine). So finished calls return their event to a lock-free list and the next call takes
 * it: the list never holds more events than were ever in flight at once, and each is in use by
 * one call at a time. ReadFile/WriteFile reset the event when they start. */
struct pooled_event {
    SLIST_ENTRY link; /* first: the list links entries through it */
    HANDLE event;
};

static SLIST_HEADER event_pool;
static INIT_ONCE event_pool_once = INIT_ONCE_STATIC_INIT;

static BOOL CALLBACK initialise_event_pool(PINIT_ONCE once, PVOID parameter, PVOID *context) {
    (void)once;
    (void)parameter;
    (void)context;
    InitializeSListHead(&event_pool);
    return TRUE;
}

static struct pooled_event *take_event(void) {
    struct pooled_event *pooled;
    InitOnceExecuteOnce(&event_pool_once, initialise_event_pool, NULL, NULL);
    pooled = (struct pooled_event *)InterlockedPopEntrySList(&event_pool);
    if (pooled != NULL) {
        return pooled;
    }
    /* SLIST entries must be MEMORY_ALLOCATION_ALIGNMENT-aligned (16 bytes on 64-bit). */
    pooled = (struct pooled_event *)_aligned_malloc(sizeof *pooled, MEMORY_ALLOCATION_ALIGNMENT);
    if (pooled == NULL) {
        errno = ENOMEM;
        return NULL;
    }
    pooled->event = CreateEventW(NULL, TRUE, FALSE, NULL); /* manual-reset, as overlapped I/O requires */
    if (pooled->event == NULL) {
        DWORD error = GetLastError();
        _aligned_free(pooled);
        winport_win32_fail(error);
        return NULL;
    }
    return pooled;
}

static void return_event(struct pooled_event *pooled) {
    InterlockedPushEntrySList(&event_pool, &pooled->link);
}

/* Moves count bytes at offset (AT_END_OF_FILE: append) in chunks; stops early at end of file or
 * on a short write. An error after some bytes moved reports those bytes, as POSIX does. */
static winport_ssize_t transfer(struct winport_win32_file *file, int is_write, void *buffer,
    size_t count, uint64_t offset) {
    size_t total = 0;
    struct pooled_event *pooled;
    if (count == 0) {
        return 0;
    }
    pooled = take_event();
    if (pooled == NULL) {
        return -1;
    }
    while (total < count) {
        size_t left = count - total;
        DWORD chunk = left > TRANSFER_CHUNK ? TRANSFER_CHUNK : (DWORD)left;
        DWORD transferred;
        uint64_t chunk_offset = offset == AT_END_OF_FILE ? AT_END_OF_FILE : offset + total;
        if (transfer_chunk(file->handle, pooled->event, is_write, (unsigned char *)buffer + total, chunk,
                chunk_offset, &transferred) != 0) {
            if (total == 0) {
                return_event(pooled);
                return -1;
            }
            break;
        }
        total += transferred;
        if (transferred < chunk) {
            break;
        }
    }
    return_event(pooled);
    return (winport_ssize_t)total;
}

static int64_t file_size(HANDLE handle) {
    LARGE_INTEGER size;
    if (!GetFileSizeEx(handle, &size)) {
        return winport_win32_fail(GetLastError());
    }
    return size.QuadPart;
}

/* Shared checks of read/write/pread/pwrite: POSIX says EBADF for the wrong access mode and
 * EISDIR for reading a directory. */
static int check_access(const struct winport_win32_file *file, int is_write) {
    if (is_write ? !is_writable(file) : !is_readable(file)) {
        return fail_errno(EBADF);
    }
    if (file->is_directory) {
        return fail_errno(EISDIR);
    }
    return 0;
}

static winport_ssize_t transfer_at_position(int fd, int is_write, void *buffer, size_t count) {
    struct winport_win32_file *file = winport_win32_acquire_file(fd);
    winport_ssize_t result;
    if (file == NULL) {
        return -1;
    }
    if (check_access(file, is_write) != 0) {
        winport_win32_release_file(file);
        return -1;
    }
    AcquireSRWLockExclusive(&file->position_lock);
    if (is_write && (file->flags & WINPORT_O_APPEND)) {
        result = transfer(file, 1, buffer, count, AT_END_OF_FILE);
        if (result >= 0) {
            int64_t size = file_size(file->handle);
            if (size >= 0) {
                file->position = size;
            }
        }
    } else {
        result = transfer(file, is_write, buffer, count, (uint64_t)file->position);
        if (result > 0) {
            file->position += result;
        }
    }
    ReleaseSRWLockExclusive(&file->position_lock);
    winport_win32_release_file(file);
    return result;
}

winport_ssize_t winport_io_platform_read(int fd, void *buffer, size_t count) {
    return transfer_at_position(fd, 0, buffer, count);
}

winport_ssize_t winport_io_platform_write(int fd, const void *buffer, size_t count) {
    return transfer_at_position(fd, 1, (void *)(uintptr_t)buffer, count);
}

static winport_ssize_t transfer_at_offset(int fd, int is_write, void *buffer, size_t count, int64_t offset) {
    struct winport_win32_file *file = winport_win32_acquire_file(fd);
    winport_ssize_t result;
    if (file == NULL) {
        return -1;
    }
    if (check_access(file, is_write) != 0) {
        winport_win32_release_file(file);
        return -1;
    }
    /* No lock: concurrent positioned requests are the point. */
    result = transfer(file, is_write, buffer, count,
        is_write && (file->flags & WINPORT_O_APPEND) ? AT_END_OF_FILE : (uint64_t)offset);
    winport_win32_release_file(file);
    return result;
}

winport_ssize_t winport_io_platform_pread(int fd, void *buffer, size_t count, int64_t offset) {
    return transfer_at_offset(fd, 0, buffer, count, offset);
}

winport_ssize_t winport_io_platform_pwrite(int fd, const void *buffer, size_t count, int64_t offset) {
    return transfer_at_offset(fd, 1, (void *)(uintptr_t)buffer, count, offset);
}

int64_t winport_io_platform_lseek(int fd, int64_t offset, int whence) {
    struct winport_win32_file *file = winport_win32_acquire_file(fd);
    int64_t base = 0;
    int64_t result = -1;
    if (file == NULL) {
        return -1;
    }
    AcquireSRWLockExclusive(&file->position_lock);
    if (whence == WINPORT_SEEK_CUR) {
        base = file->position;
    } else if (whence == WINPORT_SEEK_END) {
        base = file_size(file->handle);
    }
    if (base >= 0) {
        if ((offset > 0 && base > INT64_MAX - offset)) {
            errno = EOVERFLOW;
        } else if (base + offset < 0) {
            errno = EINVAL;
        } else {
            file->position = base + offset;
            result = file->position;
        }
    }
    ReleaseSRWLockExclusive(&file->position_lock);
    winport_win32_release_file(file);
    return result;
}

/* FILETIME counts 100 ns ticks since 1601-01-01; POSIX seconds since 1970-01-01. */
static struct winport_timespec timespec_from_ticks(int64_t ticks) {
    static const int64_t ticks_per_second = 10000000;
    static const int64_t epoch_difference = INT64_C(116444736000000000);
    struct winport_timespec result;
    int64_t since_1970 = ticks - epoch_difference;
    int64_t seconds = since_1970 / ticks_per_second;
    int64_t remainder = since_1970 % ticks_per_second;
    if (remainder < 0) { /* floor, so nanoseconds stay non-negative before 1970 */
        remainder += ticks_per_second;
        seconds -= 1;
    }
    result.seconds = seconds;
    result.nanoseconds = (int32_t)(remainder * 100);
    return result;
}

static int64_t ticks_from_filetime(FILETIME time) {
    return (int64_t)(((uint64_t)time.dwHighDateTime << 32) | time.dwLowDateTime);
}

int winport_io_platform_fstat(int fd, struct winport_stat *status) {
    struct winport_win32_file *file = winport_win32_acquire_file(fd);
    BY_HANDLE_FILE_INFORMATION information;
    FILE_BASIC_INFO basic;
    uint32_t permissions;
    if (file == NULL) {
        return -1;
    }
    if (GetFileType(file->handle) != FILE_TYPE_DISK) { /* a device: no file information */
        memset(status, 0, sizeof *status);
        status->mode = WINPORT_S_IFOTHER | 0666u;
        status->link_count = 1;
        winport_win32_release_file(file);
        return 0;
    }
    if (!GetFileInformationByHandle(file->handle, &information)) {
        DWORD error = GetLastError();
        winport_win32_release_file(file);
        return winport_win32_fail(error);
    }
    memset(status, 0, sizeof *status);
    status->size = (int64_t)(((uint64_t)information.nFileSizeHigh << 32) | information.nFileSizeLow);
    permissions = (information.dwFileAttributes & FILE_ATTRIBUTE_READONLY) ? 0444u : 0666u;
    if (information.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) {
        status->mode = WINPORT_S_IFDIR | permissions | 0111u;
        status->size = 0;
    } else {
        status->mode = WINPORT_S_IFREG | permissions;
    }
    status->link_count = (uint32_t)information.nNumberOfLinks;
    status->device = (uint64_t)information.dwVolumeSerialNumber;
    status->inode = ((uint64_t)information.nFileIndexHigh << 32) | information.nFileIndexLow;
    status->access_time = timespec_from_ticks(ticks_from_filetime(information.ftLastAccessTime));
    status->modify_time = timespec_from_ticks(ticks_from_filetime(information.ftLastWriteTime));
    /* POSIX ctime is the last status change, which FILE_BASIC_INFO has; fall back to the last
     * write where the file system does not keep it. */
    if (GetFileInformationByHandleEx(file->handle, FileBasicInfo, &basic, sizeof basic) && basic.ChangeTime.QuadPart != 0) {
        status->change_time = timespec_from_ticks(basic.ChangeTime.QuadPart);
    } else {
        status->change_time = status->modify_time;
    }
    winport_win32_release_file(file);
    return 0;
}

int winport_io_platform_ftruncate(int fd, int64_t length) {
    struct winport_win32_file *file = winport_win32_acquire_file(fd);
    int result;
    if (file == NULL) {
        return -1;
    }
    /* POSIX: EINVAL when the descriptor is not open for writing (or is a directory). */
    if (!is_writable(file) || file->is_directory) {
        winport_win32_release_file(file);
        return fail_errno(EINVAL);
    }
    result = (file->flags & WINPORT_O_APPEND) ? set_end_of_file_reopened(file->handle, length)
                                              : set_end_of_file(file->handle, length);
    winport_win32_release_file(file);
    return result;
}

int winport_io_platform_fsync(int fd) {
    struct winport_win32_file *file = winport_win32_acquire_file(fd);
    int result = 0;
    if (file == NULL) {
        return -1;
    }
    /* FlushFileBuffers needs write access; nothing was written through a read-only descriptor, so
     * there is nothing of its own to flush (POSIX allows fsync on one). */
    if (is_writable(file) && !file->is_directory && !FlushFileBuffers(file->handle)) {
        result = winport_win32_fail(GetLastError());
    }
    winport_win32_release_file(file);
    return result;
}

/* FILE_DISPOSITION_INFO_EX (Windows 10 1709+), declared here because older SDKs and mingw-w64
 * headers lack it. */
#define WINPORT_FILE_DISPOSITION_INFO_EX_CLASS ((FILE_INFO_BY_HANDLE_CLASS)21)
#define WINPORT_FILE_DISPOSITION_FLAG_DELETE 0x00000001u
#define WINPORT_FILE_DISPOSITION_FLAG_POSIX_SEMANTICS 0x00000002u
#define WINPORT_FILE_DISPOSITION_FLAG_IGNORE_READONLY_ATTRIBUTE 0x00000010u
struct winport_file_disposition_info_ex {
    DWORD flags;
};

static BOOL clear_read_only(HANDLE handle, DWORD attributes) {
    FILE_BASIC_INFO basic;
    memset(&basic, 0, sizeof basic); /* zero times: leave them unchanged */
    attributes &= ~(DWORD)FILE_ATTRIBUTE_READONLY;
    basic.FileAttributes = attributes == 0 ? FILE_ATTRIBUTE_NORMAL : attributes;
    return SetFileInformationByHandle(handle, FileBasicInfo, &basic, sizeof basic);
}

int winport_io_platform_unlink(const char *path) {
    wchar_t *wide_path = winport_win32_path_from_utf8(path);
    BY_HANDLE_FILE_INFORMATION information;
    struct winport_file_disposition_info_ex posix_delete;
    FILE_DISPOSITION_INFO classic_delete;
    HANDLE handle;
    if (wide_path == NULL) {
        return -1;
    }
    /* Delete through a handle, so the file may be open elsewhere (everything winport opens shares
     * delete) and so a directory can be told apart (POSIX unlink refuses it with EISDIR). */
    handle = CreateFileW(wide_path, DELETE | FILE_READ_ATTRIBUTES | FILE_WRITE_ATTRIBUTES,
        FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL, OPEN_EXISTING,
        FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT, NULL);
    free(wide_path);
    if (handle == INVALID_HANDLE_VALUE) {
        return winport_win32_fail_path(GetLastError(), path);
    }
    if (!GetFileInformationByHandle(handle, &information)) {
        DWORD error = GetLastError();
        CloseHandle(handle);
        return winport_win32_fail(error);
    }
    if (information.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) {
        CloseHandle(handle);
        return fail_errno(EISDIR);
    }
    /* POSIX semantics: the name goes at once even while other handles are open, so it can be
     * created again at once. Volumes or systems without it (FAT, Windows before 10 1709, Wine) get
     * the classic delete: the name lingers ("delete pending") until the last handle closes. */
    posix_delete.flags = WINPORT_FILE_DISPOSITION_FLAG_DELETE | WINPORT_FILE_DISPOSITION_FLAG_POSIX_SEMANTICS |
                         WINPORT_FILE_DISPOSITION_FLAG_IGNORE_READONLY_ATTRIBUTE;
    if (!SetFileInformationByHandle(handle, WINPORT_FILE_DISPOSITION_INFO_EX_CLASS, &posix_delete, sizeof posix_delete)) {
        classic_delete.DeleteFile = TRUE;
        if (!SetFileInformationByHandle(handle, FileDispositionInfo, &classic_delete, sizeof classic_delete)) {
            DWORD error = GetLastError();
            /* The classic delete refuses a read-only file; POSIX unlink does not look at the
             * file's own permissions. Clear the attribute and try once more. */
            if (error == ERROR_ACCESS_DENIED && (information.dwFileAttributes & FILE_ATTRIBUTE_READONLY) &&
                clear_read_only(handle, information.dwFileAttributes) &&
                SetFileInformationByHandle(handle, FileDispositionInfo, &classic_delete, sizeof classic_delete)) {
                CloseHandle(handle);
                return 0;
            }
            CloseHandle(handle);
            return winport_win32_fail(error);
        }
    }
    CloseHandle(handle);
    return 0;
}

/* 1 when inner names something inside outer (both absolute, as path_from_utf8 makes them). Windows
 * names are compared without case, as the file systems compare them by default. */
static int is_inside(const wchar_t *outer, const wchar_t *inner) {
    size_t length = wcslen(outer);
    while (length > 0 && outer[length - 1] == L'\\') {
        --length;
    }
    return wcslen(inner) > length && _wcsnicmp(outer, inner, length) == 0 && inner[length] == L'\\';
}

/* 1 when directory holds nothing; -1 with errno when it cannot be read. */
static int is_empty_directory(const wchar_t *directory) {
    size_t length = wcslen(directory);
    wchar_t *pattern = (wchar_t *)malloc((length + 3) * sizeof *pattern);
    WIN32_FIND_DATAW entry;
    HANDLE search;
    int empty = 1;
    if (pattern == NULL) {
        return fail_errno(ENOMEM);
    }
    memcpy(pattern, directory, length * sizeof *pattern);
    memcpy(pattern + length, L"\\*", 3 * sizeof *pattern);
    search = FindFirstFileW(pattern, &entry);
    free(pattern);
    if (search == INVALID_HANDLE_VALUE) {
        return winport_win32_fail(GetLastError());
    }
    do {
        if (wcscmp(entry.cFileName, L".") != 0 && wcscmp(entry.cFileName, L"..") != 0) {
            empty = 0;
        }
    } while (empty && FindNextFileW(search, &entry));
    FindClose(search);
    return empty;
}

/* POSIX rename's outcomes, decided before anything moves, because MoveFileExW gets some of them
 * wrong and destructively (Wine replaces a file with a directory, and deletes the target of a
 * directory moved into itself before failing). Returns 0 when the move may go ahead; *replace_dir
 * is set when new_path is an empty directory that must go first. */
static int check_rename(const char *old_path, const char *new_path, const wchar_t *wide_old,
    const wchar_t *wide_new, int *replace_dir) {
    DWORD old_attributes = GetFileAttributesW(wide_old);
    DWORD new_attributes;
    int old_is_dir;
    *replace_dir = 0;
    if (old_attributes == INVALID_FILE_ATTRIBUTES) {
        return winport_win32_fail_path(GetLastError(), old_path);
    }
    old_is_dir = (old_attributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
    if (old_is_dir && is_inside(wide_old, wide_new)) {
        return fail_errno(EINVAL); /* a directory into itself */
    }
    new_attributes = GetFileAttributesW(wide_new);
    if (new_attributes == INVALID_FILE_ATTRIBUTES) {
        DWORD error = GetLastError();
        if (error == ERROR_FILE_NOT_FOUND) {
            return 0; /* a new name in an existing folder */
        }
        return winport_win32_fail_path(error, new_path);
    }
    if (_wcsicmp(wide_old, wide_new) == 0) {
        return 0; /* the same name (perhaps in another case): MoveFileExW renames or does nothing */
    }
    if (new_attributes & FILE_ATTRIBUTE_DIRECTORY) {
        int empty;
        if (!old_is_dir) {
            return fail_errno(EISDIR);
        }
        if (is_inside(wide_new, wide_old)) {
            return fail_errno(ENOTEMPTY); /* new_path holds old_path */
        }
        empty = is_empty_directory(wide_new);
        if (empty < 0) {
            return -1;
        }
        if (!empty) {
            return fail_errno(ENOTEMPTY);
        }
        *replace_dir = 1;
        return 0;
    }
    return old_is_dir ? fail_errno(ENOTDIR) : 0;
}

int winport_io_platform_rename(const char *old_path, const char *new_path) {
    wchar_t *wide_old = winport_win32_path_from_utf8(old_path);
    wchar_t *wide_new;
    int replace_dir;
    int result;
    if (wide_old == NULL) {
        return -1;
    }
    wide_new = winport_win32_path_from_utf8(new_path);
    if (wide_new == NULL) {
        free(wide_old);
        return -1;
    }
    result = check_rename(old_path, new_path, wide_old, wide_new, &replace_dir);
    if (result == 0) {
        /* POSIX replaces an empty directory; MoveFileExW cannot, so it goes first and comes back
         * if the move then fails (not atomic: another program could see neither for a moment). */
        if (replace_dir && !RemoveDirectoryW(wide_new)) {
            result = winport_win32_fail_path(GetLastError(), new_path);
        } else if (!MoveFileExW(wide_old, wide_new, replace_dir ? 0 : MOVEFILE_REPLACE_EXISTING)) {
            DWORD error = GetLastError();
            if (replace_dir) {
                CreateDirectoryW(wide_new, NULL);
            }
            result = winport_win32_fail_path(error, new_path);
        }
    }
    free(wide_old);
    free(wide_new);
    return result;
}

int winport_io_platform_mkdir(const char *path, int mode) {
    wchar_t *wide_path = winport_win32_path_from_utf8(path);
    BOOL created;
    (void)mode; /* Windows directories have ACLs, not mode bits */
    if (wide_path == NULL) {
        return -1;
    }
    created = CreateDirectoryW(wide_path, NULL);
    free(wide_path);
    return created ? 0 : winport_win32_fail_path(GetLastError(), path);
}

int winport_io_platform_rmdir(const char *path) {
    wchar_t *wide_path = winport_win32_path_from_utf8(path);
    BOOL removed;
    if (wide_path == NULL) {
        return -1;
    }
    removed = RemoveDirectoryW(wide_path);
    free(wide_path);
    return removed ? 0 : winport_win32_fail_path(GetLastError(), path);
}

int winport_io_platform_map_readonly(int fd, int64_t offset, size_t length, struct winport_mapping *mapping) {
    struct winport_win32_file *file = winport_win32_acquire_file(fd);
    SYSTEM_INFO system;
    int64_t size;
    int64_t view_offset;
    size_t lead;
    HANDLE section;
    void *view;
    if (file == NULL) {
        return -1;
    }
    if (!is_readable(file)) {
        winport_win32_release_file(file);
        return fail_errno(EACCES);
    }
    if (file->is_directory) {
        winport_win32_release_file(file);
        return fail_errno(ENODEV);
    }
    size = file_size(file->handle);
    if (size < 0) {
        winport_win32_release_file(file);
        return -1;
    }
    if (length == 0 && offset < size) {
        length = (size_t)(size - offset);
    }
    /* A read-only section cannot reach past the end of the file, and an empty one cannot exist. */
    if (length == 0 || offset > size || (uint64_t)length > (uint64_t)(size - offset)) {
        winport_win32_release_file(file);
        return fail_errno(EINVAL);
    }
    /* Views start on an allocation-granularity boundary (64 KiB), not just a page. */
    GetSystemInfo(&system);
    view_offset = offset - offset % (int64_t)system.dwAllocationGranularity;
    lead = (size_t)(offset - view_offset);
    section = CreateFileMappingW(file->handle, NULL, PAGE_READONLY, 0, 0, NULL);
    if (section == NULL) {
        DWORD error = GetLastError();
        winport_win32_release_file(file);
        return winport_win32_fail(error);
    }
    view = MapViewOfFile(section, FILE_MAP_READ, (DWORD)((uint64_t)view_offset >> 32),
        (DWORD)((uint64_t)view_offset & 0xFFFFFFFFu), lead + length);
    {
        DWORD error = GetLastError();
        CloseHandle(section); /* the view keeps the section alive */
        winport_win32_release_file(file);
        if (view == NULL) {
            return winport_win32_fail(error);
        }
    }
    mapping->view_base = view;
    mapping->view_size = lead + length;
    mapping->data = (const unsigned char *)view + lead;
    mapping->size = length;
    return 0;
}

int winport_io_platform_unmap(struct winport_mapping *mapping) {
    if (!UnmapViewOfFile(mapping->view_base)) {
        return winport_win32_fail(GetLastError());
    }
    return 0;
}

void *winport_os_handle(int fd) {
    struct winport_win32_file *file = fd < 0 ? NULL : winport_win32_acquire_file(fd);
    HANDLE handle;
    if (file == NULL) {
        errno = EBADF;
        return NULL;
    }
    handle = file->handle;
    winport_win32_release_file(file);
    return handle;
}
