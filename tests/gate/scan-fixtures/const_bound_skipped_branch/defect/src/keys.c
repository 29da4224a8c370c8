#include <stdio.h>

#define STORE_MAX_KEY_DIGITS 10

int store_key(char *out, size_t size, unsigned number)
{
    const size_t KEYSIZE = STORE_MAX_KEY_DIGITS + 1;
    char key[KEYSIZE];
    snprintf(key, sizeof key, "%u", number);
    return snprintf(out, size, "key-%s", key);
}
