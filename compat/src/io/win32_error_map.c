/* SPDX-License-Identifier: BSD-3-Clause */
/* win32_error_map.c: the one table from Win32 error codes (GetLastError) to errno used by the whole
 * shim. It is plain data, compiled on every platform, so its test runs in every lane; on Windows
 * win32/io_win32.c checks at compile time that the numbers below equal <windows.h>'s.
 *
 * Choices where the anchors differ (see ../shared/reference/win32-file-io.md):
 *  - SHARING_VIOLATION and LOCK_VIOLATION are EBUSY (libuv), not EACCES (CRT, Git): winport opens
 *    with full sharing, so these only come from another program holding the file (an antivirus
 *    scanner, an editor), which is "busy", not a permission problem.
 *  - INVALID_NAME and BAD_PATHNAME are ENOENT (CRT, libuv, Git): no file can have that name.
 *  - INVALID_FUNCTION is EINVAL; the shim reports EISDIR itself where a directory is the cause.
 *  - Anything unlisted is EIO: the operation failed for a reason POSIX has no name for. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

#include "win32_error_codes.h"
#include "winport/io.h"

struct win32_errno_pair {
    uint32_t win32_error;
    int errno_value;
};

static const struct win32_errno_pair win32_errno_table[] = {
    {WINPORT_WIN32_ERROR_INVALID_FUNCTION, EINVAL},
    {WINPORT_WIN32_ERROR_FILE_NOT_FOUND, ENOENT},
    {WINPORT_WIN32_ERROR_PATH_NOT_FOUND, ENOENT},
    {WINPORT_WIN32_ERROR_TOO_MANY_OPEN_FILES, EMFILE},
    {WINPORT_WIN32_ERROR_ACCESS_DENIED, EACCES},
    {WINPORT_WIN32_ERROR_INVALID_HANDLE, EBADF},
    {WINPORT_WIN32_ERROR_NOT_ENOUGH_MEMORY, ENOMEM},
    {WINPORT_WIN32_ERROR_INVALID_ACCESS, EACCES},
    {WINPORT_WIN32_ERROR_INVALID_DATA, EINVAL},
    {WINPORT_WIN32_ERROR_OUTOFMEMORY, ENOMEM},
    {WINPORT_WIN32_ERROR_INVALID_DRIVE, ENOENT},
    {WINPORT_WIN32_ERROR_CURRENT_DIRECTORY, EBUSY},
    {WINPORT_WIN32_ERROR_NOT_SAME_DEVICE, EXDEV},
    {WINPORT_WIN32_ERROR_WRITE_PROTECT, EROFS},
    {WINPORT_WIN32_ERROR_NOT_READY, EAGAIN},
    {WINPORT_WIN32_ERROR_CRC, EIO},
    {WINPORT_WIN32_ERROR_SEEK, EINVAL},
    {WINPORT_WIN32_ERROR_WRITE_FAULT, EIO},
    {WINPORT_WIN32_ERROR_READ_FAULT, EIO},
    {WINPORT_WIN32_ERROR_SHARING_VIOLATION, EBUSY},
    {WINPORT_WIN32_ERROR_LOCK_VIOLATION, EBUSY},
    {WINPORT_WIN32_ERROR_HANDLE_DISK_FULL, ENOSPC},
    {WINPORT_WIN32_ERROR_NOT_SUPPORTED, ENOTSUP},
    {WINPORT_WIN32_ERROR_BAD_NETPATH, ENOENT},
    {WINPORT_WIN32_ERROR_NETWORK_ACCESS_DENIED, EACCES},
    {WINPORT_WIN32_ERROR_BAD_NET_NAME, ENOENT},
    {WINPORT_WIN32_ERROR_FILE_EXISTS, EEXIST},
    {WINPORT_WIN32_ERROR_CANNOT_MAKE, EACCES},
    {WINPORT_WIN32_ERROR_INVALID_PARAMETER, EINVAL},
    {WINPORT_WIN32_ERROR_BROKEN_PIPE, EPIPE},
    {WINPORT_WIN32_ERROR_OPEN_FAILED, EIO},
    {WINPORT_WIN32_ERROR_BUFFER_OVERFLOW, ENAMETOOLONG},
    {WINPORT_WIN32_ERROR_DISK_FULL, ENOSPC},
    {WINPORT_WIN32_ERROR_INVALID_NAME, ENOENT},
    {WINPORT_WIN32_ERROR_NEGATIVE_SEEK, EINVAL},
    {WINPORT_WIN32_ERROR_DIR_NOT_EMPTY, ENOTEMPTY},
    {WINPORT_WIN32_ERROR_BUSY, EBUSY},
    {WINPORT_WIN32_ERROR_BAD_PATHNAME, ENOENT},
    {WINPORT_WIN32_ERROR_ALREADY_EXISTS, EEXIST},
    {WINPORT_WIN32_ERROR_FILENAME_EXCED_RANGE, ENAMETOOLONG},
    {WINPORT_WIN32_ERROR_FILE_TOO_LARGE, EFBIG},
    {WINPORT_WIN32_ERROR_DIRECTORY, ENOTDIR},
    {WINPORT_WIN32_ERROR_OPERATION_ABORTED, ECANCELED},
    {WINPORT_WIN32_ERROR_NOACCESS, EFAULT},
    {WINPORT_WIN32_ERROR_DELETE_PENDING, ENOENT},
    {WINPORT_WIN32_ERROR_INVALID_FLAGS, EINVAL},
    {WINPORT_WIN32_ERROR_CANT_RESOLVE_FILENAME, ELOOP},
    {WINPORT_WIN32_ERROR_IO_DEVICE, EIO},
    {WINPORT_WIN32_ERROR_PRIVILEGE_NOT_HELD, EPERM},
    {WINPORT_WIN32_ERROR_USER_MAPPED_FILE, EBUSY},
    {WINPORT_WIN32_ERROR_COMMITMENT_LIMIT, ENOMEM},
    {WINPORT_WIN32_ERROR_FILE_INVALID, ENXIO},
};

int winport_errno_from_win32_error(uint32_t win32_error) {
    size_t i;
    for (i = 0; i < sizeof win32_errno_table / sizeof win32_errno_table[0]; ++i) {
        if (win32_errno_table[i].win32_error == win32_error) {
            return win32_errno_table[i].errno_value;
        }
    }
    return EIO;
}
