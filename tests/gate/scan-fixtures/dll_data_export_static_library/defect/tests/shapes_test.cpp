#include "shapes/unit.h"

int main()
{
    return shapes::area(2.0, 3.0) == 6.0 ? 0 : 1;
}
