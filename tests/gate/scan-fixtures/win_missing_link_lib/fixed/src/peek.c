#include <stdio.h>
#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#endif

int main(void)
{
    unsigned char loopback[4] = {127, 0, 0, 1};
    char text[64];
    if (!inet_ntop(AF_INET, loopback, text, sizeof text))
        return 1;
    puts(text);
    return 0;
}
