#include "engine.h"
#ifdef _WIN32
#include <winsock2.h>
#else
#include <stdio.h>
#endif

/* transport is declared in the #else branch only and used after the #endif */
int engine_socket_close(int fd)
{
#ifdef _WIN32
    int closed = closesocket((SOCKET)fd);
#else
    int transport = fd;
    int closed = fflush(stdout);
#endif
    return closed + transport;
}
