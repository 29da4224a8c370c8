#include "engine/clamp.h"

int engine_clamp(int v) { return engine::clamp<int>(v, 0, 9) + engine::width(); }
