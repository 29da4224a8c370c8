#ifndef NET_H
#define NET_H
#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#include <windows.h>
typedef SOCKET net_socket;
#else
typedef int net_socket;
#endif
net_socket net_open(int family);
#endif
