#include <windows.h>

int read_all(HANDLE h, void *buffer, size_t size)
{
    DWORD got;
    return ReadFile(h, buffer, (DWORD)(size < 0x7fffffff ? size : 0x7fffffff), &got, NULL) ? (int)got : -1;
}
