#include "instantiate.hpp"

static int twice(int value) { return 2 * value; }
KERNELS_APPLY(KERNELS_DECLARE, int, 3, triple)
int six() { return KERNELS_CALL(twice, 3); }
KERNELS_FOR_EACH(KERNELS_DECLARE, 2)
