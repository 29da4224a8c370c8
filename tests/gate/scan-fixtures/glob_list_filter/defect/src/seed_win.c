#include <stddef.h>
int seed_bytes(void *to, size_t n) { (void)to; return (int)n; }
