#include "config.h"
#include <windows.h>
#include <algorithm>
#include <cstddef>

std::size_t pages(std::size_t region, std::size_t wanted) { return std::min(region, wanted); }
