#ifndef ROUNDS_CONFIG_H
#define ROUNDS_CONFIG_H
/* Native Client builds turn the SIMD paths off; cl.exe never defines __native_client__. */
#if defined(__native_client__)
# define ROUNDS_DISABLE_SIMD 1
#endif
#endif
