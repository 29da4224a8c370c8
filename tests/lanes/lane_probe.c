/* SPDX-License-Identifier: BSD-3-Clause */
/* Proves which lane the tests run in, by run-time evidence rather than the build's say-so:
 *  - mingw-wine: a real Win32 call (ntdll's wine_get_version, which only Wine exports) answers;
 *  - msvc-wine:  the same, from a program compiled by clang-cl for the MSVC ABI (_MSC_VER and
 *                __clang__, no __MINGW32__) whose C library is the UCRT (ucrtbase.dll is loaded,
 *                msvcrt.dll is not);
 *  - gcc-asan:   AddressSanitizer's run-time reports a heap redzone as poisoned;
 *  - clang:      the program was compiled by Clang and runs on Linux;
 *  - msvc:       compiled by MSVC and running on real Windows (no wine_get_version).
 * WINPORT_TEST_LANE comes from CMakePresets.json; an unknown lane fails. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "winport/version.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <sys/utsname.h>
#endif
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#endif

static const char *lane = WINPORT_TEST_LANE;

#ifdef _WIN32
typedef const char *(*wine_get_version_fn)(void);

static wine_get_version_fn find_wine_get_version(void) {
    HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    assert_non_null(ntdll); /* every Windows process maps ntdll */
    return (wine_get_version_fn)(void (*)(void))GetProcAddress(ntdll, "wine_get_version");
}
#endif

static void test_library_links_and_reports_its_version(void **state) {
    (void)state;
    assert_string_equal(winport_version(), WINPORT_VERSION_STRING);
}

static void test_lane_is_the_one_the_preset_names(void **state) {
    (void)state;
    print_message("lane: '%s'\n", lane);
    if (strcmp(lane, "mingw-wine") == 0) {
#ifdef _WIN32
        wine_get_version_fn wine_version = find_wine_get_version();
        assert_non_null(wine_version);
        print_message("running under Wine %s\n", wine_version());
        wchar_t sysdir[MAX_PATH];
        assert_true(GetSystemDirectoryW(sysdir, MAX_PATH) > 0);
#else
        fail_msg("the mingw-wine lane built a non-Windows program");
#endif
    } else if (strcmp(lane, "msvc-wine") == 0) {
#if defined(_WIN32) && defined(_MSC_VER) && defined(__clang__) && !defined(__MINGW32__)
        wine_get_version_fn wine_version = find_wine_get_version();
        assert_non_null(wine_version);
        print_message("clang-cl %s (_MSC_VER %d) under Wine %s\n", __clang_version__, _MSC_VER, wine_version());
        assert_non_null(GetModuleHandleW(L"ucrtbase.dll"));
        assert_null(GetModuleHandleW(L"msvcrt.dll"));
#else
        fail_msg("the msvc-wine lane was not compiled by clang-cl for the MSVC ABI");
#endif
    } else if (strcmp(lane, "msvc") == 0) {
#if defined(_WIN32) && defined(_MSC_VER)
        assert_null(find_wine_get_version());
#else
        fail_msg("the msvc lane was not compiled by MSVC for Windows");
#endif
    } else if (strcmp(lane, "gcc-asan") == 0) {
#if defined(__SANITIZE_ADDRESS__) && defined(__GNUC__) && !defined(__clang__)
        char *heap = malloc(16);
        assert_non_null(heap);
        assert_false(__asan_address_is_poisoned(heap + 15));
        assert_true(__asan_address_is_poisoned(heap + 16)); /* the redzone */
        free(heap);
#else
        fail_msg("the gcc-asan lane was not built by GCC with AddressSanitizer");
#endif
    } else if (strcmp(lane, "clang") == 0) {
#if defined(__clang__) && !defined(_WIN32)
        struct utsname host;
        assert_int_equal(uname(&host), 0);
        assert_string_equal(host.sysname, "Linux");
        print_message("clang %s on %s %s\n", __clang_version__, host.sysname, host.release);
#else
        fail_msg("the clang lane was not built by Clang for Linux");
#endif
    } else if (lane[0] != '\0') {
        fail_msg("unknown lane '%s': add its evidence to tests/lanes/lane_probe.c", lane);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_library_links_and_reports_its_version),
        cmocka_unit_test(test_lane_is_the_one_the_preset_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
