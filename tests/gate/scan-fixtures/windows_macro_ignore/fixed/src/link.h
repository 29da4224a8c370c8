#pragma once
#ifdef _WIN32
#include <winsock2.h>
#endif

int open_link(int port);
