#ifndef CURVE_CURVE_H
#define CURVE_CURVE_H

typedef struct {
    unsigned int x[8];
    unsigned int y[8];
} CURVE_POINT;

const CURVE_POINT *curve_generator(void);

int curve_point_is_on_curve(const CURVE_POINT *p);

#endif
