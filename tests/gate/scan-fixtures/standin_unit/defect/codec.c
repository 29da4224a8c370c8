#include <stdlib.h>

void codec_force_simd(int on) {
  if (on)
    setenv("CODEC_SIMD", "1", 1);
}
