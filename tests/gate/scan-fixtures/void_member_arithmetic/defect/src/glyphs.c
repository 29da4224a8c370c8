#include <string.h>
#include "region.h"

typedef struct
{
    int line_height;
    PIXEL_REGION *page;
    void *scratch;
} GLYPH_CACHE;

void clear_page(GLYPH_CACHE *cache, int rows, int width)
{
    int i;
    for (i = 0; i < rows; i++) {
        unsigned char *ptr = cache->page->data + (i * cache->page->pitch);
        memset(ptr, 0, (size_t)width);
    }
}

double *scratch_rows(GLYPH_CACHE *cache, int offset)
{
    return (double *)(cache->scratch + offset);
}
