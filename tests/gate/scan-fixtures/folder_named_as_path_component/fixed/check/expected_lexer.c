#include <sys/time.h>
long stamp(void) { struct timeval tv; gettimeofday(&tv, 0); return tv.tv_sec; }
