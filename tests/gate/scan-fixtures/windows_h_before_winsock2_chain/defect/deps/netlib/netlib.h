#pragma once
#ifdef _WIN32
#include <winsock2.h>
#endif

int netlib_poll(int fd);
