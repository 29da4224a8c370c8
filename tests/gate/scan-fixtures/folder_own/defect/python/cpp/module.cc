#include <dlfcn.h>

int module_init() { return 0; }
