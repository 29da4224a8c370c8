#include <string>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

#ifdef _WIN32
#define HOSTBUF_W 256
#else
#define HOSTBUF 256
#endif

std::string host_name() {
    char name[HOSTBUF] = {0};
#ifdef _WIN32
    DWORD size = sizeof name;
    if (!GetComputerNameA(name, &size))
        return "";
#else
    if (gethostname(name, sizeof name) != 0)
        return "";
#endif
    return name;
}
