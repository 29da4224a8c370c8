#include "engine/bounds.h"
#include "detail.h"
#include "engine/fence.h"

int engine_limit() { return engine::clamp_to(7, 3) + detail_pick(1, 2); }
