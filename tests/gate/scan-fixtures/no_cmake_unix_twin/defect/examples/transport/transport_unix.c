/* the example's socket transport for Unix */
#include <sys/socket.h>
#include <unistd.h>

int transport_close(int fd)
{
    return close(fd);
}
