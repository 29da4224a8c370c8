#include "engine/export.h"

ENGINE_INLINE int engine_twice(int x) { return 2 * x; }

int engine_run(int argc)
{
    char path[MAX_PATH];
    void *block = engine_alloc(16);
    path[0] = ENGINE_SEP;
#ifdef ENGINE_LIKELY
    if (ENGINE_LIKELY(argc > 0))
        return 1;
#endif
    return engine_twice(argc) + ENGINE_OK + ENGINE_FALLBACK + ENGINE_PATH_LIMIT + (block != 0) + path[0];
}

/* Names used only in a directive's continuation lines are no use in code. */
#if defined(ENGINE_OS_MAC) || \
    defined(ENGINE_LIKELY)
int engine_unused;
#endif

int engine_guarded(void)
{
    ENGINE_TRY
    return 0;
}
