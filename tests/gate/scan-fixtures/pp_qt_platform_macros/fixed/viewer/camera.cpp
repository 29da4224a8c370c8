#include "settings.h"
#include <cmath>

double orbit_turn(double degrees)
{
    return degrees * M_PI / 180.0;
}
