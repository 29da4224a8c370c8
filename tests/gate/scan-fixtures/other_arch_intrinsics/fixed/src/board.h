#pragma once
#include <vector>
#include <sys/time.h>
#include <arm_neon.h>
