#if defined(PROBE_XSAVE_NAMES)
#define _XSTATE_MASK_REG 0
#endif
