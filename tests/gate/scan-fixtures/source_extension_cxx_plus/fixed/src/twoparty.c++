#include "twoparty.h++"
#ifndef _WIN32
#include <sys/socket.h>
#endif

int buffer_size() { return rpc_buffer_size(); }
