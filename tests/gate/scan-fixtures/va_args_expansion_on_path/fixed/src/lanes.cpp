#include "dispatch.hpp"

#if defined(__aarch64__)
int diff(int a, int b) { int r; LANES_PICK(lanes_sub, r, a, b); return r; }
#endif
int product(int a, int b) { int r; LANES_PICK_WIDE(lanes_mul, r, a, b); return r; }
