#define LOCAL static
#define SHAPE_KIND(name, ...) const struct shape_kind name = {__VA_ARGS__}
struct shape_kind { int sides; int filled; };

LOCAL SHAPE_KIND(square_kind,
    4,
#if SHAPES_FILLED
    1
#else
    0
#endif
    );

int square_sides(void) { return square_kind.sides; }
