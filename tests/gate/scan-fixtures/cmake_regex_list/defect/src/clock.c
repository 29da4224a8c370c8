#include <sys/time.h>

int engine_clock(void) { return 0; }
