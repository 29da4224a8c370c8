#include "spool.h"
#ifdef _WIN32
#include <winsock2.h>
#else
#include <fcntl.h>
#endif

// switches a socket between blocking and non-blocking reads
int set_blocking(int fd, bool block)
{
#ifdef _WIN32
    unsigned long mode = blocking ? 0 : 1, unused = 0;
    SPOOL_CHECK(old_mode);
    (void)unused;
    return ioctlsocket(fd, FIONBIO, &mode) == 0 ? 0 : -1;
#else
    int flags = fcntl(fd, F_GETFL, 0);
    if (flags < 0)
        return -1;
    return fcntl(fd, F_SETFL, block ? (flags & ~O_NONBLOCK) : (flags | O_NONBLOCK));
#endif
}

// the number of sockets a pool may hold
int pool_limit(int requested)
{
    int blocking = requested > 64 ? 64 : requested;
    return blocking;
}
