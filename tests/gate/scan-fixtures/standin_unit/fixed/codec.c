#include <stdlib.h>
#ifdef _WIN32
#define setenv(name, value, overwrite) _putenv_s(name, value)
#endif

void codec_force_simd(int on) {
  if (on)
    setenv("CODEC_SIMD", "1", 1);
}
