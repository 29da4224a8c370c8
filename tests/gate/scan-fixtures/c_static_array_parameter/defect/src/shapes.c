#include "shapes.h"

static int staticCount = 4;

void draw_quad(float x, float y, const Color colors[static 4])
{
    int order[8];
    order[staticCount] = colors[0].r + (int)(x + y);
}
