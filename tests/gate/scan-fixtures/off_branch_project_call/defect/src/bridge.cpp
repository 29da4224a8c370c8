#include <sys/mman.h>

void *map_pages(unsigned long size)
{
    return mmap(0, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}
