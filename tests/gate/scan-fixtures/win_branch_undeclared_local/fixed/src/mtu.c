#include <string.h>
#include "engine.h"

int engine_verbose;

#if defined(_WIN32)
#include <winsock2.h>
#include <iphlpapi.h>
int engine_mtu(const char *name)
{
    MIB_IFROW row;
    int mtu = 0;
    memset(&row, 0, sizeof row);
    if (GetIfEntry(&row) != NO_ERROR)
        return -1;
    mtu = (int)row.dwMtu;
    if (engine_verbose && name)
        mtu += engine_mode_safe;
    return mtu;
}
#else
int engine_mtu(const char *name)
{
    int ret = (int)strlen(name);
    return ret;
}
#endif

/* what is no finding: a macro's arguments (it declares item), a label, a member, an enumerator */
int engine_sum(struct engine_item *list)
{
    int total = 0;
#ifdef _WIN32
    ENGINE_FOR_EACH(item, list)
        total += item->value;
    if (total < 0)
        goto done;
done:
#endif
    return total;
}
