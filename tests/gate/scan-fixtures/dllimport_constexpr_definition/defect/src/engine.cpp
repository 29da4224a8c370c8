#include "engine/clamp.h"

int engine_mode() { return static_cast<int>(engine::bounds_mode()) + engine::width(); }
