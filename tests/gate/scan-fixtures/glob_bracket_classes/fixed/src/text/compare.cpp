#include <string.h>

int quill_same_word(const char *a, const char *b)
{
    return _stricmp(a, b) == 0;
}
