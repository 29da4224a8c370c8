static inline int s390_count(unsigned x) { return __builtin_popcount(x); }
