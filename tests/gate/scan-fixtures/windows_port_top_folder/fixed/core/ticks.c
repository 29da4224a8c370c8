#include <string.h>

int same_unit(const char *a, const char *b) { return strcmp(a, b) == 0; }
