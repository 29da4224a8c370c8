#include <cmath>
#include <QtMath>

// a gauge's needle: the angle of a reading over its full range
double needle_angle(double value, double full) { return 2.0 * M_PI * value / full; }
