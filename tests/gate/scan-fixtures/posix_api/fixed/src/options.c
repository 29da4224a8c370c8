#include <string.h>
#ifdef _WIN32
#define strcasecmp _stricmp
#endif

int option_is(const char *given, const char *name)
{
    return strcasecmp(given, name) == 0;
}
