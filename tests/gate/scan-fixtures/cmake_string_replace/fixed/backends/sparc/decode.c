#include <string.h>

int engine_sparc_opcode(const char *name)
{
    return strcmp(name, "nop") == 0 ? 0 : 1;
}
