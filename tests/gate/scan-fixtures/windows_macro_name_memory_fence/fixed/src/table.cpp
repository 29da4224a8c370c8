#include "fence.h"

void publish(int volatile *slot, int value)
{
    *slot = value;
    TableMemoryFence();
}
