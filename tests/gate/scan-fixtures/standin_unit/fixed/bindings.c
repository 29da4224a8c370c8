#include <stdlib.h>
#ifdef _WIN32
#define setenv(name, value, overwrite) _putenv_s(name, value)
#endif

void bindings_force_simd(void) { setenv("CODEC_SIMD", "1", 1); }
