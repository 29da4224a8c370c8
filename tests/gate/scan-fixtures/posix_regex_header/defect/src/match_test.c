#include <stdio.h>
#include <string.h>
#include <regex.h>

static int matches(const char *pattern, const char *text)
{
    regex_t re;
    if (regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB) != 0)
        return -1;
    int found = regexec(&re, text, 0, NULL, 0) == 0;
    regfree(&re);
    return found;
}

int main(void)
{
    printf("%d\n", matches("^ab+c$", "abbc"));
    return 0;
}
