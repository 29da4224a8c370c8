#include <cmath>
#include <Imath/ImathVec.h>

float longitude(float x) { return x * float(M_PI); }
