#include <unistd.h>
int metal_ready(void) { return 1; }
