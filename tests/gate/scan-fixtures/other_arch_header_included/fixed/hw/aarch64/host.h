#include <unistd.h>

static inline long emu_host_page(void)
{
    return sysconf(_SC_PAGESIZE);
}
