#include <unistd.h>

int demo_fd(void) { return 0; }
