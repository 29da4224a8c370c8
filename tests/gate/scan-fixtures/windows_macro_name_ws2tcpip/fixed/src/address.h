#pragma once
#ifdef _WIN32
#include <ws2tcpip.h>
#else
#include <netinet/in.h>
#endif
#include <cstddef>

struct Address {
    unsigned short port = 0;
};
