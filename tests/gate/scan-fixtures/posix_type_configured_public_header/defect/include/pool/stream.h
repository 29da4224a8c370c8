#ifndef POOL_STREAM_H
#define POOL_STREAM_H
#include <stddef.h>
#include "pool/config.h"

ssize_t pool_stream_read(void *buffer, size_t size);
#endif
