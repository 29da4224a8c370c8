#include <stdio.h>
#include <string.h>

long tables_name_length(const char *name)
{
    ssize_t length = (long)strlen(name);
    return length < 0 ? -1L : (long)length;
}
