#pragma once
#ifdef _WIN32
#define NOMINMAX
#define NOGDI
#include <windows.h>
#endif
