#include <cstdint>
#include <stdexcept>
#include <string>

int glyph_mask_top(std::uint32_t mask)
{
    if (!mask)
        throw std::invalid_argument(std::string("empty mask"));
    return 31 - std::countl_zero(mask);
}
