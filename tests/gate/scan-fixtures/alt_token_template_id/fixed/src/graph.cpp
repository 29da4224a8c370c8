#include "traits.h"

bool any_map() { return is_any_map_v<int>; }
