#include <fcntl.h>
#include <io.h>

int open_model(const char *path) { return open(path, O_RDONLY); }
