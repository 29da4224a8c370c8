#include <sodium.h>
#include <stdint.h>
#include <string.h>

int seal(uint8_t *out, const uint8_t *msg, size_t len, const uint8_t *key, size_t nonce_bytes)
{
    uint8_t nonce[nonce_bytes];
    randombytes_buf(nonce, sizeof nonce);
    memcpy(out, nonce, sizeof nonce);
    return crypto_secretbox_easy(out + sizeof nonce, msg, len, nonce, key);
}
