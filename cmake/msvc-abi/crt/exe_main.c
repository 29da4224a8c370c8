/* SPDX-License-Identifier: BSD-3-Clause */
/* mainCRTStartup: the entry point lld-link picks for a console program with main(). The UCRT
 * documents the start-up sequence: the /GS cookie first, the application type, the arguments and
 * the environment, the C then the C++ initializers, main, then exit() with main's result (exit
 * runs the atexit functions and the C++ static destructors, which were registered with atexit). */
#include <stdlib.h>
#include "sections.h"

int main(int argc, char **argv, char **envp);

int mainCRTStartup(void) {
    __security_init_cookie();
    _set_app_type(_crt_console_app);
    if (_configure_narrow_argv(_crt_argv_unexpanded_arguments) != 0 || _initialize_narrow_environment() != 0)
        exit(255);
    if (winport_crt_initialize() != 0)
        exit(255);
    exit(main(*__p___argc(), *__p___argv(), _get_initial_narrow_environment()));
}
