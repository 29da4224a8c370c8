#include <ctime>
#include "files.h"
#ifdef _WIN32
#include <winsock2.h>
#endif

long engine_micros(const timeval *tv)
{
#ifdef _WIN32
    /* a member of the SDK's struct (short), beside the tree's own tv_nsec: no finding */
    return tv->tv_usec;
#else
    return 0;
#endif
}
