#if defined(_MSC_VER)
#include <intrin.h>
#include "xsave_names.h"
#else
#define _XSTATE_MASK_REG 0
static unsigned read_xstate(unsigned reg) { return reg; }
#endif
#if !defined(_XSTATE_MASK_REG)
#define _XSTATE_MASK_REG 0x0
#endif
int probe_features(void)
{
#if defined(_XSTATE_MASK_REG)
    return (int)read_xstate(_XSTATE_MASK_REG);
#else
    return 0;
#endif
}
