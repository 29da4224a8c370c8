#ifndef ENGINE_ATTRS_H
#define ENGINE_ATTRS_H
#ifdef _MSC_VER
#include <stddef.h>
#include <math.h>
#define ENGINE_PACK(decl) __pragma(pack(push, 1)) decl __pragma(pack(pop))
#define ENGINE_UNUSED
#else
#define ENGINE_PACKED __attribute__((packed))
#define ENGINE_PACK(decl) decl __attribute__((packed))
#define ENGINE_UNUSED __attribute__((unused))
#endif
#endif
