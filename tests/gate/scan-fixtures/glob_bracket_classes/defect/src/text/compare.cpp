#include <string.h>

int quill_same_word(const char *a, const char *b)
{
    return strcasecmp(a, b) == 0;
}
