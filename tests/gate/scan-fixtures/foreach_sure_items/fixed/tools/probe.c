#ifdef _WIN32
#include <winsock2.h>
#else
#include <sys/socket.h>
#endif

int main(void) { return 0; }
