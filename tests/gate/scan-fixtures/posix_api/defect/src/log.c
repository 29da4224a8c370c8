#include <stdio.h>

int log_descriptor(void) { return STDERR_FILENO; }
