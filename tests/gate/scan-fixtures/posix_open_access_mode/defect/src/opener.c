#include <fcntl.h>

int opens_for_reading(int flags)
{
    return (flags & O_ACCMODE) == O_RDONLY;
}
