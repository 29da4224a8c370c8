#ifdef _WIN32
#include <windows.h>
#include <bcrypt.h>
int digest_open(void)
{
    BCRYPT_ALG_HANDLE algorithm = NULL;
    return BCRYPT_SUCCESS(BCryptOpenAlgorithmProvider(&algorithm, BCRYPT_SHA256_ALGORITHM, NULL, 0)) ? 0 : -1;
}
#endif
