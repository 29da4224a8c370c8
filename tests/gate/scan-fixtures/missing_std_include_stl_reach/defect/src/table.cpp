#include <vector>
#include "table.h"

float table_sum(const Table& t)
{
    float s = 0;
    for (float w : t.weights)
        s += w;
    return s;
}
