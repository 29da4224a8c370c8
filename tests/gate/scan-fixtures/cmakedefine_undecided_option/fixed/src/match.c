#include "config.h"
#ifdef USE_PCRE2
#include <pcre2posix.h>
#else
#include <regex.h>
#endif

int matches(const char *pattern, const char *text)
{
    regex_t re;
    if (regcomp(&re, pattern, 0) != 0)
        return 0;
    int found = regexec(&re, text, 0, 0, 0) == 0;
    regfree(&re);
    return found;
}
