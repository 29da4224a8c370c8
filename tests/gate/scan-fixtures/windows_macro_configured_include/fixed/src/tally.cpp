#ifdef _WIN32
#include <windows.h>
#endif
#include <algorithm>
#include <cstddef>

std::size_t capped(std::size_t n, std::size_t cap)
{
    return (std::min)(n, cap);
}
