#include "hw/s390x/trap.h"
#if defined(__aarch64__)
#include "hw/aarch64/host.h"
#endif

int emu_trap_level(const struct emu_trap *t)
{
    return t->level;
}
