#ifndef CODEC_STRINGS_H
#define CODEC_STRINGS_H

#include <stddef.h>

static inline size_t codec_string_header(size_t length)
{
    return length < 24 ? 1 : 9;
}

#endif
