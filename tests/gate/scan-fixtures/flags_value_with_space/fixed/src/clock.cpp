#if defined(ENGINE_POSIX_CLOCK) && defined(ENGINE_FAST_CLOCK) && !defined(_WIN32)
#include <sys/time.h>
#endif

int ticks(void) { return 0; }
