#include <stdint.h>
#include <stdio.h>

#ifndef _WIN32
#define highest_bit(x) ((uint32_t)(__builtin_clz(x) ^ 31))
#else
unsigned char _BitScanReverse(unsigned long *, unsigned long);
#pragma intrinsic(_BitScanReverse)
static uint32_t highest_bit(uint32_t x)
{
    unsigned long r;
    _BitScanReverse(&r, x);
    return (uint32_t)r;
}
#endif

int probe_leaves(void);

int main(void)
{
    printf("%u %d\n", (unsigned)highest_bit(40u), probe_leaves());
    return 0;
}
