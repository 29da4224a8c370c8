#include <stdint.h>

static inline void put_u16(uint8_t *out, uint16_t ushort)
{
    out[0] = (uint8_t)(ushort >> 8);
    out[1] = (uint8_t)ushort;
}

static inline void put_u32(uint8_t *out, uint32_t uint)
{
    put_u16(out, (uint16_t)(uint >> 16));
    put_u16(out + 2, (uint16_t)uint);
}

static inline int get_u32(const uint8_t *in, uint32_t *uint)
{
    *uint = (uint32_t)in[0] << 24 | (uint32_t)in[1] << 16 | (uint32_t)in[2] << 8 | in[3];
    return 4;
}
