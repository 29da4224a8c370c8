#include "engine/bounds.h"
#include "detail.h"

int engine_limit() { return engine::clamp_to(7, 3) + detail_pick(1, 2); }
