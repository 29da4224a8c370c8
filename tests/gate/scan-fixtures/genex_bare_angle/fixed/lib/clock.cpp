#ifndef _WIN32
#include <sys/time.h>
#endif
long now_seconds() { return 0; }
