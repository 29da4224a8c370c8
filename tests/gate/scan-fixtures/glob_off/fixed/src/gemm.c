int gemm(void) { return 0; }
