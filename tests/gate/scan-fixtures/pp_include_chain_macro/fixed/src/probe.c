#include "tally/probe_config.h"
#include "tally/probe_port.h"
#include <tally/tally.h>

long tally_page(void)
{
#if TALLY_HAS_SYSCONF
    return sysconf(_SC_PAGESIZE);
#endif
#if TALLY_HAS_GETPAGESIZE
    return getpagesize();
#endif
    return 4096;
}
