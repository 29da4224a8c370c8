#include "lock.h"

int queue_drain(int *q)
{
    QUEUE_WQ_LOCK(q);
    QUEUE_WQ_LOCK_ASSERT(q);
    QUEUE_WQ_UNLOCK(q);
    return 0;
}
