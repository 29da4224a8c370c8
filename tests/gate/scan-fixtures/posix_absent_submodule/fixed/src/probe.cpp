#include <cstddef>

/* No header of the absent folder reaches this unit: its POSIX type stays counted. */
ssize_t probe_span(const char *first, const char *last)
{
    return last - first;
}
