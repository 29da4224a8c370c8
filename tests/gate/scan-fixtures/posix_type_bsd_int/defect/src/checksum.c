#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* the ones' complement sum of a packet, folded to 16 bits */
u_int16_t wire_checksum(const unsigned char *data, size_t n)
{
    u_int32_t sum = 0;
    for (size_t i = 0; i + 1 < n; i += 2)
        sum += (uint32_t)(data[i] << 8 | data[i + 1]);
    if (n & 1)
        sum += (uint32_t)data[n - 1] << 8;
    while (sum >> 16)
        sum = (sum & 0xffff) + (sum >> 16);
    return (u_int16_t)~sum;
}
