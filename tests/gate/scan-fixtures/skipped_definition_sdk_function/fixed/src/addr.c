#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#endif

#if defined(__MINGW32__)
/* an old MinGW runtime has no such function: a stub */
static const char *inet_ntop(int family, const void *source, char *out, int size)
{
    (void)family, (void)source, (void)size;
    out[0] = '\0';
    return out;
}
#endif

const char *addr_format(const void *source, char *out, int size) { return inet_ntop(AF_INET, source, out, size); }
