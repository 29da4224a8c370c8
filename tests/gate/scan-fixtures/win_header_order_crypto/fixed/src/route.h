#ifndef ROUTE_H
#define ROUTE_H
#ifdef _WIN32
#include <winsock2.h>
#include <windows.h>
#include <iphlpapi.h>
#include <bcrypt.h>
#endif
int route_count(void);
#endif
