#include <windows.h>

// No wxWidgets here: FindWindow is <windows.h>'s macro for FindWindowW, which takes wchar_t.
bool panel_running(const char *title)
{
    HWND found = FindWindow(nullptr, "Panel host");
    return found != nullptr && title != nullptr;
}
