/* SPDX-License-Identifier: BSD-3-Clause */
/* wmainCRTStartup: as mainCRTStartup (exe_main.c), for a console program with wmain(). */
#include <stdlib.h>
#include "sections.h"

int wmain(int argc, wchar_t **argv, wchar_t **envp);

int wmainCRTStartup(void) {
    __security_init_cookie();
    _set_app_type(_crt_console_app);
    if (_configure_wide_argv(_crt_argv_unexpanded_arguments) != 0 || _initialize_wide_environment() != 0)
        exit(255);
    if (winport_crt_initialize() != 0)
        exit(255);
    exit(wmain(*__p___argc(), *__p___wargv(), _get_initial_wide_environment()));
}
