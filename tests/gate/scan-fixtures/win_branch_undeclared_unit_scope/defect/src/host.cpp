#include "cursor.h"
#include <string.h>
#include <string>

int host_name(char *name, int size)
{
#ifdef _WIN32
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
    for (index = 0; index < size; ++index)
        if (values[index])
            break;
    return index;
#else
    return size ? values[0] : 0;
#endif
}

/* a free function whose return type alone is qualified: a class's member width is not its own */
std::string host_label()
{
#ifdef _WIN32
    return std::string((size_t)width, 'w');
#else
    return "posix";
#endif
}
