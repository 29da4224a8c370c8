#include "point.h"

int area(int w, int h)
{
    return w * h;
}
