#pragma once
#include <geo/api.h>

namespace geo {

class GEO_API Point
{
public:
    Point(double x, double y);
    double length() const;

private:
    double x_, y_;
};

} // namespace geo
