#include <windows.h>
#include <fstream>
#include "files.h"

namespace engine {
bool CopyFile(const std::string &from, const std::string &to)
{
    std::ifstream in(from, std::ios::binary);
    std::ofstream out(to, std::ios::binary);
    out << in.rdbuf();
    return static_cast<bool>(out);
}

std::string GetCurrentDirectory()
{
    char buffer[MAX_PATH];
    DWORD n = ::GetCurrentDirectoryA(MAX_PATH, buffer);
    return std::string(buffer, n);
}
}
