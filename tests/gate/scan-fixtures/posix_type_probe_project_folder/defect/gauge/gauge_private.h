#ifndef GAUGE_PRIVATE_H
#define GAUGE_PRIVATE_H

#include "gauge_config.h"
#include <stddef.h>

/* Internal to the library: no user's unit includes this header. */
ssize_t gauge_scale(ssize_t value);

#endif
