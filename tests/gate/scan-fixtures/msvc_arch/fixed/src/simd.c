#ifdef __AVX2__
#include <sys/mman.h>
#endif
