#include <string.h>

#define FIRST_KEY "key-one"
#define SECOND_KEY "key-two"

static const char *all_keys[] = {FIRST_KEY, SECOND_KEY};

size_t key_length(int i)
{
    return strlen(all_keys[i & 1]);
}
