#include "range.hpp"
#include <windows.h>

int core_count() { return clamp_count(8); }
