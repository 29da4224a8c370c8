#include <cstddef>
#include <cstdlib>
#ifdef _WIN32
#include <malloc.h>
#endif

namespace kestrel {
inline auto aligned_alloc(std::size_t align, std::size_t size) noexcept -> void*
{
#ifdef _WIN32
    return _aligned_malloc((size + align - 1) & ~(align - 1), align);
#else
    return std::aligned_alloc(align, (size + align - 1) & ~(align - 1));
#endif
}
}
