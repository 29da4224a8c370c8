#ifndef RELAY_H
#define RELAY_H

#include <cstddef>

ssize_t relay_read(char *buffer, size_t size);

#endif
