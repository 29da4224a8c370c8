#ifndef CHECK_H
#define CHECK_H
/* a test framework that reads <ciso646> only to detect libc++ under clang */
#if defined(__clang__)
#include <ciso646>
#endif
#define CHECK(condition) ((condition) ? 0 : 1)
#endif
