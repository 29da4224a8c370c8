#include <process.h>

int port_pid(void)
{
    return _getpid();
}
