/* the example's socket transport for Windows */
#include <winsock2.h>

int transport_close(SOCKET s)
{
    return closesocket(s);
}
