#include <string>
#ifdef _WIN32
#include <windows.h>
#include <shlwapi.h>

bool atlas_matches(const std::string& pattern, const char* name)
{
    return PathMatchSpecA(pattern.c_str(), name) != FALSE;
}

void* atlas_open(const std::string& host)
{
    HMODULE m = LoadLibraryA(host.c_str());
    OutputDebugString(L"opened");
    HANDLE h = CreateFile(L"atlas.bin", GENERIC_READ, 0, nullptr, OPEN_EXISTING, 0, nullptr);
    return m ? (void*)m : (void*)h;
}

namespace atlas {
bool CopyFile(const std::string& from, const std::string& to);
}

bool atlas_copy(const std::string& a, const std::string& b)
{
    std::wstring wide = L"x";
    DeleteFile(wide.c_str());
    return atlas::CopyFile(a.c_str(), b.c_str());
}
#endif
