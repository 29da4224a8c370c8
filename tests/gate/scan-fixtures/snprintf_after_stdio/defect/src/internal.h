#pragma once
#include <stddef.h>
#ifdef _MSC_VER
int archive_msvc_snprintf(char *out, size_t size, const char *format, ...);
#define snprintf archive_msvc_snprintf
#endif
#include <stdio.h>
#include <string.h>
