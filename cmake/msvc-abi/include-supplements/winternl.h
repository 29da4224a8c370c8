/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the SDK's winternl.h declares PUBLIC_OBJECT_BASIC_INFORMATION, the documented
 * part of NtQueryObject's ObjectBasicInformation result; Wine's has only its own fuller
 * OBJECT_BASIC_INFORMATION (same leading members). */
#pragma once
#include_next <winternl.h>
#ifndef _WINPORT_PUBLIC_OBJECT_BASIC_INFORMATION
#define _WINPORT_PUBLIC_OBJECT_BASIC_INFORMATION
typedef struct _PUBLIC_OBJECT_BASIC_INFORMATION {
    ULONG Attributes;
    ACCESS_MASK GrantedAccess;
    ULONG HandleCount;
    ULONG PointerCount;
    ULONG Reserved[10];
} PUBLIC_OBJECT_BASIC_INFORMATION, *PPUBLIC_OBJECT_BASIC_INFORMATION;
#endif
