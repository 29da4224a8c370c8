#include "bounds.h"

float scale(float a, float b) { return clamp_unit(std::max(a, b)); }
