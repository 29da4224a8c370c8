#include <windows.h>
#include <algorithm>
#include "camera.h"

float view_depth(const camera &c) { return std::max(c.near_plane, c.far_plane); }
