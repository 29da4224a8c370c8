#include <stddef.h>
#include <unistd.h>
int seed_bytes(void *to, size_t n) { return (int)getentropy(to, n); }
