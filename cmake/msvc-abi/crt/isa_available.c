/* SPDX-License-Identifier: BSD-3-Clause */
/* __isa_available: the instruction-set level the VC runtime's static part measures at start-up
 * (__isa_available_init, before the initializers). The STL's headers read it to choose an
 * instruction at run time (<bit>'s lzcnt/tzcnt from the AVX2 level, popcnt from SSE4.2, <complex>'s
 * fma from AVX2), so a program using them references it. The levels are the documented
 * __ISA_AVAILABLE_* values; a level is claimed only when the CPU reports every feature the STL
 * uses at it and the OS saves the AVX registers. */
#include <intrin.h>

enum {
    isa_x86 = 0,    /* __ISA_AVAILABLE_X86 */
    isa_sse2 = 1,   /* __ISA_AVAILABLE_SSE2 */
    isa_sse42 = 2,  /* __ISA_AVAILABLE_SSE42 */
    isa_avx = 3,    /* __ISA_AVAILABLE_AVX */
    isa_avx2 = 5,   /* __ISA_AVAILABLE_AVX2 */
};

int __isa_available = isa_sse2;   /* x64's baseline, until measured */
int __favor = 0;                  /* no vendor preference */

static int bit(int value, int n) { return (value >> n) & 1; }

static int os_saves_avx_state(int leaf1_ecx) {
    if (!bit(leaf1_ecx, 27))   /* OSXSAVE */
        return 0;
    unsigned long long xcr0 = _xgetbv(0);
    return (xcr0 & 6) == 6;    /* XMM and YMM state */
}

int __cdecl __isa_available_init(void) {
    int regs[4];
    __cpuid(regs, 0);
    int max_leaf = regs[0];
    __cpuid(regs, 1);
    int leaf1_ecx = regs[2];
    int level = isa_sse2;
    if (bit(leaf1_ecx, 20) && bit(leaf1_ecx, 23))   /* SSE4.2, POPCNT */
        level = isa_sse42;
    if (level == isa_sse42 && bit(leaf1_ecx, 28) && os_saves_avx_state(leaf1_ecx)) {
        level = isa_avx;
        __cpuid(regs, (int)0x80000001);
        int lzcnt = bit(regs[2], 5);
        if (max_leaf >= 7) {
            __cpuidex(regs, 7, 0);
            int ebx = regs[1];
            if (bit(ebx, 5) && bit(ebx, 3) && bit(ebx, 8) && lzcnt && bit(leaf1_ecx, 12))   /* AVX2, BMI1, BMI2, LZCNT, FMA */
                level = isa_avx2;
        }
    }
    __isa_available = level;
    return 0;
}
