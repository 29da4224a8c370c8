#include <string.h>

static const char *const first_key = "key-one";
static const char *const second_key = "key-two";

static const char *all_keys[] = {first_key, second_key};

size_t key_length(int i)
{
    return strlen(all_keys[i & 1]);
}
