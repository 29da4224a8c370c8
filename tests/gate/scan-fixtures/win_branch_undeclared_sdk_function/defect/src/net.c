#ifdef _WIN32
#include <winsock2.h>
#endif

#ifdef _WIN32
#define NET_SOCKET_ERROR SOCKET_ERROR
#else
#define NET_SOCKET_ERROR (-1)
#define net_close_socket(fd) close(fd)
#define net_pause_ms(ms) usleep((ms) * 1000)
#endif

int net_shutdown(int fd) { return net_close_socket(fd) == NET_SOCKET_ERROR ? -1 : 0; }
void net_pause(void) { net_pause_ms(10); }
