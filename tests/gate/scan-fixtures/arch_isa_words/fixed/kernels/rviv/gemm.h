static inline int gemm_shift(int x) { return __builtin_ctz(x); }
