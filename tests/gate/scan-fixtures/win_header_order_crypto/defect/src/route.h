#ifndef ROUTE_H
#define ROUTE_H
#ifdef _WIN32
#include <iphlpapi.h>
#include <bcrypt.h>
#include <winsock2.h>
#include <windows.h>
#endif
int route_count(void);
#endif
