#include <stddef.h>

void *buffer_at(void *base, size_t offset)
{
    return (char *)base + offset;
}
