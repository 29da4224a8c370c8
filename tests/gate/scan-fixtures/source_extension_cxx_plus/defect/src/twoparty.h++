#pragma once
#include <unistd.h>

inline int rpc_buffer_size() { return 4096; }
