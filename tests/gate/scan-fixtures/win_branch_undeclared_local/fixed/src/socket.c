#include "engine.h"
#ifdef _WIN32
#include <winsock2.h>
#else
#include <stdio.h>
#endif

/* transport is declared for every platform */
int engine_socket_close(int fd)
{
    int transport = fd;
#ifdef _WIN32
    int closed = closesocket((SOCKET)fd);
#else
    int closed = fflush(stdout);
#endif
    return closed + transport;
}
