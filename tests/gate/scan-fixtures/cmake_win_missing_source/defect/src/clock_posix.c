#include <time.h>
long clock_now(void) { return (long)time(0); }
