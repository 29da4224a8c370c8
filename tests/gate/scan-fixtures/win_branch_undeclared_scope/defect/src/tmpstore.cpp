#include "spool.h"
#include <cerrno>
#ifndef _WIN32
#include <unistd.h>
#else
#include <io.h>
#endif

// appends a block to the spool's temporary file; -1 on a short write
int tmpstore_append(int fd, const char *data, size_t size)
{
#ifndef _WIN32
    long written = ::write(fd, data, size);
#else
    long count = _write(fd, data, (unsigned)size);
    (void)count;
#endif
    if (written < 0)
        return -errno;
    return (size_t)written == size ? 0 : -1;
}
