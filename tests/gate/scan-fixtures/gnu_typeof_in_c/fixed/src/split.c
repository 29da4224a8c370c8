#include "split.h"

/* a typeof in a string is text, not code */
static const char *const note = "typeof(value) names the type";

int32_t split_low(int64_t value)
{
    return low_byte(value) + (note[0] == 't');
}
