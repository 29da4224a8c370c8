#include <dlfcn.h>

void *engine_open(const char *name) { return dlopen(name, RTLD_NOW); }
