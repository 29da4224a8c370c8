#pragma once
#include "pix.h"

#if defined(_WIN32)
#  define VIEWER_API __declspec(dllexport)
#else
#  define VIEWER_API
#endif

VIEWER_API int viewer_open(const char *path);
