#include <string.h>
struct window { int start, stop; };
int filter_sum(const int *values, int count)
{
    int history[8] = {0};
    struct window w = {0};
    const char *note = "x = {}";
    (void)note;
    if (count == 0)
        return history[0] + w.start;
    return values[0];
}
