#include "engine/ratio.h"

float engine_ratio_or(float v, float d) { return v != 0.f ? 1.f / v : d; }
float engine_sum(float v) { return engine::ratio(v) + engine::scale(v); }
