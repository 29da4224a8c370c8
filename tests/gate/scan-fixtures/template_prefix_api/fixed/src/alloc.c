#include "engine/api.h"

void *take(size_t size)
{
    void *memory = NULL;
    return posix_memalign(&memory, 64, size) == 0 ? memory : NULL;
}
