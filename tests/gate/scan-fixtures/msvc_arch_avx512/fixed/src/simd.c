#ifdef __AVX512VBMI__
#include <sys/mman.h>
#endif
