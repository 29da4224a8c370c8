#include <cmath>

float cone_half_angle(float degrees)
{
    return degrees * 3.14159265f / 180.0f;
}
