#ifdef _WIN32
#include <shellapi.h>
#include <windows.h>
void open_folder(const wchar_t *path)
{
    ShellExecuteW(nullptr, L"open", path, nullptr, nullptr, SW_SHOWNORMAL);
}
#endif
