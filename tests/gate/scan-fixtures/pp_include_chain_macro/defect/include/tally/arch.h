#ifndef TALLY_ARCH_H
#define TALLY_ARCH_H
/* which word size the bins are tuned for */
#if defined(__x86_64__) || defined(_M_X64) || defined(__aarch64__)
#define TALLY_WIDE_WORDS 1
#endif
#ifdef TALLY_WIDE_WORDS
#define TALLY_BIN_ALIGN 64
#else
#define TALLY_BIN_ALIGN 16
#endif
#define TALLY_LEGACY_DUMP 1
#undef TALLY_LEGACY_DUMP
#if !defined(_WIN32)
#define TALLY_HAVE_MMAP 1
#endif
#endif
