#include "internal.h"
int entry_label(char *out, size_t size, int index)
{
    return snprintf(out, size, "entry %d", index);
}
