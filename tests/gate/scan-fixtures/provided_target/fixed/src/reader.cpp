#include <fcntl.h>
#ifdef ENGINE_USE_SHIM
#include "shim/files.h"
int open_model(const char *path) { return shim_open(path, O_RDONLY); }
#else
#include <io.h>
int open_model(const char *path) { return open(path, O_RDONLY); }
#endif
