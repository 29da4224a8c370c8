#include <fcntl.h>
#include <io.h>
#include "shim.h"

namespace engine {
inline int open(const char *path, int flags) { return shim_open(path, flags); }
inline int close(int fd) {
  return shim_close(fd);
}

int load_weights(const char *path) {
  int fd = open(path, O_RDONLY);
  char byte = 0;
  int got = read(fd, &byte, 1);
  close(fd);
  return got;
}
} // namespace engine
