/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's time.h declares struct timespec and timespec_get (C11, inline over
 * ucrtbase's _timespec64_get); Wine's does not. */
#pragma once
#include_next <time.h>
#ifndef _WINPORT_TIMESPEC_DEFINED
#define _WINPORT_TIMESPEC_DEFINED
#ifndef TIME_UTC
#define TIME_UTC 1
#endif
struct timespec {
    time_t tv_sec;
    long tv_nsec;
};
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP int __cdecl _timespec64_get(struct timespec *_Ts, int _Base);
#ifdef __cplusplus
}
#endif
static __inline int __cdecl timespec_get(struct timespec *const _Ts, int const _Base) {
    return _timespec64_get(_Ts, _Base);
}
#endif
