#pragma once
#include <sys/time.h>
#include <arm_neon.h>
inline int simd_width() { return 4; }
