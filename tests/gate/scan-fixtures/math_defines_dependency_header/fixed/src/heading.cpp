#include <cmath>
#include <mrpt/core/bits_math.h>

// bearing of a waypoint in degrees
double heading_degrees(double dx, double dy) { return std::atan2(dy, dx) * 180.0 / M_PI; }
