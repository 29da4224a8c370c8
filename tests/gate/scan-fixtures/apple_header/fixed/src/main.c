#ifdef __APPLE__
#include "memory_size.h"
#endif

int main(void) { return 0; }
