/* SPDX-License-Identifier: BSD-3-Clause */
/* Under Wine (the Windows lane) this program starts only if its DLL, built into another folder,
 * was copied beside it by winport_copy_runtime_dlls(); in the Linux lanes it checks the same call
 * through the rpath. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "runtime_dll_fixture.h"

static void test_dll_function_is_callable(void **state)
{
    (void)state;
    assert_int_equal(winport_runtime_dll_fixture_answer(), 42);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dll_function_is_callable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
