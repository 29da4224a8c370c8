#include <stddef.h>

struct point {
    int x;
    int y;
};

#if defined(__GNUC__) || defined(_MSC_VER)
#define FIELD_OFFSET_OF(type, field) __builtin_offsetof(type, field)
#else
#define FIELD_OFFSET_OF(type, field) offsetof(type, field)
#endif

size_t point_y_offset(void)
{
    return FIELD_OFFSET_OF(struct point, y);
}
