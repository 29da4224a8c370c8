#include <windows.h>
#include <string>

unsigned env_size(const std::wstring &wide, const std::string &name)
{
#ifdef UNICODE
    std::wstring name_str = wide;
#else
    std::string name_str = name;
#endif
    return GetEnvironmentVariable(name_str.c_str(), nullptr, 0);
}
