#pragma once
#include "config.h"
#if SOLVER_BUILD_DISTRIBUTED
#include "ranks.h"
#endif
