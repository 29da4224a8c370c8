#include <math.h>

double number_gcd(double x, double y)
{
    if (isnan(x) || isnan(y)) {
#ifdef NAN
        return NAN;
#else
        return 0.0 / 0.0;
#endif
    }
    while (y != 0) {
        double r = fmod(x, y);
        x = y;
        y = r;
    }
    return x;
}
