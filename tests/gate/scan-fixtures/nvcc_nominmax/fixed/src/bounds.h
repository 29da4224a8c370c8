#pragma once
#include <windows.h>
#include <algorithm>

inline float clamp_unit(float x) { return std::min(1.0f, x); }
