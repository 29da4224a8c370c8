#include "attrs.h"

ENGINE_PACK(struct wire_header {
    unsigned char kind;
    unsigned int length;
});

unsigned int wire_length(const struct wire_header *h)
{
    return h->length;
}
