#include <cstddef>

const char **skin_images = (const char *[]) {
    "jump.png",
    "crouch.png",
};

int skin_codes_sum()
{
    const int *codes = (const int[2]){3, 4};
    return codes[0] + codes[1];
}
