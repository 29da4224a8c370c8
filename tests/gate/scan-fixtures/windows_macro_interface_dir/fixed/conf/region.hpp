#pragma once
#include <algorithm>
#include <cstddef>

inline std::size_t underline_length(std::size_t a, std::size_t b)
{
    return (std::min)(a, b);
}
