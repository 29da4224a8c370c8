#include <cmath>

float cone_half_angle(float degrees)
{
    return degrees * float(M_PI) / 180.0f;
}
