#pragma once
#include <stddef.h>

class Pool {
public:
    void *copy_bytes(const void *data, size_t size, bool terminate = false);
    int clone_handle(int handle);
};
