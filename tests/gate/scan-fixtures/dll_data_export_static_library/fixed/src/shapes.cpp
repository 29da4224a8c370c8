#include "shapes/unit.h"

namespace shapes {

double Unit::scale = 1.0;

double area(double w, double h)
{
    return Unit::apply(w) * Unit::apply(h);
}

} // namespace shapes
