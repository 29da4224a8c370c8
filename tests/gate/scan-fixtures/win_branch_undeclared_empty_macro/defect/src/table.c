#include "checks.h"

struct slot {
    unsigned short flags;
    void *value;
};

unsigned long slot_flags_size(void)
{
    return ENGINE_FIELD_SIZE(struct slot, flags);
}
