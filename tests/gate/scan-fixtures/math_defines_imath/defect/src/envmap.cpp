#include <cmath>
#include <image/pixels.h>

float longitude(float x) { return x * float(M_PI); }
