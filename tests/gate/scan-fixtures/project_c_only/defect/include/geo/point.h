#ifndef GEO_POINT_H
#define GEO_POINT_H

typedef struct {
    double x, y, z;
} GeoPoint;

static inline GeoPoint geo_scale(GeoPoint p, double k)
{
    GeoPoint out = {
        .x = p.x * k,
        .y = p.y * k,
        .z = p.z * k,
    };
    return out;
}

#endif
