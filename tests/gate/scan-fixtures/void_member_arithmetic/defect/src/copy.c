#include <string.h>
#include "region.h"

void copy_rows(PIXEL_REGION *lr, const unsigned char *src, int width, int height)
{
    int y;
    for (y = 0; y < height; y++) {
        char *dest = lr->data + y * lr->pitch;
        memcpy(dest, src + y * width, (size_t)width);
    }
}

unsigned char *span_end(struct byte_span *span)
{
    return span->data + span->length;
}
