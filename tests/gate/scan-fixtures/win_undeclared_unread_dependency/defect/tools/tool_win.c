#include <windows.h>

#ifdef _WIN32
int tool_setup(void) { return tool_console_mode != 0; }
#endif
