#include <string>
#include <windows.h>
#include <shlwapi.h>

std::string ledger_user()
{
    char user[256];
    DWORD size = sizeof(user);
    if (!GetUserNameA(user, &size))
        return std::string();
    return user;
}

bool ledger_match(const char *pattern, const char *name)
{
    return PathMatchSpecA(name, pattern) != FALSE;
}

std::wstring ledger_host()
{
    wchar_t host[256];
    DWORD size = 256;
    GetComputerName(host, &size);
    return host;
}
