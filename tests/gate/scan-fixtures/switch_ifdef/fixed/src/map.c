#ifdef ENGINE_USE_MMAP
#include <sys/mman.h>
#endif

int engine_maps(void) { return 1; }
