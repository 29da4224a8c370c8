#include <string.h>

int option_is(const char *given, const char *name)
{
    return strcasecmp(given, name) == 0;
}
