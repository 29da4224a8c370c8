#include <string.h>
#ifdef _WIN32
#define geo_compare_nocase _stricmp
#else
#include <strings.h>
#define geo_compare_nocase strcasecmp
#endif

int geo_same_name(const char *a, const char *b) { return geo_compare_nocase(a, b) == 0; }
