#pragma once
#include <BaseTsd.h>
typedef SSIZE_T ssize_t;
