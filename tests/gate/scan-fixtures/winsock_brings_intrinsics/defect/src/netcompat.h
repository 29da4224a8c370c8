#ifndef NETCOMPAT_H
#define NETCOMPAT_H
#ifdef _WIN32
#include <stdint.h>
#include <malloc.h>
#endif
#endif
