#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <box/box.h>

int seal_message(const uint8_t *key, const uint8_t *plain, size_t length, uint8_t *out)
{
    uint8_t *padded = malloc(length + box_ZEROBYTES);
    if (!padded)
        return -1;
    memset(padded, 0, box_ZEROBYTES);
    memcpy(padded + box_ZEROBYTES, plain, length);
    int rc = box_seal(out, padded, length + box_ZEROBYTES, key);
    free(padded);
    return rc;
}
