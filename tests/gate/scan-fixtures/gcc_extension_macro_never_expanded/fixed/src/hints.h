#pragma once

#define unlikely(x) __builtin_expect((x), 0)
#define TLS_SLOT __thread

#if defined(__GNUC__)
#define HAVE_TLS_KEYWORD 1
#endif
