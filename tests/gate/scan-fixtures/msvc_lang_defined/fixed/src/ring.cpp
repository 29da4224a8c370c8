#include "ring.hpp"

int ring_first(int n) { return ring_next(n - 1, n); }
