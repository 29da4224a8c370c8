#include <stdio.h>
#ifdef _WIN32
#include <windows.h>
#endif
FILE *log_open(const char *path)
{
#ifdef _WIN32
    return _fsopen(path, "a", _SH_DENYNO);
#else
    return fopen(path, "a");
#endif
}
int log_pid(void)
{
#ifdef _WIN32
    return (int)_getpid();
#else
    return 0;
#endif
}
