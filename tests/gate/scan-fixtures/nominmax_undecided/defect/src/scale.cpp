#include <windows.h>
#include <algorithm>

float scale(float a, float b) { return std::max(a, b); }
