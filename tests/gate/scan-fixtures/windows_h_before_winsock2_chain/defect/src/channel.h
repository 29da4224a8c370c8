#pragma once
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <winsock2.h>
typedef SOCKET channel_t;
#else
typedef int channel_t;
#endif

channel_t open_channel(unsigned short port);
