#pragma once

inline int rpc_buffer_size() { return 4096; }
