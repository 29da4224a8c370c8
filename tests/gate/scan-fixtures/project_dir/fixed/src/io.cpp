#ifndef _WIN32
#include <sys/mman.h>
#endif

int map_file() { return 0; }
