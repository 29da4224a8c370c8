#ifdef __AVX512F__
#include <sys/mman.h>
#endif
