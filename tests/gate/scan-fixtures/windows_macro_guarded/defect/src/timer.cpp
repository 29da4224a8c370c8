#include "platform.h"
#include <algorithm>

long elapsed_ticks(long a, long b) { return std::max(a, b) - std::min(a, b); }
