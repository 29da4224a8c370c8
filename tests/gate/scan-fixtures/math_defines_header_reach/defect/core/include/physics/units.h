#ifndef PHYSICS_UNITS_H
#define PHYSICS_UNITS_H
#include <cmath>
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif
inline double degrees(double radians) { return radians * 180.0 / M_PI; }
#endif
