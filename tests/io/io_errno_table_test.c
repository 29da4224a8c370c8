/* SPDX-License-Identifier: BSD-3-Clause */
/* io_errno_table_test.c: the Win32 error -> errno table, entry by entry. The table is plain data,
 * so this runs in every lane; io_errors_test.c provokes the mappings that a test can provoke. The
 * numbers are winerror.h's, spelled out so that a renumbered table entry fails here. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <errno.h>
#include <cmocka.h>

#include "winport/io.h"

struct expected_mapping {
    const char *name;
    uint32_t win32_error;
    int errno_value;
};

static const struct expected_mapping expected[] = {
    {"ERROR_INVALID_FUNCTION", 1, EINVAL},
    {"ERROR_FILE_NOT_FOUND", 2, ENOENT},
    {"ERROR_PATH_NOT_FOUND", 3, ENOENT},
    {"ERROR_TOO_MANY_OPEN_FILES", 4, EMFILE},
    {"ERROR_ACCESS_DENIED", 5, EACCES},
    {"ERROR_INVALID_HANDLE", 6, EBADF},
    {"ERROR_NOT_ENOUGH_MEMORY", 8, ENOMEM},
    {"ERROR_INVALID_ACCESS", 12, EACCES},
    {"ERROR_INVALID_DATA", 13, EINVAL},
    {"ERROR_OUTOFMEMORY", 14, ENOMEM},
    {"ERROR_INVALID_DRIVE", 15, ENOENT},
    {"ERROR_CURRENT_DIRECTORY", 16, EBUSY},
    {"ERROR_NOT_SAME_DEVICE", 17, EXDEV},
    {"ERROR_WRITE_PROTECT", 19, EROFS},
    {"ERROR_NOT_READY", 21, EAGAIN},
    {"ERROR_CRC", 23, EIO},
    {"ERROR_SEEK", 25, EINVAL},
    {"ERROR_WRITE_FAULT", 29, EIO},
    {"ERROR_READ_FAULT", 30, EIO},
    {"ERROR_SHARING_VIOLATION", 32, EBUSY},
    {"ERROR_LOCK_VIOLATION", 33, EBUSY},
    {"ERROR_HANDLE_DISK_FULL", 39, ENOSPC},
    {"ERROR_NOT_SUPPORTED", 50, ENOTSUP},
    {"ERROR_BAD_NETPATH", 53, ENOENT},
    {"ERROR_NETWORK_ACCESS_DENIED", 65, EACCES},
    {"ERROR_BAD_NET_NAME", 67, ENOENT},
    {"ERROR_FILE_EXISTS", 80, EEXIST},
    {"ERROR_CANNOT_MAKE", 82, EACCES},
    {"ERROR_INVALID_PARAMETER", 87, EINVAL},
    {"ERROR_BROKEN_PIPE", 109, EPIPE},
    {"ERROR_OPEN_FAILED", 110, EIO},
    {"ERROR_BUFFER_OVERFLOW", 111, ENAMETOOLONG},
    {"ERROR_DISK_FULL", 112, ENOSPC},
    {"ERROR_INVALID_NAME", 123, ENOENT},
    {"ERROR_NEGATIVE_SEEK", 131, EINVAL},
    {"ERROR_DIR_NOT_EMPTY", 145, ENOTEMPTY},
    {"ERROR_BAD_PATHNAME", 161, ENOENT},
    {"ERROR_BUSY", 170, EBUSY},
    {"ERROR_ALREADY_EXISTS", 183, EEXIST},
    {"ERROR_FILENAME_EXCED_RANGE", 206, ENAMETOOLONG},
    {"ERROR_FILE_TOO_LARGE", 223, EFBIG},
    {"ERROR_DIRECTORY", 267, ENOTDIR},
    {"ERROR_DELETE_PENDING", 303, ENOENT},
    {"ERROR_OPERATION_ABORTED", 995, ECANCELED},
    {"ERROR_NOACCESS", 998, EFAULT},
    {"ERROR_INVALID_FLAGS", 1004, EINVAL},
    {"ERROR_FILE_INVALID", 1006, ENXIO},
    {"ERROR_IO_DEVICE", 1117, EIO},
    {"ERROR_USER_MAPPED_FILE", 1224, EBUSY},
    {"ERROR_PRIVILEGE_NOT_HELD", 1314, EPERM},
    {"ERROR_COMMITMENT_LIMIT", 1455, ENOMEM},
    {"ERROR_CANT_RESOLVE_FILENAME", 1921, ELOOP},
};

static void test_every_listed_code_maps_to_its_errno(void **state) {
    size_t i;
    int mismatches = 0;
    (void)state;
    for (i = 0; i < sizeof expected / sizeof expected[0]; ++i) {
        int actual = winport_errno_from_win32_error(expected[i].win32_error);
        if (actual != expected[i].errno_value) {
            print_error("%s (%u): errno %d, expected %d\n", expected[i].name,
                (unsigned)expected[i].win32_error, actual, expected[i].errno_value);
            ++mismatches;
        }
    }
    assert_int_equal(mismatches, 0);
}

static void test_unlisted_codes_are_eio(void **state) {
    (void)state;
    assert_int_equal(winport_errno_from_win32_error(0), EIO);
    assert_int_equal(winport_errno_from_win32_error(38), EIO); /* ERROR_HANDLE_EOF: the shim's reads make it 0 bytes */
    assert_int_equal(winport_errno_from_win32_error(0xFFFFFFFFu), EIO);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_listed_code_maps_to_its_errno),
        cmocka_unit_test(test_unlisted_codes_are_eio),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
