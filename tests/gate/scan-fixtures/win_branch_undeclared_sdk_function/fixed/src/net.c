#ifdef _WIN32
#include <winsock2.h>
#endif

#ifdef _WIN32
#define NET_SOCKET_ERROR SOCKET_ERROR
#else
#define NET_SOCKET_ERROR (-1)
#define closesocket(fd) close(fd)
#define Sleep(ms) usleep((ms) * 1000)
#endif

int net_shutdown(int fd) { return closesocket(fd) == NET_SOCKET_ERROR ? -1 : 0; }
void net_pause(void) { Sleep(10); }
