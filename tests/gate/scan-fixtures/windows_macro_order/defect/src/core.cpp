#include <windows.h>
#include "range.hpp"

int core_count() { return clamp_count(8); }
