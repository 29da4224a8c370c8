#include <string.h>

size_t fs_name_length(const char *name)
{
    return name ? strlen(name) : 0;
}
