#include <stdint.h>

static inline void put_u16(uint8_t *out, uint16_t value)
{
    out[0] = (uint8_t)(value >> 8);
    out[1] = (uint8_t)value;
}

static inline void put_u32(uint8_t *out, uint value)
{
    put_u16(out, (uint16_t)(value >> 16));
    put_u16(out + 2, (uint16_t)value);
}
