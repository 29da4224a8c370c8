#include <cstddef>
#include <ctime>

std::size_t stamp(std::size_t stamp_size, std::size_t block_size)
{
    char text[stamp_size];
    char block[block_size];
    return sizeof text + sizeof block;
}
