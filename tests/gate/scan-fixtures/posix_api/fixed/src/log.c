#include <stdio.h>
#ifdef _WIN32
#define STDERR_FILENO 2
#endif

int log_descriptor(void) { return STDERR_FILENO; }
