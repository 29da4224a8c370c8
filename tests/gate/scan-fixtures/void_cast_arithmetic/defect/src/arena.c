#include <stddef.h>
#include <stdint.h>

#define GUARD_SIZE 4096

struct region {
    uintptr_t base;
    size_t size;
};

void *region_guard(const struct region *r)
{
    return (void *)(uintptr_t)r->base - GUARD_SIZE;
}

size_t pointer_mask(void)
{
    return sizeof(void *) - 1;
}
