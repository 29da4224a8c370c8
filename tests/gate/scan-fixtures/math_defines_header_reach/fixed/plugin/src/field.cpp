#include <cmath>
#include <vector>
#include "physics/units.h"

double field_area(double r) { return M_PI * r * r; }
