#include <math.h>

double number_gcd(double x, double y)
{
    if (isnan(x) || isnan(y))
        return 0.0 / 0.0;
    while (y != 0) {
        double r = fmod(x, y);
        x = y;
        y = r;
    }
    return x;
}
