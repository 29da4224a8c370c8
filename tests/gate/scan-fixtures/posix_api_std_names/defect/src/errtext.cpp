#include <cstddef>
#include <cstring>

namespace kestrel {
template <typename T = void> struct Missing {};
}

// The tree's own fallback of the name, whose return type is a template: a stand-in, not the POSIX call.
static inline kestrel::Missing<> strerror_r(int, char *, ...)
{
    return kestrel::Missing<>();
}

void kestrel_probe(char *buffer, std::size_t size)
{
    strerror_r(0, buffer, size);
}
