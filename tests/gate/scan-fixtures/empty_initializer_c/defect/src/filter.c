#include <string.h>
struct window { int start, stop; };
int filter_sum(const int *values, int count)
{
    int history[8] = {};
    struct window w = { };
    const char *note = "x = {}";
    (void)note;
    if (count == 0)
        return history[0] + w.start;
    return values[0];
}
