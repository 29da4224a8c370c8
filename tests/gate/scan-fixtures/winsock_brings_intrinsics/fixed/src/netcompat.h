#ifndef NETCOMPAT_H
#define NETCOMPAT_H
#ifdef _WIN32
/* winsock2.h includes windows.h, whose winnt.h declares the intrinsics it uses */
#include <winsock2.h>
#include <ws2tcpip.h>
#endif
#endif
