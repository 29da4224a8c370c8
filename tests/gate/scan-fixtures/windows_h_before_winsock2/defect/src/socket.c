#include "net.h"

net_socket net_open(int family)
{
    return socket(family, SOCK_STREAM, 0);
}
