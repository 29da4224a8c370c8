/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK differences in time.h: the UCRT's declares struct timespec and timespec_get (C11, inline over
 * ucrtbase's _timespec64_get), and the checked gmtime_s (inline over ucrtbase's _gmtime64_s, or
 * _gmtime32_s with _USE_32BIT_TIME_T, as gmtime is); Wine's has neither. */
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

#ifndef _WINPORT_GMTIME_S_DEFINED
#define _WINPORT_GMTIME_S_DEFINED
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP errno_t __cdecl _gmtime32_s(struct tm *_Tm, const __time32_t *_Time);
_ACRTIMP errno_t __cdecl _gmtime64_s(struct tm *_Tm, const __time64_t *_Time);
#ifdef __cplusplus
}
#endif
#ifdef _USE_32BIT_TIME_T
static __inline errno_t __cdecl gmtime_s(struct tm *const _Tm, const time_t *const _Time) {
    return _gmtime32_s(_Tm, _Time);
}
#else
static __inline errno_t __cdecl gmtime_s(struct tm *const _Tm, const time_t *const _Time) {
    return _gmtime64_s(_Tm, _Time);
}
#endif
#endif
