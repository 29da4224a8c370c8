#include <strings.h>

int same_unit(const char *a, const char *b) { return strcasecmp(a, b) == 0; }
