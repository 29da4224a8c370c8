#include "shapes/color.h"
#include "color_internal.h"

int color_channel(unsigned c, int shift)
{
    return (int)((c >> shift) & 0xffu);
}

unsigned color_clamp(int v)
{
    return v < 0 ? 0u : v > 255 ? 255u : (unsigned)v;
}

unsigned color_pack(int r, int g, int b)
{
    return color_clamp(r) << 16 | color_clamp(g) << 8 | color_clamp(b);
}

unsigned color_blend(unsigned a, unsigned b, int weight)
{
    return color_pack((color_channel(a, 16) * weight + color_channel(b, 16) * (255 - weight)) / 255,
                      (color_channel(a, 8) * weight + color_channel(b, 8) * (255 - weight)) / 255,
                      (color_channel(a, 0) * weight + color_channel(b, 0) * (255 - weight)) / 255);
}

unsigned color_rgb(int r, int g, int b)
{
    return color_pack(r, g, b);
}

int color_red(unsigned c)
{
    return color_channel(c, 16);
}

int color_green(unsigned c)
{
    return color_channel(c, 8);
}

int color_blue(unsigned c)
{
    return color_channel(c, 0);
}

unsigned color_mix(unsigned a, unsigned b)
{
    return color_blend(a, b, 128);
}
