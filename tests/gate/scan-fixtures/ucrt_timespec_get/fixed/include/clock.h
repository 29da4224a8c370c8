#pragma once
#include <time.h>
int clk_timespec_get(struct timespec *tp);
