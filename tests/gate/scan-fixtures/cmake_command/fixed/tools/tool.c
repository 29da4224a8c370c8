#include <string.h>

int same_tool(const char *a, const char *b)
{
    return strcasecmp(a, b) == 0;
}
