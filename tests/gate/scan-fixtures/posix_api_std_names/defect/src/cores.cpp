#include <unistd.h>

int kestrel_cores()
{
    int n = 1;
#if defined(_SC_NPROCESSORS_ONLN)
    n = (int)sysconf(_SC_NPROCESSORS_ONLN);
#else
    n = (int)sysconf(_SC_NPROC_ONLN);
#endif
    return n;
}
