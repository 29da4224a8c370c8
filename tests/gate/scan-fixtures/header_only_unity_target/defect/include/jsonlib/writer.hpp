#pragma once
#include <cstdint>
#include <limits>

inline int bytes_for(unsigned value)
{
    return value <= std::numeric_limits<std::uint8_t>::max() ? 1 : 2;
}
