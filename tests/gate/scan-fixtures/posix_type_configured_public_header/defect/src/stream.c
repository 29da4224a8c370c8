#include "pool/stream.h"

ssize_t pool_stream_read(void *buffer, size_t size)
{
    (void)buffer;
    return (ssize_t)size;
}
