#ifndef ENGINE_FILES_H
#define ENGINE_FILES_H
#include <stdio.h>
struct engine_context {
    int handle_count;
    const char *scratch_folder;
    long tv_nsec;
};
FILE *engine_open_scratch(const char *name);
int engine_count(const struct engine_context *ctx);
int engine_attach(void);
#endif
