#include "geo/point.h"

GeoPoint geo_unit(void)
{
    GeoPoint p = geo_scale((GeoPoint){1.0, 0.0, 0.0}, 1.0);
    return p;
}
