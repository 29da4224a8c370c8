#if defined(_MSC_VER)
#include <stdio.h>
#endif
void cpu_id(int regs[4])
{
    const char *name = "__cpuid(regs, 0)";
    (void)name;
#if defined(_MSC_VER)
    __cpuid(regs, 0);
#endif
}
