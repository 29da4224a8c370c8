#include "meter_config.h"

#include "meter/meter.h"

ssize_t meter_fill(char *buffer, size_t size)
{
    size_t i;
    for (i = 0; i < size; ++i)
        buffer[i] = 'm';
    return (ssize_t)size;
}
