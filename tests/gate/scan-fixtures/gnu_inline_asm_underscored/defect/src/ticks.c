#include <stdint.h>

uint64_t cycles_now(void)
{
    uint32_t lo, hi;
    __asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t)hi << 32) | lo;
}

void cycles_fence(void)
{
    __asm ("lfence" ::: "memory");
}

const char *cycles_note(void) { return "__asm volatile(...) is GCC's spelling"; }
