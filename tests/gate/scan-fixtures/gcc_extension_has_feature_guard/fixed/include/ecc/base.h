#ifndef ECC_BASE_H
#define ECC_BASE_H
/* Sanitizers the assembly cannot run under: Clang's probe only. */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define ECC_ASM_INCOMPATIBLE
#endif
#endif
#if defined(ECC_ASM_INCOMPATIBLE)
#define ECC_NO_ASM
#endif
#endif
