#include "netcompat.h"

int cpu_has_avx2(void)
{
#ifdef _MSC_VER
    int info[4];
    __cpuid(info, 0);
    if (info[0] < 7)
        return 0;
    __cpuidex(info, 7, 0);
    return (info[1] >> 5) & 1;
#else
    return 0;
#endif
}
