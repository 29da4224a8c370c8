#include <stddef.h>
#include <string.h>

#define LEDGER_PREFIX_SIZE 4

typedef struct worker {
    int id;
} worker;

int start_workers(void)
{
    const int worker_count = 4;
    worker pool[worker_count * 2];
    for (int i = 0; i < worker_count * 2; i++)
        pool[i].id = i;
    return pool[0].id;
}

size_t prefixed_key(const unsigned char *key, size_t key_size, unsigned char *out)
{
    unsigned char buffer[LEDGER_PREFIX_SIZE + key_size];
    memset(buffer, 0, LEDGER_PREFIX_SIZE);
    memcpy(buffer + LEDGER_PREFIX_SIZE, key, key_size);
    memcpy(out, buffer, sizeof buffer);
    return sizeof buffer;
}
