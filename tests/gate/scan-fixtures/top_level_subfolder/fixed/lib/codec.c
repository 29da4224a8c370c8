#include <string.h>

int codec_same_name(const char *a, const char *b) { return strcmp(a, b) == 0; }
