#include <sys/stat.h>

#ifdef _WIN32
#include <direct.h>
#define tool_mkdir(name, mode) _mkdir(name)
#else
#define tool_mkdir(name, mode) mkdir(name, mode)
#endif

#ifdef TOOL_HAVE_WINDOWS_DIRECT
#define tool_mkdir_private(name, mode) _mkdir(name)
#endif

int tool_prepare(const char *dir) { return tool_mkdir(dir, S_IRWXU | S_IRGRP); }
int tool_prepare_private(const char *dir) { return tool_mkdir_private(dir, S_IRWXU); }
