#include "net.h"
#include <stdint.h>

#ifdef _WIN32
int seed_from_system(uint64_t *out)
{
    HCRYPTPROV provider;
    if (!CryptAcquireContextW(&provider, NULL, NULL, PROV_RSA_FULL, CRYPT_VERIFYCONTEXT))
        return -1;
    BOOL ok = CryptGenRandom(provider, sizeof *out, (BYTE *)out);
    CryptReleaseContext(provider, 0);
    return ok ? 0 : -1;
}
#else
int seed_from_system(uint64_t *out)
{
    *out = 42;
    return 0;
}
#endif
