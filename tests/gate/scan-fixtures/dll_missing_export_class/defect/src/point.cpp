#include <geo/point.h>
#include <cmath>

namespace geo {

Point::Point(double x, double y) : x_(x), y_(y) {}

double Point::length() const
{
    return std::sqrt(x_ * x_ + y_ * y_);
}

} // namespace geo
