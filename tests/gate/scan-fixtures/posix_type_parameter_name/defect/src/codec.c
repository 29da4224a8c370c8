#include "codec.h"

void encode_pair(uint8_t *out, uint32_t a, uint32_t b)
{
    put_u32(out, a);
    put_u32(out + 4, b);
}
