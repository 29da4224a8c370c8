#include <stddef.h>
#include "strings.h"

size_t codec_item_size(size_t length)
{
    return codec_string_header(length) + length;
}
