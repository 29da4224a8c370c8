#ifndef METER_METER_H
#define METER_METER_H

#include <stddef.h>

/* The public API: a user's unit includes this header without the library's configured one. */
ssize_t meter_fill(char *buffer, size_t size);

#endif
