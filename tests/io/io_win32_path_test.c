/* SPDX-License-Identifier: BSD-3-Clause */
/* io_win32_path_test.c (Windows only): the UTF-16 paths winport hands to CreateFileW, checked
 * directly. Wine opens long paths with or without the \\?\ prefix, so the behaviour tests in
 * io_basic_test.c cannot show that the prefix is built, and built correctly (absolute, only '\',
 * no '.' or '..', \\?\UNC\ for shares); stock Windows needs exactly that. This test compiles the
 * converter (compat/src/io/win32/path_win32.c) into itself. */
/* MSVC: strerror, strcpy, sprintf and friends are used as C11 defines them. */
#ifndef _CRT_SECURE_NO_WARNINGS
#define _CRT_SECURE_NO_WARNINGS
#endif
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <cmocka.h>

#include "win32_internal.h"
#include "winport/io.h"

/* path_win32.c reports GetFullPathNameW failures through the shim's helper; this is the same. */
int winport_win32_fail(DWORD win32_error) {
    errno = winport_errno_from_win32_error((uint32_t)win32_error);
    return -1;
}

static void assert_converts_to(const char *utf8, const wchar_t *expected) {
    wchar_t *actual = winport_win32_lexical_path_from_utf8(utf8);
    assert_non_null(actual);
    if (wcscmp(actual, expected) != 0) {
        print_error("'%s' became '%ls', expected '%ls'\n", utf8, actual, expected);
        fail();
    }
    free(actual);
}

/* A path of the given length: "C:\" then 9-character folders then 'x's. */
static void make_long_path(char *utf8, wchar_t *expected_tail, size_t length) {
    size_t i;
    memcpy(utf8, "C:/", 3);
    for (i = 3; i < length; ++i) {
        utf8[i] = (i % 10 == 2) ? '/' : 'x';
        expected_tail[i] = (i % 10 == 2) ? L'\\' : L'x';
    }
    expected_tail[0] = L'C';
    expected_tail[1] = L':';
    expected_tail[2] = L'\\';
    utf8[length] = '\0';
    expected_tail[length] = L'\0';
}

static void test_short_paths_are_normalised_but_not_prefixed(void **state) {
    (void)state;
    assert_converts_to("C:/models/weights.bin", L"C:\\models\\weights.bin");
    assert_converts_to("C:\\models/sub\\..\\weights.bin", L"C:\\models\\weights.bin");
    assert_converts_to("C:/caf\xc3\xa9/\xf0\x9f\xa6\x99.bin", L"C:\\caf\x00e9\\\xd83e\xdd99.bin");
}

static void test_relative_paths_resolve_against_the_current_directory(void **state) {
    wchar_t current[MAX_PATH];
    wchar_t expected[MAX_PATH + 32];
    DWORD length = GetCurrentDirectoryW(MAX_PATH, current);
    (void)state;
    assert_true(length > 0 && length < MAX_PATH - 20);
    wcscpy(expected, current);
    if (expected[length - 1] != L'\\') {
        wcscat(expected, L"\\");
    }
    wcscat(expected, L"a\\c.bin");
    assert_converts_to("a/b/../c.bin", expected);
    assert_converts_to("./a/./c.bin", expected);
}

static void test_long_paths_get_the_verbatim_prefix(void **state) {
    char utf8[400];
    wchar_t expected[420];
    (void)state;
    memcpy(expected, L"\\\\?\\", 4 * sizeof(wchar_t));
    /* 247 units: still below the limit (MAX_PATH - 12 = 248), left alone */
    make_long_path(utf8, expected + 4, 247);
    assert_converts_to(utf8, expected + 4);
    /* 248 units and beyond: \\?\C:\... */
    make_long_path(utf8, expected + 4, 248);
    assert_converts_to(utf8, expected);
    make_long_path(utf8, expected + 4, 350);
    assert_converts_to(utf8, expected);
}

static void test_long_paths_lose_dot_components_before_the_prefix(void **state) {
    char utf8[420];
    char long_part[400];
    wchar_t expected[420];
    (void)state;
    memcpy(expected, L"\\\\?\\", 4 * sizeof(wchar_t));
    make_long_path(long_part, expected + 4, 350);
    /* C:/skip/../<rest> and C:/./<rest> name C:\<rest>: the \\?\ form would take the dots literally */
    strcpy(utf8, "C:/skip/../");
    strcat(utf8, long_part + 3);
    assert_converts_to(utf8, expected);
    strcpy(utf8, "C:/./");
    strcat(utf8, long_part + 3);
    assert_converts_to(utf8, expected);
}

static void test_long_unc_paths_get_the_unc_verbatim_prefix(void **state) {
    char utf8[420];
    wchar_t expected[440];
    wchar_t tail[420];
    char long_part[400];
    (void)state;
    make_long_path(long_part, tail, 300);
    strcpy(utf8, "//server/share/");
    strcat(utf8, long_part + 3);
    wcscpy(expected, L"\\\\?\\UNC\\server\\share\\");
    wcscat(expected, tail + 3);
    assert_converts_to(utf8, expected);
}

static void test_verbatim_paths_pass_unchanged(void **state) {
    (void)state;
    assert_converts_to("\\\\?\\C:\\exact\\name. ", L"\\\\?\\C:\\exact\\name. ");
    assert_converts_to("\\??\\C:\\nt\\form", L"\\??\\C:\\nt\\form");
}

/* UNICODE_STRING counts bytes in 16 bits: a longer path would wrap round to a short prefix of
 * itself, so the limit is checked before any Win32 call, prefix included. */
static void test_paths_past_the_nt_limit_are_enametoolong(void **state) {
    enum { limit = 32767 };
    char *utf8 = (char *)malloc(limit + 16);
    wchar_t *converted;
    size_t length;
    (void)state;
    assert_non_null(utf8);
    for (length = limit - 6; length <= limit + 6; ++length) {
        size_t i;
        memcpy(utf8, "C:/", 3);
        for (i = 3; i < length; ++i) {
            utf8[i] = (i % 100 == 2) ? '/' : 'x';
        }
        utf8[length] = '\0';
        errno = 0;
        converted = winport_win32_lexical_path_from_utf8(utf8);
        /* prefixed with \\?\ (4 units): the longest that fits is limit - 4 */
        if (length + 4 <= limit) {
            assert_non_null(converted);
            assert_int_equal(wcslen(converted), length + 4);
            free(converted);
        } else {
            assert_null(converted);
            assert_int_equal(errno, ENAMETOOLONG);
        }
        /* verbatim as given: the whole limit */
        memcpy(utf8, "\\\\?\\C:", 6);
        errno = 0;
        converted = winport_win32_lexical_path_from_utf8(utf8);
        if (length <= limit) {
            assert_non_null(converted);
            free(converted);
        } else {
            assert_null(converted);
            assert_int_equal(errno, ENAMETOOLONG);
        }
    }
    free(utf8);
}

static void test_invalid_utf8_is_einval(void **state) {
    static const char *const invalid[] = {"C:/\xff.bin", "C:/\xc3", "C:/\xed\xa0\x80", "C:/\xc0\xaf", "C:/\xf8\x88\x80\x80\x80"};
    size_t i;
    (void)state;
    for (i = 0; i < sizeof invalid / sizeof invalid[0]; ++i) {
        errno = 0;
        assert_null(winport_win32_path_from_utf8(invalid[i]));
        assert_int_equal(errno, EINVAL);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_short_paths_are_normalised_but_not_prefixed),
        cmocka_unit_test(test_relative_paths_resolve_against_the_current_directory),
        cmocka_unit_test(test_long_paths_get_the_verbatim_prefix),
        cmocka_unit_test(test_long_paths_lose_dot_components_before_the_prefix),
        cmocka_unit_test(test_long_unc_paths_get_the_unc_verbatim_prefix),
        cmocka_unit_test(test_verbatim_paths_pass_unchanged),
        cmocka_unit_test(test_invalid_utf8_is_einval),
        cmocka_unit_test(test_paths_past_the_nt_limit_are_enametoolong),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
