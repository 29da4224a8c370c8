#include "prism_platform.h"
#include "prism_types.h"
#ifdef PRISM_ON_MSVC
#include <intrin.h>
#else
#include <x86intrin.h>
#endif

prism_i32 prism_blend_sse(prism_i32 a) { return a; }
