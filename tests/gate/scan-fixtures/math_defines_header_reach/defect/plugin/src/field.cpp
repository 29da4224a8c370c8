#include <cmath>
#include <vector>

double field_area(double r) { return M_PI * r * r; }
