#include <array>

using bytes16 = std::array<unsigned char, 16>;
using bytes4 = std::array<unsigned char, 4>;

bytes16 v4_mapped(const bytes4 &v4)
{
    bytes16 v6 = { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF,
        v4[0], v4[1], v4[2], v4[3] } };
    return v6;
}
