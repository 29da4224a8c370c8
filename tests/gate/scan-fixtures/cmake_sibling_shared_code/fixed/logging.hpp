#pragma once
#include <cstdio>
#include <cstdlib>

#if defined(_MSC_VER)
#define LOGGING_NORETURN __declspec(noreturn)
#define LOGGING_UNLIKELY(x) (x)
#else
#define LOGGING_NORETURN __attribute__((noreturn))
#define LOGGING_UNLIKELY(x) (__builtin_expect(!!(x), 0))
#endif

LOGGING_NORETURN void logging_abort(const char *why);

#ifdef LOGGING_IMPLEMENTATION
void logging_abort(const char *why)
{
    std::fprintf(stderr, "%s\n", why);
    std::abort();
}
#endif
