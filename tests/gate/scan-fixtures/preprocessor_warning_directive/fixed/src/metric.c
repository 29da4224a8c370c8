#include <math.h>

double metric_length(double a, double b)
{
#ifdef _MSC_VER
#pragma message("merge with metric_area once the solver settles")
#else
#warning merge with metric_area once the solver settles
#endif
    return sqrt(a * a + b * b);
}

#if defined(__GNUC__) && !defined(__clang__)
#warning built with GCC: the fast path is untested
#endif

double metric_area(double a, double b)
{
    return a * b;
}
