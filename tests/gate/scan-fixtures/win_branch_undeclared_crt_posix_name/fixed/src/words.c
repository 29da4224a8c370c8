#include <string.h>

#ifdef _MSC_VER
#define strcasecmp stricmp
#else
#include <strings.h>
#define stricmp strcasecmp
#endif

int words_same(const char *a, const char *b) { return stricmp(a, b) == 0; }
