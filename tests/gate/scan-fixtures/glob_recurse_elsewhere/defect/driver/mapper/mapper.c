#include <sys/mman.h>
int mapper_init(void) { return 0; }
