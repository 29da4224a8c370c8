#include <winsock2.h>
#include <mswsock.h>

int demo_net(void) { return 0; }
