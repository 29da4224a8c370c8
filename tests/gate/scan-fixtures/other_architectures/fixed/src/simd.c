#if defined(__ARM_NEON) || defined(__riscv_v) || defined(__POWER9_VECTOR__) || defined(__VXE__) || defined(__HIPCC__)
static inline int lanes(void) __attribute__((const));
#endif
#if __has_include(<engine_config.h>)
#include <sys/mman.h>
#endif
