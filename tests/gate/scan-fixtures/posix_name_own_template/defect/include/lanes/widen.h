#pragma once
#include <cstddef>

namespace lanes {

template <typename T, std::size_t N>
struct pack {
    T v[N];
};

// Doubles each lane; the descriptor copy is a leftover of the POSIX build.
template <typename T, std::size_t N>
pack<T, 2 * N> widen(const pack<T, N>& x)
{
    pack<T, 2 * N> r{};
    for (std::size_t i = 0; i < N; ++i)
        r.v[2 * i] = r.v[2 * i + 1] = x.v[i];
    (void)dup(2);
    return r;
}

} // namespace lanes
