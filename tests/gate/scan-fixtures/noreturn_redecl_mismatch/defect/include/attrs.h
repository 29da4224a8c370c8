#ifndef ATTRS_H
#define ATTRS_H
#if defined(_MSC_VER)
#  define WD_NORETURN __declspec(noreturn)
#elif defined(__GNUC__)
#  define WD_NORETURN __attribute__((noreturn))
#else
#  define WD_NORETURN
#endif
#endif
