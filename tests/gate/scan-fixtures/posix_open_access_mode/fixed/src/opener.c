#include <fcntl.h>

#ifndef O_ACCMODE
#define O_ACCMODE (O_RDONLY | O_WRONLY | O_RDWR)
#endif

int opens_for_reading(int flags)
{
    return (flags & O_ACCMODE) == O_RDONLY;
}
