/* The lift of a wing section at an angle of attack given in degrees. */
#include <math.h>

double wing_lift(double degrees)
{
    return 2.0 * M_PI * degrees * M_PI / 180.0;
}
