#include <chrono>
#include <cstdint>

int glyph_stamp_width(std::uint32_t v)
{
    return std::bit_width(v) + static_cast<int>(std::chrono::seconds(0).count());
}
