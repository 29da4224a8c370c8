#pragma once
#include <cstddef>

namespace lanes {

template <typename T, std::size_t N>
struct pack {
    T v[N];
};

// The library's own dup(): each lane twice. Its return type is a template-id.
template <typename T, std::size_t N>
inline pack<T, 2 * N> dup(const pack<T, N>& x)
{
    pack<T, 2 * N> r{};
    for (std::size_t i = 0; i < N; ++i)
        r.v[2 * i] = r.v[2 * i + 1] = x.v[i];
    return r;
}

template <typename T, std::size_t N>
pack<T, 2 * N> widen(const pack<T, N>& x)
{
    return dup(x);
}

} // namespace lanes
