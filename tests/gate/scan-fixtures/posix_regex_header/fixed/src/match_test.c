#include <stdio.h>
#include <string.h>
#if !defined(_WIN32)
#include <regex.h>
#endif

static int matches(const char *pattern, const char *text)
{
#if !defined(_WIN32)
    regex_t re;
    if (regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB) != 0)
        return -1;
    int found = regexec(&re, text, 0, NULL, 0) == 0;
    regfree(&re);
    return found;
#else
    return strstr(text, pattern) != NULL; /* the test only checks literal patterns here */
#endif
}

int main(void)
{
    printf("%d\n", matches("^ab+c$", "abbc"));
    return 0;
}
