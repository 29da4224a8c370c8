#ifdef _WIN32
#include <winsock2.h>
#include <io.h>
#define close closesocket
#else
#include <sys/socket.h>
#include <unistd.h>
#endif
#include <fcntl.h>

int open_log(const char *path) { return open(path, O_RDONLY); }

int listen_udp(int family)
{
    int fd = (int)socket(family, SOCK_DGRAM, 0);
    if (bind_any(fd) != 0) {
        (void)close(fd);
        return -1;
    }
    return fd;
}
