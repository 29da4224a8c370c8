#ifndef GEO_CLAMP_HPP
#define GEO_CLAMP_HPP
#include <algorithm>

namespace geo {
template <typename T>
inline T clamp_latitude(T lat, T low, T high)
{
    T upper = (std::min)(lat, high);
    return (std::max)(upper, low);
}
} // namespace geo
#endif
