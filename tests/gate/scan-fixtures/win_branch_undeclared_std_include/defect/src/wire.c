#include "attrs.h"

struct wire_header {
    unsigned char kind;
    unsigned int length;
} ENGINE_PACKED;

unsigned int wire_length(const struct wire_header *h)
{
    return h->length;
}
