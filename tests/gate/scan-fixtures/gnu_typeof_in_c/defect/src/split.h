#include <stdint.h>

#define DEFINE_LOW_HALF(T) \
    static inline T low_half_##T(int64_t value) \
    { \
        union { \
            typeof(value) whole; \
            T parts[sizeof(int64_t) / sizeof(T)]; \
        } u; \
        u.whole = value; \
        return u.parts[0]; \
    }

DEFINE_LOW_HALF(int32_t)

static inline int8_t low_byte(int64_t value)
{
    union {
        typeof(value) whole;
        int8_t parts[8];
    } u;
    u.whole = value;
    return u.parts[0];
}
