#ifdef __AVX2__
#include <sys/mman.h>
#endif
int dispatch_width(void) { return 8; }
