int simd_level(void) { return 1; }
