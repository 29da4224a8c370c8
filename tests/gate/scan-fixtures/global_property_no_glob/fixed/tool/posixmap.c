#include <sys/mman.h>

void *map_file(int fd, unsigned long n)
{
    return mmap(0, n, PROT_READ, MAP_PRIVATE, fd, 0);
}
