#pragma once
/* a plain function that calls fn: compiled wherever the macro is used */
#define BITS_MAKE_CALLER(name, fn) \
    static inline int name(unsigned x) { return fn(x); }
