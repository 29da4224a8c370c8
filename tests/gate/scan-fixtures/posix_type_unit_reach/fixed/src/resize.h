#pragma once
#include "port.h"

static inline ssize_t clamp_width(ssize_t width, size_t limit)
{
    return width > (ssize_t)limit ? (ssize_t)limit : width;
}
