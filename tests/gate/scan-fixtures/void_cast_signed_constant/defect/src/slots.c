#include <stdint.h>

struct slot {
    void *store;
    intptr_t handle;
};

void slot_close(struct slot *s)
{
    s->store = (void *)(intptr_t)-1;
}

void *slot_before(const struct slot *s)
{
    return (void *)(intptr_t)s->handle - 1;
}
