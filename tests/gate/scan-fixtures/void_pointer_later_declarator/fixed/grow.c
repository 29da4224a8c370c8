#include <stdlib.h>

struct sink {
    unsigned char *next_out;
    size_t avail_out;
};

int grow_output(struct sink *out, size_t size)
{
    void *t, *buf = malloc(size);
    if (buf == NULL)
        return -1;
    t = realloc(buf, size * 2);
    if (t == NULL) {
        free(buf);
        return -1;
    }
    buf = t;
    out->avail_out = size;
    out->next_out = (unsigned char *)buf + size;
    return 0;
}

int fill(const char *name, int *count)
{
    /* a parameter list's later pointer is its own type's */
    return name != NULL && count != NULL;
}
