#include <strings.h>

int engine_sparc_opcode(const char *name)
{
    return strcasecmp(name, "nop") == 0 ? 0 : 1;
}
