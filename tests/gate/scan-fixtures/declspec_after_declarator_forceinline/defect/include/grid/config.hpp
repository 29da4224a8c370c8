#pragma once
#ifdef _MSC_VER
#define GRID_HOT __forceinline
#else
#define GRID_HOT __attribute__((always_inline)) inline
#endif
