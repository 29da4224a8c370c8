#ifdef _WIN32
#include <windows.h>
int getpid() { return (int)GetCurrentProcessId(); }
#else
#include <unistd.h>
#endif

int write_pid() { return getpid(); }
