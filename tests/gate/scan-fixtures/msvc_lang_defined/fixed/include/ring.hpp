#pragma once
#if defined(_MSVC_LANG)
#if _MSVC_LANG < 201703L
#error ring.hpp requires C++17
#endif
#elif __cplusplus < 201703L
#error ring.hpp requires C++17
#endif

inline int ring_next(int i, int n) { return (i + 1) % n; }
