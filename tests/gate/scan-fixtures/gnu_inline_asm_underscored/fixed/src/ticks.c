#include <stdint.h>
#include <intrin.h>

uint64_t cycles_now(void)
{
    return __rdtsc();
}

void cycles_fence(void)
{
    _mm_lfence();
}

const char *cycles_note(void) { return "__asm volatile(...) is GCC's spelling"; }
