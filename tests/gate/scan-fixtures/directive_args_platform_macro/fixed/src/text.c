#include <stdarg.h>
#include <stdio.h>
#include "text.h"

#ifdef _WIN32
int text_format(char *out, size_t size, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    int n = vsnprintf(out, size, format, args);
    va_end(args);
    return n;
}
#endif

int text_ready(void)
{
    return 1;
}
