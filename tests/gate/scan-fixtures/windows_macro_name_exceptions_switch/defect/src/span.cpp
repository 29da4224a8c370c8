#include "result.hpp"
#include <algorithm>

std::size_t span_common(std::size_t a, std::size_t b)
{
    return std::min(a, b);
}
