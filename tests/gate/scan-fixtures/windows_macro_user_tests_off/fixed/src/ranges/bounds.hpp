#pragma once
#include <chrono>
#include <cstddef>
#include <limits>

namespace ranges {
inline std::size_t unbounded() {
    return (std::numeric_limits<std::size_t>::max)();
}

inline std::chrono::milliseconds never() {
    return (std::chrono::milliseconds::max)();
}
} // namespace ranges
