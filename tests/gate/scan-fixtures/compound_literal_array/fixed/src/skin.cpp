#include <cstddef>

const char *skin_images[] = {
    "jump.png",
    "crouch.png",
};

int skin_codes_sum()
{
    static const int codes[2] = {3, 4};
    return codes[0] + codes[1];
}
