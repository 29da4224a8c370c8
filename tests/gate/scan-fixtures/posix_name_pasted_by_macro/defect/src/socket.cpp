#include "socket.hpp"

int receive_mode() { return net::shutdown_receive; }
