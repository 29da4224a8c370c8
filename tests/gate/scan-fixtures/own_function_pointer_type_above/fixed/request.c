#include <string.h>

/* The CRT has no strsep: the project's own, for a one-character delimiter. */
static char *
strsep(char **s, const char *del)
{
    char *token = *s, *end = token ? strchr(token, del[0]) : NULL;
    if (end)
        *end++ = '\0';
    *s = end;
    return token;
}

const char *request_method(char *line)
{
    return strsep(&line, " ");
}
