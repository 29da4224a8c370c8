#include <stdio.h>
#include "shapes/shapes.h"

int main(void)
{
    shape *s = shape_new(4);
    printf("%d %f\n", shape_sides(s), shape_perimeter(s));
    shape_free(s);
    return 0;
}
