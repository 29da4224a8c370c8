#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

int kestrel_cores()
{
    int n = 1;
#if defined(_WIN32)
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    n = (int)info.dwNumberOfProcessors;
#elif defined(_SC_NPROCESSORS_ONLN)
    n = (int)sysconf(_SC_NPROCESSORS_ONLN);
#endif
    return n;
}
