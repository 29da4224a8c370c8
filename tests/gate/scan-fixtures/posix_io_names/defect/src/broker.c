#include <fcntl.h>
#include <stdio.h>
#include <getopt.h>

int shutdown(int s, int how);

int start(const char *path, int sock)
{
    setlinebuf(stdout);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    shutdown(sock, SHUT_WR);
    return fd;
}
