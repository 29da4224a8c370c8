#ifdef __AVX2__
#include <sys/mman.h>
#endif
int kernel_avx2_width(void) { return 8; }
