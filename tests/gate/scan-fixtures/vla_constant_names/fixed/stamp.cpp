#include <cstddef>
#include <ctime>

typedef unsigned long ULONG;

std::size_t stamp()
{
    auto const stamp_size = sizeof("2017-01-16T17:06:45Z");
    const ULONG block_size = 1024 * 4;
    char text[stamp_size];
    char block[block_size];
    return sizeof text + sizeof block;
}
