#pragma once
inline bool both_positive(int a, int b) { return a > 0 and b > 0; }
