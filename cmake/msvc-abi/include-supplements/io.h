/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK differences in io.h:
 * - the UCRT's io.h brings in the _SH_* sharing modes (corecrt_share.h), which _sopen_s and
 *   _wsopen_s take; Wine's has them in share.h only.
 * - the UCRT declares the old POSIX names open and sopen as functions; Wine makes them macros
 *   (#define open _open), which rename every member called open too (std::fstream::open no
 *   longer compiles). Here they are functions over _open and _sopen again. */
#pragma once
#include_next <io.h>
#include <share.h>

#ifndef _WINPORT_IO_SUPPLEMENT
#define _WINPORT_IO_SUPPLEMENT
#undef open
#undef sopen
#include <fcntl.h>
#include <stdarg.h>
/* The permission mode is there only with _O_CREAT, as _open and _sopen read it. */
static __inline int __cdecl open(const char *_FileName, int _OpenFlag, ...) {
    int _PermissionMode = 0;
    if (_OpenFlag & _O_CREAT) {
        va_list _Args;
        va_start(_Args, _OpenFlag);
        _PermissionMode = va_arg(_Args, int);
        va_end(_Args);
    }
    return _open(_FileName, _OpenFlag, _PermissionMode);
}
static __inline int __cdecl sopen(const char *_FileName, int _OpenFlag, int _ShareFlag, ...) {
    int _PermissionMode = 0;
    if (_OpenFlag & _O_CREAT) {
        va_list _Args;
        va_start(_Args, _ShareFlag);
        _PermissionMode = va_arg(_Args, int);
        va_end(_Args);
    }
    return _sopen(_FileName, _OpenFlag, _ShareFlag, _PermissionMode);
}
#endif
