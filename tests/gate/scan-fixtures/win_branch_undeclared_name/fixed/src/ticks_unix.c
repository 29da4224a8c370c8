/* The POSIX clock; its Windows twin lives in ticks_win.c, which the platform's build picks. */
#ifndef _WIN32
#include <time.h>

unsigned long engine_ticks_now(void)
{
    return (unsigned long)clock();
}
#endif
