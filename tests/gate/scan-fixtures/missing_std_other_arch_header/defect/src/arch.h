#pragma once
#if defined(__has_include)
#if __has_include(<arm_neon.h>)
#include <arm_neon.h>
#define LANES_HAVE_NEON 1
#endif
#if __has_include(<quadmath.h>)
#include <quadmath.h>
#define LANES_HAVE_FLOAT128 1
#endif
#if __has_include(<syslog.h>)
#include <syslog.h>
#define LANES_HAVE_SYSLOG 1
#endif
#if __has_include(<android/log.h>)
#include <android/log.h>
#define LANES_HAVE_ANDROID_LOG 1
#endif
#endif
