#include <curve/curve.h>

static const CURVE_POINT generator = {{1, 2, 3, 4, 5, 6, 7, 8}, {8, 7, 6, 5, 4, 3, 2, 1}};

const CURVE_POINT *curve_generator(void)
{
    return &generator;
}

int curve_point_is_on_curve(const CURVE_POINT *p)
{
    return p->x[0] != 0;
}
