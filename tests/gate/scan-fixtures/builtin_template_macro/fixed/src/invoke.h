#pragma once
/* a function object whose call of fn depends on its template's arguments */
#define BITS_MAKE_CALLER(name, fn) \
    struct name { \
        template <typename... A> \
        auto operator()(A... a) const -> decltype(fn(a...)) { return fn(a...); } \
    }
