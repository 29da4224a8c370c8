#pragma once
#include <stdio.h>
/* a macro on every platform */
#define text_format(...) snprintf(__VA_ARGS__)
