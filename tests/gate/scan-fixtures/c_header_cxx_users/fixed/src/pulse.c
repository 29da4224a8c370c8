#include "pulse/pulse.h"

int pulse_count(const struct pulse_span *spans, int n)
{
    int total = 0;
    for (int i = 0; i < n; ++i)
        total += spans[i].length;
    return total;
}
