#include "platform.h"

long read_all(const char *data, size_t size)
{
    ssize_t left = (ssize_t)size;
    struct { int pid_t; } s = {0};
    (void)data;
    return (long)left + s.pid_t;
}
