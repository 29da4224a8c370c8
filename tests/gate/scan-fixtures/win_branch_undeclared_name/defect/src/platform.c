#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "files.h"

static int eng_thread_attach(void)
{
    return 0;
}

#ifdef _WIN32
#include <io.h>
int engine_attach(void)
{
    char buffer[16];
    /* the CRT's own names, one letter from a name the tree declares, are no finding */
    strerror_s(buffer, sizeof buffer, 0);
    _fileno(stdout);
    return thread_attach();
}
#endif

/* the tree's POSIX stand-ins, which the CRT names with an underscore */
int strerror_r(int code, char *buffer, size_t size);
int fileno(FILE *stream);
