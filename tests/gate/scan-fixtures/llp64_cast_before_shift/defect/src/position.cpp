#include <cstdint>

double latitude(const uint8_t *b)
{
    int32_t raw = int32_t(b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]);
    return (raw * 360.0) / (1UL << 32);
}
