#include <stdint.h>

int bits_set(uint64_t x) { return __builtin_popcountll(x); }
