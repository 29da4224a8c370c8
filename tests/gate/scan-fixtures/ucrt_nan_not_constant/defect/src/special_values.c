#include <math.h>

const double special_not_a_number = NAN;
const float special_positive_infinity = INFINITY;
static const double special_negative_infinity = -INFINITY;

double special_value(int which)
{
    double local_nan = NAN;
    if (which == 0)
        return local_nan;
    return which > 0 ? special_positive_infinity : special_negative_infinity;
}
