#pragma once
#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
using socket_handle = SOCKET;
#else
#include <sys/socket.h>
using socket_handle = int;
#endif

class socket_base {
public:
    bool get_option(int level, int name, void *value, socklen_t *length) const {
        return ::getsockopt(handle_, level, name, value, length) == 0;
    }
    bool set_option(int level, int name, const void *value, socklen_t length) {
        return ::setsockopt(handle_, level, name, value, length) == 0;
    }
private:
    socket_handle handle_ = 0;
};
