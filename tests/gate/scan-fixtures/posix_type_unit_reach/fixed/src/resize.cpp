#include "resize.h"

long resize_row(long width)
{
    return (long)clamp_width(width, 4096);
}
