#pragma once
#if defined(__has_include)
#if __has_include(<arm_neon.h>)
#include <arm_neon.h>
#define LANES_HAVE_NEON 1
#endif
#if __has_include(<quadmath.h>)
#include <quadmath.h>
#define LANES_HAVE_FLOAT128 1
#endif
#endif
