#ifndef NAP_COMPAT_H
#define NAP_COMPAT_H

#ifndef _MSC_VER
#include <unistd.h>
#define nap(seconds) sleep(seconds)
#else
#include <windows.h>
static __inline unsigned int nap(unsigned int seconds)
{
    Sleep(seconds * 1000);
    return seconds;
}
#endif

#endif
