#pragma once

#if defined(__has_builtin)
#define ALLOC_HAS_BUILTIN(...) __has_builtin(__VA_ARGS__)
#else
#define ALLOC_HAS_BUILTIN(...) 0
#endif
