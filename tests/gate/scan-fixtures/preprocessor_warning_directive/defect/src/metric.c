#include <math.h>

double metric_length(double a, double b)
{
#warning merge with metric_area once the solver settles
    return sqrt(a * a + b * b);
}

#if defined(__GNUC__) && !defined(__clang__)
#warning built with GCC: the fast path is untested
#endif

double metric_area(double a, double b)
{
    return a * b;
}
