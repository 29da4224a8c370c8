#include "prism_types.h"
#include "prism_build_options.h"
#ifdef PRISM_ON_MSVC
#include <intrin.h>
#else
#include <x86intrin.h>
#endif

prism_i32 prism_blend_avx(prism_i32 a) { return a; }
