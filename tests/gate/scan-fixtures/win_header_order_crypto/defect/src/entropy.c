#include <stddef.h>
#ifdef _WIN32
#include <wincrypt.h>
#include <windows.h>
int fill_random(unsigned char *out, size_t n)
{
    HCRYPTPROV provider;
    if (!CryptAcquireContextW(&provider, NULL, NULL, PROV_RSA_FULL, CRYPT_VERIFYCONTEXT))
        return -1;
    int ok = CryptGenRandom(provider, (DWORD)n, out);
    CryptReleaseContext(provider, 0);
    return ok ? 0 : -1;
}
#endif
