#include <stdlib.h>
#include "shapes/shapes.h"

struct shape {
    int sides;
    double side;
};

shape *shape_new(int sides)
{
    shape *s = malloc(sizeof *s);
    if (s)
        s->sides = sides, s->side = 1.0;
    return s;
}

void shape_free(shape *s)
{
    free(s);
}

int shape_sides(const shape *s)
{
    return s->sides;
}

double shape_area(const shape *s)
{
    return s->side * s->side;
}

double shape_perimeter(const shape *s)
{
    return s->sides * s->side;
}

void shape_set_side(shape *s, double side)
{
    s->side = side;
}

const char *shape_name(const shape *s)
{
    return s->sides == 3 ? "triangle" : "polygon";
}
