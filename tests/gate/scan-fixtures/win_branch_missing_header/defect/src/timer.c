#include <stdio.h>
#ifdef HAVE_PROCESS_SHIM
#include "process_shim.h"
#endif
int timer_pid(void)
{
#ifdef _WIN32
    return (int)_getpid();
#else
    return 0;
#endif
}
