#include "gauge_private.h"

ssize_t gauge_scale(ssize_t value)
{
    return value * 2;
}
