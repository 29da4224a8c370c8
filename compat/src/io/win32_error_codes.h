/* SPDX-License-Identifier: BSD-3-Clause */
/* win32_error_codes.h: the Win32 error codes win32_error_map.c knows, by number, so the table
 * compiles without <windows.h> (and is tested on every platform). Values from the Windows SDK's
 * winerror.h; win32/io_win32.c asserts at compile time that they match it. */
#ifndef WINPORT_WIN32_ERROR_CODES_H
#define WINPORT_WIN32_ERROR_CODES_H

#define WINPORT_WIN32_ERROR_CODES(X) \
    X(INVALID_FUNCTION, 1u) \
    X(FILE_NOT_FOUND, 2u) \
    X(PATH_NOT_FOUND, 3u) \
    X(TOO_MANY_OPEN_FILES, 4u) \
    X(ACCESS_DENIED, 5u) \
    X(INVALID_HANDLE, 6u) \
    X(NOT_ENOUGH_MEMORY, 8u) \
    X(INVALID_ACCESS, 12u) \
    X(INVALID_DATA, 13u) \
    X(OUTOFMEMORY, 14u) \
    X(INVALID_DRIVE, 15u) \
    X(CURRENT_DIRECTORY, 16u) \
    X(NOT_SAME_DEVICE, 17u) \
    X(WRITE_PROTECT, 19u) \
    X(NOT_READY, 21u) \
    X(CRC, 23u) \
    X(SEEK, 25u) \
    X(WRITE_FAULT, 29u) \
    X(READ_FAULT, 30u) \
    X(SHARING_VIOLATION, 32u) \
    X(LOCK_VIOLATION, 33u) \
    X(HANDLE_EOF, 38u) \
    X(HANDLE_DISK_FULL, 39u) \
    X(NOT_SUPPORTED, 50u) \
    X(BAD_NETPATH, 53u) \
    X(NETWORK_ACCESS_DENIED, 65u) \
    X(BAD_NET_NAME, 67u) \
    X(FILE_EXISTS, 80u) \
    X(CANNOT_MAKE, 82u) \
    X(INVALID_PARAMETER, 87u) \
    X(BROKEN_PIPE, 109u) \
    X(OPEN_FAILED, 110u) \
    X(BUFFER_OVERFLOW, 111u) \
    X(DISK_FULL, 112u) \
    X(INVALID_NAME, 123u) \
    X(NEGATIVE_SEEK, 131u) \
    X(DIR_NOT_EMPTY, 145u) \
    X(BUSY, 170u) \
    X(BAD_PATHNAME, 161u) \
    X(ALREADY_EXISTS, 183u) \
    X(FILENAME_EXCED_RANGE, 206u) \
    X(FILE_TOO_LARGE, 223u) \
    X(DIRECTORY, 267u) \
    X(OPERATION_ABORTED, 995u) \
    X(NOACCESS, 998u) \
    X(IO_PENDING, 997u) \
    X(DELETE_PENDING, 303u) \
    X(INVALID_FLAGS, 1004u) \
    X(CANT_RESOLVE_FILENAME, 1921u) \
    X(IO_DEVICE, 1117u) \
    X(PRIVILEGE_NOT_HELD, 1314u) \
    X(USER_MAPPED_FILE, 1224u) \
    X(COMMITMENT_LIMIT, 1455u) \
    X(FILE_INVALID, 1006u)

#define WINPORT_WIN32_ERROR_ENUMERATOR(name, value) WINPORT_WIN32_ERROR_##name = value,
enum winport_win32_error_code { WINPORT_WIN32_ERROR_CODES(WINPORT_WIN32_ERROR_ENUMERATOR) };
#undef WINPORT_WIN32_ERROR_ENUMERATOR

#endif /* WINPORT_WIN32_ERROR_CODES_H */
