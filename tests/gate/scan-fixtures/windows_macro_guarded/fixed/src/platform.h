#pragma once
#include <windows.h>
/* The SDK's min/max macros would replace std::min/std::max. */
#if defined(min)
#undef min
#endif
#if defined(max)
#undef max
#endif
