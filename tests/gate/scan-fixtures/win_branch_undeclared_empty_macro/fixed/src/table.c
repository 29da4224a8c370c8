#include "checks.h"

struct slot {
    unsigned short flags;
    void *value;
};

/* compiled by GCC alone: MSVC's ENGINE_STATIC_CHECK drops its argument */
ENGINE_STATIC_CHECK(ENGINE_FIELD_SIZE(struct slot, flags) == 2);

unsigned long slot_flags_size(void)
{
    return sizeof(unsigned short);
}
