#include "mmi.h"
int simd_level(void) { return 2; }
