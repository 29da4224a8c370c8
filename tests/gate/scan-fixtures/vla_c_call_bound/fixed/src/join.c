#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct record_header
{
    int kind;
    int length;
};

int print_joined(const char *folder, const char *leaf)
{
    char tag[sizeof(struct record_header) * 2];
    size_t size = strlen(folder) + 2 + strlen(leaf);
    char *joined = malloc(size);
    if (!joined)
        return -1;
    snprintf(tag, sizeof tag, "%d", 1);
    snprintf(joined, size, "%s/%s", folder, leaf);
    int written = puts(joined);
    free(joined);
    return written;
}
