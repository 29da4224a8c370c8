// Kernel helpers that every generated kernel starts with (the "preamble").
template <typename T> inline T ta_negate(T x) { return -x; }
template <typename T> inline T ta_square(T x) { return x * x; }
