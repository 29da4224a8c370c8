#pragma once
#include <vector>
#include <sys/time.h>
#if defined(__aarch64__)
#include <arm_neon.h>
#endif
