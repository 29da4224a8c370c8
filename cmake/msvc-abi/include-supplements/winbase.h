/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK differences in winbase.h:
 * - the SDK declares FILE_DISPOSITION_INFO after the DeleteFile A/W macro, so its member is
 *   really DeleteFileW (or DeleteFileA) and source spells it info.DeleteFile; Wine declares the
 *   struct first, and info.DeleteFile does not compile. The macro is defined first here, with
 *   Wine's own definition (an identical redefinition is allowed).
 * - newer SDK items Wine 8 lacks: FILE_ID_INFO, FILE_DISPOSITION_INFO_EX and its flags,
 *   SYMBOLIC_LINK_FLAG_ALLOW_UNPRIVILEGED_CREATE, GetTempPath2W (the Microsoft STL's
 *   filesystem.cpp uses them; it looks GetTempPath2W up at run time, and Wine 8's kernel32 does not
 *   export it, so it falls back to GetTempPathW).
 * - SetThreadStackGuarantee (the SDK declares it in processthreadsapi.h, which winbase.h
 *   includes; Wine 8's kernel32 exports it, its headers do not declare it). */
#pragma once
#define DeleteFile WINELIB_NAME_AW(DeleteFile)
#include_next <winbase.h>

#ifndef _WINPORT_WINBASE_SUPPLEMENT
#define _WINPORT_WINBASE_SUPPLEMENT
#ifndef SYMBOLIC_LINK_FLAG_ALLOW_UNPRIVILEGED_CREATE
#define SYMBOLIC_LINK_FLAG_ALLOW_UNPRIVILEGED_CREATE 0x2
#endif
#define FILE_DISPOSITION_FLAG_DO_NOT_DELETE 0x00000000
#define FILE_DISPOSITION_FLAG_DELETE 0x00000001
#define FILE_DISPOSITION_FLAG_POSIX_SEMANTICS 0x00000002
#define FILE_DISPOSITION_FLAG_FORCE_IMAGE_SECTION_CHECK 0x00000004
#define FILE_DISPOSITION_FLAG_ON_CLOSE 0x00000008
#define FILE_DISPOSITION_FLAG_IGNORE_READONLY_ATTRIBUTE 0x00000010
WINBASEAPI DWORD WINAPI GetTempPath2W(DWORD, LPWSTR);
#ifdef __cplusplus
extern "C" {
#endif
WINBASEAPI BOOL WINAPI SetThreadStackGuarantee(PULONG StackSizeInBytes);
#ifdef __cplusplus
}
#endif
typedef struct _FILE_DISPOSITION_INFO_EX {
    DWORD Flags;
} FILE_DISPOSITION_INFO_EX, *PFILE_DISPOSITION_INFO_EX;
typedef struct _WINPORT_FILE_ID_128 {
    BYTE Identifier[16];
} WINPORT_FILE_ID_128;
typedef struct _FILE_ID_INFO {
    ULONGLONG VolumeSerialNumber;
    WINPORT_FILE_ID_128 FileId;
} FILE_ID_INFO, *PFILE_ID_INFO;
#endif
