/* Compiles the library's source itself: color_blend is its own here, not the DLL's. */
#include "../src/color.c"

int main(void)
{
    return color_blend(0xffffffu, 0u, 255) == 0xffffffu ? 0 : 1;
}
