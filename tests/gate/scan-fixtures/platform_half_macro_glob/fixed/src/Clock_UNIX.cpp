// Part: Core
#include <sys/time.h>
long clock_now() { struct timeval tv; gettimeofday(&tv, 0); return tv.tv_sec; }
