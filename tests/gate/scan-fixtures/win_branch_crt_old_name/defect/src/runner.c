#include "text.h"

int runner_same(const char *a, const char *b)
{
    return strcmp(a, b) == 0;
}

int runner_is_exe(const char *suffix)
{
#ifdef _WIN32
    return runer_same(suffix, ".exe");
#else
    return 0;
#endif
}

