#include <plot/shape.h>

namespace {

struct Circle : plot::Shape
{
    double area() const override { return 3.14159; }
};

} // namespace

PLOT_REGISTER_SHAPE(Circle, circle)
