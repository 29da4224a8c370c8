#include "socket.h"

bool enable_reuse(socket_base &sock)
{
    int on = 1;
    return sock.set_option(SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
}
