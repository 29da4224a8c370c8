#if defined(ENGINE_POSIX_CLOCK) && defined(ENGINE_FAST_CLOCK)
#include <sys/time.h>
#endif

int ticks(void) { return 0; }
