/* loads a plug-in the POSIX way */
#include <dlfcn.h>

void *platform_load(const char *name) { return dlopen(name, RTLD_NOW); }
