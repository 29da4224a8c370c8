#pragma once
inline int popcount(unsigned x) { return __builtin_popcount(x); }
