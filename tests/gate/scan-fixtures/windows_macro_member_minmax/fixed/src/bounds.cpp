#include "corner.h"

#ifdef _WIN32
#include <windows.h>
#endif

void grow(Corner &low, Corner *high, const Corner &p)
{
    (low.min)(p);
    (high->max)(p);
    low.min_x = low.min_x < p.x ? low.min_x : p.x;
}
