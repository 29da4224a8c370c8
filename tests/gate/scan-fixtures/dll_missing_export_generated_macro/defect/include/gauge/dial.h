#pragma once
// EXPORT_MACRO_NAME names the generated macro: NEEDLE_API, not DIAL_EXPORT.
#include "needle_export.h"

namespace dial {

NEEDLE_API int position();
NEEDLE_API void turn(int steps);
NEEDLE_API void reset();
NEEDLE_API int limit();

int tick_count();

} // namespace dial
