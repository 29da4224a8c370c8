#include "physics/prelude.h"

double spring_period(double k, double m) { return 2.0 * M_PI * sqrt(m / k); }
