#include <stddef.h>

/* the tree's stand-in for compilers whose C library lacks it */
int strcpy_s(char *dst, size_t size, const char *src);
