#include "ring.h"

unsigned drain_room(unsigned head, unsigned tail)
{
    return ring_free(head, tail, 64) + ring_next(head, 64);
}
