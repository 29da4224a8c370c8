#define LOCAL static
#define SHAPE_KIND(name, ...) const struct shape_kind name = {__VA_ARGS__}
struct shape_kind { int sides; int filled; };

#if SHAPES_FILLED
#define SQUARE_FILLED 1
#else
#define SQUARE_FILLED 0
#endif
LOCAL SHAPE_KIND(square_kind, 4, SQUARE_FILLED);

int square_sides(void) { return square_kind.sides; }
