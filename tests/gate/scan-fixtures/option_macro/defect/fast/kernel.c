#include <sys/time.h>
int fast_kernel(void) { return 1; }
