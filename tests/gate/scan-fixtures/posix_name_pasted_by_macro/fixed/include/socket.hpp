#pragma once
#include "os_defs.hpp"

namespace net {
enum shutdown_type {
    shutdown_receive = NET_OS_DEF(SHUT_RD),
    shutdown_send = NET_OS_DEF(SHUT_WR)
};
}
