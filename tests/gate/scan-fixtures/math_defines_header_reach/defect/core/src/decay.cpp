#include "physics/units.h"

double half_life(double rate) { return M_LN2 / rate; }
