#include "twoparty.h++"
#include <sys/socket.h>

int buffer_size() { return rpc_buffer_size(); }
