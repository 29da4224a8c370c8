#pragma once
#ifdef _WIN32
#include <windows.h>
typedef CRITICAL_SECTION guard_t;
#else
typedef long guard_t;
#endif
