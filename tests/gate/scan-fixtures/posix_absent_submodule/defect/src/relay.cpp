#include <cstring>
#include "relay.h"

ssize_t relay_read(char *buffer, size_t size)
{
    if (strcasecmp(buffer, "stop") == 0)
        return -1;
    return (ssize_t)size;
}
