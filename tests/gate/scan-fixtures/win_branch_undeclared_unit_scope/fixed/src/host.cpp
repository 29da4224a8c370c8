#include "cursor.h"
#include <string.h>

int host_name(char *name, int size)
{
#ifdef _WIN32
    int count;
    for (count = 0; count < size; count++)
        name[count] = 'w';
    return count;
#else
    strncpy(name, "posix", (size_t)size);
    return size;
#endif
}

int host_first(const int *values, int size)
{
#ifdef _WIN32
    int index;
    for (index = 0; index < size; ++index)
        if (values[index])
            break;
    return index;
#else
    return size ? values[0] : 0;
#endif
}
