#include <stdio.h>
#ifdef _WIN32
#include <windows.h>
#include <process.h>
#ifndef _SH_DENYNO
#define _SH_DENYNO 0x40
#endif
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
