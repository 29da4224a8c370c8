#pragma once
#include <stddef.h>
#ifdef _MSC_VER
typedef long long ssize_t;
#endif
