#include <stdint.h>

/* a macro's body is not read for it: its expansion is not followed (qemu's GNU-only macros) */
#define SAME_TYPE_AS(x) typeof(x)

static inline int8_t low_byte(int64_t value)
{
    union {
        int64_t whole;
        int8_t parts[8];
    } u;
    u.whole = value;
    return u.parts[0];
}
