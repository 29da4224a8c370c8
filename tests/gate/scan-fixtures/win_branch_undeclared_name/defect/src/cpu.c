#include "files.h"
#if defined(_MSC_VER)
#include <intrin.h>
#else
/* other compilers: the tree's own stand-ins */
static unsigned long long engine_xgetbv(unsigned int index)
{
    return index;
}
static void __cpuidex(int *info, int leaf, int sub)
{
    info[0] = leaf + sub;
}
#endif

/* portable code calling a helper defined only for the other compilers */
unsigned long long engine_features(void)
{
    int info[4];
    __cpuidex(info, 7, 0);
    return engine_xgetbv(0) + (unsigned)info[0];
}
