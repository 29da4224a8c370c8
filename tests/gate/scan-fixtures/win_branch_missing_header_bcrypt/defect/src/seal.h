#ifndef SEAL_H
#define SEAL_H
#ifdef _WIN32
#include <windows.h>
typedef struct {
    BCRYPT_ALG_HANDLE algorithm;
    BCRYPT_KEY_HANDLE key;
} seal_ctx;
#else
typedef struct {
    void *cipher;
} seal_ctx;
#endif
int seal_open(seal_ctx *ctx);
#endif
