#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <box/box.h>

int seal_message(const uint8_t *key, const uint8_t *plain, size_t length, uint8_t *out)
{
    uint8_t padded[length + box_ZEROBYTES];
    memset(padded, 0, box_ZEROBYTES);
    memcpy(padded + box_ZEROBYTES, plain, length);
    return box_seal(out, padded, length + box_ZEROBYTES, key);
}
