#include "gemm.h"
int gemm_level(void) { return 2; }
