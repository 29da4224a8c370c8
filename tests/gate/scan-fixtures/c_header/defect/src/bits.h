typedef union { float f; unsigned u; } bits32;
static inline unsigned float_bits(float x) { bits32 b = {.f = x}; return b.u; }
