static inline int vsx_count(unsigned x) { return __builtin_popcount(x); }
