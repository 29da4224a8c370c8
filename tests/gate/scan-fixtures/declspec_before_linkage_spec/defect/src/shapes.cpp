#include <plot/shape.h>

namespace plot {

Shape::~Shape() = default;

} // namespace plot

extern "C" int plot_shape_count()
{
    return 1;
}
