#ifdef WIN32_BUILD
#include <windows.h>
#else
#include <dlfcn.h>
#endif

int load_plugin() { return 0; }
