#include <windows.h>
#include <string>

unsigned env_size(const std::string &name)
{
    std::string name_str = name;
    return GetEnvironmentVariable(name_str.c_str(), nullptr, 0);
}
