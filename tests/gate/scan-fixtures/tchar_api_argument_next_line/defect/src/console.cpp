#ifdef _WIN32
#include <windows.h>

HANDLE open_console_input()
{
    return CreateFile(
        "CONIN$",
        GENERIC_READ | GENERIC_WRITE,
        FILE_SHARE_READ,
        nullptr,
        OPEN_EXISTING,
        0,
        nullptr);
}

HANDLE open_console_output()
{
    return CreateFile(
        L"CONOUT$",
        GENERIC_READ | GENERIC_WRITE,
        FILE_SHARE_WRITE,
        nullptr,
        OPEN_EXISTING,
        0,
        nullptr);
}
#endif
