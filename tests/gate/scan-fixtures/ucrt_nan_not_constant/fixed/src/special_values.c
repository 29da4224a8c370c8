#include <math.h>

static double special_not_a_number;
static float special_positive_infinity;
static double special_negative_infinity;

static void special_init(void)
{
    special_not_a_number = NAN;
    special_positive_infinity = INFINITY;
    special_negative_infinity = -INFINITY;
}

double special_value(int which)
{
    special_init();
    if (which == 0)
        return special_not_a_number;
    return which > 0 ? special_positive_infinity : special_negative_infinity;
}
