#ifndef SHAPES_H
#define SHAPES_H

#ifdef _WIN32
#  ifdef SHAPES_BUILDING
#    define SHAPES_API __declspec(dllexport)
#  else
#    define SHAPES_API __declspec(dllimport)
#  endif
#else
#  define SHAPES_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct shape shape;

SHAPES_API shape *shape_new(int sides);
SHAPES_API void shape_free(shape *s);
SHAPES_API int shape_sides(const shape *s);
SHAPES_API double shape_area(const shape *s);
SHAPES_API void shape_set_side(shape *s, double side);
SHAPES_API const char *shape_name(const shape *s);

/* Marked like its siblings: exported. */
SHAPES_API double shape_perimeter(const shape *s);

/* Defined here: nothing to export. */
static inline int shape_is_triangle(const shape *s) { return shape_sides(s) == 3; }

/* Declared for the library's own units only, never defined in a source: no finding. */
void shape_never_defined(void);

#ifdef __cplusplus
}
#endif

#endif
