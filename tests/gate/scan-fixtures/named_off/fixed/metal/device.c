#include <dlfcn.h>

int metal_device(void) { return 1; }
