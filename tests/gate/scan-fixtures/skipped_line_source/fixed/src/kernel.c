#include <unistd.h>
int kernel(void) { return 1; }
