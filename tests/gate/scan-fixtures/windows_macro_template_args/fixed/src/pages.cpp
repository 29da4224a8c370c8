#include <windows.h>
#include <algorithm>
#include <cstddef>

std::size_t pages_to_commit(std::size_t region, std::size_t wanted) { return std::min<std::size_t>(region, wanted); }
std::size_t pages_at_least(std::size_t region, std::size_t wanted) { return (std::max<std::size_t>)(region, wanted); }
