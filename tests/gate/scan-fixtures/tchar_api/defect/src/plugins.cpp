#include <windows.h>
#include <shlwapi.h>
#include <string>

bool plugin_matches(const std::string &glob, const char *name)
{
    return PathMatchSpec(glob.c_str(), name) != FALSE;
}

void *plugin_open(void)
{
    return LoadLibrary("plugin.dll");
}

unsigned long plugin_folder(void)
{
    char folder[MAX_PATH];
    return GetModuleFileName(NULL, folder, MAX_PATH);
}

void *plugin_kernel(void)
{
    return GetModuleHandle(TEXT("kernel32.dll"));
}
