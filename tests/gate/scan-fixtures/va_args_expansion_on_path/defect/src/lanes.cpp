#include "dispatch.hpp"

int diff(int a, int b) { int r; LANES_PICK(lanes_sub, r, a, b); return r; }
int product(int a, int b) { int r; LANES_PICK_WIDE(lanes_mul, r, a, b); return r; }
