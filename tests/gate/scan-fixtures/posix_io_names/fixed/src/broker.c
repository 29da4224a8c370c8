#include <fcntl.h>
#include <stdio.h>
#ifndef _WIN32
#include <getopt.h>
#endif

#ifdef _WIN32
#define SHUT_WR SD_SEND
#endif
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

int shutdown(int s, int how);

int start(const char *path, int sock)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    shutdown(sock, SHUT_WR);
    return fd;
}
