#include <stddef.h>
#include <stdlib.h>
#include "engine.h"

#ifdef _WIN32
#include <windows.h>
#include <bcrypt.h>
/* the Windows twin reads count and i, which it never declares */
void engine_read_random(unsigned char *out, size_t size)
{
    BCryptGenRandom(NULL, out, (ULONG)size, BCRYPT_USE_SYSTEM_PREFERRED_RNG);
    for (i = 0; i < count; i++)
        out[i] ^= 0x5a;
}
#else
void engine_read_random(unsigned char *out, size_t size)
{
    size_t i, count = size;
    for (i = 0; i < count; i++)
        out[i] = (unsigned char)rand();
}
#endif
