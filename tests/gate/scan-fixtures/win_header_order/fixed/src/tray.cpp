#ifdef _WIN32
#include <windows.h>
#include <shellapi.h>
void open_folder(const wchar_t *path)
{
    ShellExecuteW(nullptr, L"open", path, nullptr, nullptr, SW_SHOWNORMAL);
}
#endif
