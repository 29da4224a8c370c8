/* SPDX-License-Identifier: BSD-3-Clause */
/* atexit, _onexit and at_quick_exit live in the static CRT (ucrtbase exports none of them). In an
 * EXE they register with the process (the UCRT's _crt_atexit / _crt_at_quick_exit, run by exit and
 * quick_exit); in a DLL atexit registers with the module's own table, run when it is unloaded. */
#include <stdlib.h>
#include "sections.h"

static int use_module_table;
static _onexit_table_t module_table;

void winport_crt_use_module_exit_table(void) {
    use_module_table = 1;
    _initialize_onexit_table(&module_table);
}

void winport_crt_run_module_exit_table(void) {
    _execute_onexit_table(&module_table);
}

_onexit_t __cdecl _onexit(_onexit_t function) {
    int failed = use_module_table ? _register_onexit_function(&module_table, function)
                                  : _crt_atexit((_PVFV)(void *)function);
    return failed ? NULL : function;
}

int __cdecl atexit(void (__cdecl *function)(void)) {
    return _onexit((_onexit_t)(void *)function) == NULL ? -1 : 0;
}

int __cdecl at_quick_exit(void (__cdecl *function)(void)) {
    return _crt_at_quick_exit(function);
}

/* Wine's stdlib.h declares atexit and _onexit dllimport (as the old msvcrt.dll exported them),
 * so callers reach them through an import pointer: the pointers are defined here, next to the
 * functions they point at. */
int(__cdecl *const __imp_atexit)(void(__cdecl *)(void)) = atexit;
_onexit_t(__cdecl *const __imp__onexit)(_onexit_t) = _onexit;
