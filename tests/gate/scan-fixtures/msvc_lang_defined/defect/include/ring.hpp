#pragma once
#if __cplusplus < 201703L
#error ring.hpp requires C++17
#endif

inline int ring_next(int i, int n) { return (i + 1) % n; }
