#include "stdio_compat.h"

#ifdef _WIN32
extern "C" {
FILE* popen(const char* name, const char* mode) {
  return _popen(name, mode);
}

int pclose(FILE* f) {
  return _pclose(f);
}
}
#endif
