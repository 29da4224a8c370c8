#include <cmath>

// M_PI in a comment is no use
double to_radians(double degrees) { return degrees * M_PI / 180.0; }
const char *pi_name() { return "M_PI"; }
