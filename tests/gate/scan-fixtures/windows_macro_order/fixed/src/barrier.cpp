#include <windows.h>
#pragma push_macro("min")
#pragma push_macro("max")
#undef min
#undef max
#include "range.hpp"
#pragma pop_macro("max")
#pragma pop_macro("min")

int barrier_spin(int n) { return clamp_count(n) + (no_limit() > 0); }
