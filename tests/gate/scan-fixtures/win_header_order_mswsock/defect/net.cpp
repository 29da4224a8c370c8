#include <mswsock.h>
#include <winsock2.h>

int demo_net(void) { return 0; }
