#ifndef ENGINE_CHECKS_H
#define ENGINE_CHECKS_H
#ifdef _MSC_VER
#define ENGINE_STATIC_CHECK(cond)
#define ENGINE_ALIGNED(n) __declspec(align(n))
#else
#define ENGINE_FIELD_SIZE(type, field) sizeof(((type *)0)->field)
#define ENGINE_STATIC_CHECK(cond) _Static_assert(cond, #cond)
#define ENGINE_ALIGNED(n) __attribute__((aligned(n)))
#endif
#endif
