#define JOIN_TOKENS(a, b) a##b
#define JOIN(a, b) JOIN_TOKENS(a, b)
#define ADD_SUFFIX(name) JOIN(name, SUFFIX)

/* The marker names a kernel the template never declares (it pastes _broad): the
 * dispatcher calls a name nothing declares. */
#if defined(__GNUC__) || defined(_MSC_VER)
#  define engine_sum_wide engine_sum_wide
#  define SUFFIX _broad
#  define WIDTH 2
#  include "kernel_template.h"
#endif

int engine_dispatch(const int *v, int n)
{
#ifdef engine_sum_wide
    return engine_sum_wide(v, n);
#else
    return v[0] * n;
#endif
}
