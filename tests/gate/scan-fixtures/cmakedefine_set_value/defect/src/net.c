#include "relay_config.h"
#ifdef RELAY_HAVE_SYS_SOCKET_H
#include <sys/socket.h>
#endif

int relay_ready(void)
{
    return 1;
}
