/* SPDX-License-Identifier: BSD-3-Clause */
/* A DLL built by the tests, placed away from the test program, that the program can load only if
 * winport_copy_runtime_dlls() copied it beside the program (Windows has no rpath). */
#include "runtime_dll_fixture.h"

int winport_runtime_dll_fixture_answer(void)
{
    return 42;
}
