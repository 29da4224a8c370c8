/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's corecrt_wio.h declares _wsopen_s (the checked wide-name open; ucrtbase
 * exports it); Wine's declares only _wsopen. */
#pragma once
#include_next <corecrt_wio.h>
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP errno_t __cdecl _wsopen_s(int *_FileHandle, const wchar_t *_FileName, int _OpenFlag, int _ShareFlag,
                                   int _PermissionFlag);
#ifdef __cplusplus
}
#endif
