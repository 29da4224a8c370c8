#include "compat.h"
#include <stdio.h>
int format_id(char *buffer, size_t size, int id)
{
    return snprintf(buffer, size, "id %d", id);
}
