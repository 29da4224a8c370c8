#pragma once
#ifdef _WIN32
#define NOMINMAX
#include <windows.h>
#endif
