#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define LEDGER_PREFIX_SIZE 4
#define WORKER_COUNT 4

typedef struct worker {
    int id;
} worker;

int start_workers(void)
{
    worker pool[WORKER_COUNT * 2];
    for (int i = 0; i < WORKER_COUNT * 2; i++)
        pool[i].id = i;
    return pool[0].id;
}

size_t prefixed_key(const unsigned char *key, size_t key_size, unsigned char *out)
{
    unsigned char *buffer = malloc(LEDGER_PREFIX_SIZE + key_size);
    if (!buffer)
        return 0;
    memset(buffer, 0, LEDGER_PREFIX_SIZE);
    memcpy(buffer + LEDGER_PREFIX_SIZE, key, key_size);
    memcpy(out, buffer, LEDGER_PREFIX_SIZE + key_size);
    free(buffer);
    return LEDGER_PREFIX_SIZE + key_size;
}
