#include <pcl/point_types.h>
#include <cmath>

float cell_angle(const pcl::PointXYZ &p)
{
    return std::atan2(p.y, p.x) + float(M_PI_4);
}
