#include <stdio.h>
#include "files.h"

/* Windows-only code reaching names nothing declares, one letter off the tree's own. */
FILE *engine_open_scratch(const char *name)
{
#ifdef _WIN32
    return engine_open_scratch(name);
#else
    return fopen(name, "w+");
#endif
}

int engine_count(const struct engine_context *ctx)
{
#if defined(_WIN32)
    return ctx->handle_count;
#else
    return ctx->handle_count;
#endif
}

/* Portable code and the other platforms' branches are not judged here. */
int engine_portable(const struct engine_context *ctx)
{
#if defined(__linux__)
    return ctx->handle_counts;
#else
    return ctx->handle_count;
#endif
}
