#ifdef __AVX2__
#include <sys/mman.h>
#endif
int kernel_fma_width(void) { return 8; }
