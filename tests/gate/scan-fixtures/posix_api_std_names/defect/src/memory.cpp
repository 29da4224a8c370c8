#include <cstddef>
#include <cstdlib>

namespace kestrel {
inline auto aligned_alloc(std::size_t align, std::size_t size) noexcept -> void*
{
    return std::aligned_alloc(align, (size + align - 1) & ~(align - 1));
}
inline void aligned_free(void* p) noexcept
{
    std::free(p);
}
}
