static inline int mmi_shift(int x) { return __builtin_ctz(x); }
