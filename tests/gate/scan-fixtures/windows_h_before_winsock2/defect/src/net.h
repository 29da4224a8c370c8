#ifndef NET_H
#define NET_H
#ifdef _WIN32
#include <windows.h>
#include <winsock2.h>
#include <ws2tcpip.h>
typedef SOCKET net_socket;
#else
typedef int net_socket;
#endif
net_socket net_open(int family);
#endif
