#include "engine/clamp.h"

int engine_width() { return engine::twice(3) + engine::width(); }
