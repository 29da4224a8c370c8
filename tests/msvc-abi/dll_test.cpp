/* SPDX-License-Identifier: BSD-3-Clause */
// msvc_abi.dll: a program and a DLL of the msvc-wine toolchain (dll_library.cpp says what is
// checked).
#include <stdexcept>
#include <string>

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
extern "C" {   // cmocka 1.1's header has no C++ guard
#include <cmocka.h>
}

#include "dll_library.h"

static void test_dll_static_constructor_ran(void **) {
    assert_int_equal(msvc_abi_dll_constructed(), 7);
}

static void test_string_crosses_the_boundary(void **) {
    assert_string_equal(msvc_abi_dll_greeting("wine").c_str(), "hello wine");
}

static void test_exception_crosses_the_boundary(void **) {
    bool caught = false;
    try {
        msvc_abi_dll_throw();
    } catch (const std::runtime_error &error) {
        caught = std::string(error.what()) == "thrown in the DLL";
    }
    assert_true(caught);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dll_static_constructor_ran),
        cmocka_unit_test(test_string_crosses_the_boundary),
        cmocka_unit_test(test_exception_crosses_the_boundary),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
