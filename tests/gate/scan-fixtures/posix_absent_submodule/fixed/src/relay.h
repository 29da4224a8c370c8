#ifndef RELAY_H
#define RELAY_H

#include <cstddef>
/* The submodule's header: on Windows it typedefs ssize_t and maps strcasecmp to _stricmp. */
#include "netkit/portable.h"

ssize_t relay_read(char *buffer, size_t size);

#endif
