#include <string.h>

const char *request_method(char *line)
{
    return strsep(&line, " ");
}
