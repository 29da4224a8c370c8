#include <windows.h>

int read_all(HANDLE h, void *buffer, size_t size)
{
    DWORD got;
    return ReadFile(h, buffer, size, &got, NULL) ? (int)got : -1;
}
