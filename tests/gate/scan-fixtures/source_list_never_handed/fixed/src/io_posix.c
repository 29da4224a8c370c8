#include <unistd.h>

int port_pid(void)
{
    return (int)getpid();
}
