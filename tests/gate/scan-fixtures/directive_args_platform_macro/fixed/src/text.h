#pragma once
#include <stddef.h>
#ifdef _WIN32
/* a function on Windows (text.c) */
int text_format(char *out, size_t size, const char *format, ...);
#else
#include <stdio.h>
#define text_format(...) snprintf(__VA_ARGS__)
#endif
