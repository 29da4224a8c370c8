/* SPDX-License-Identifier: BSD-3-Clause */
/* path_utf16.h: UTF-8 paths to UTF-16, with the limits Windows puts on them, as plain code with no
 * Win32 call, so it is checked before any Win32 call sees the path and can be fuzzed on Linux. */
#ifndef WINPORT_IO_PATH_UTF16_H
#define WINPORT_IO_PATH_UTF16_H

#include <stddef.h>
#include <stdint.h>

/* The most UTF-16 units a path may have, its \\?\ prefix included and its terminator not: the NT
 * path APIs count a path's length in bytes in a 16-bit field (UNICODE_STRING), so a longer one
 * wraps around and names a short prefix of itself. */
#define WINPORT_PATH_MAX_UNITS 32767
/* The most UTF-16 units one path component may have (NTFS, ReFS, FAT long names). */
#define WINPORT_PATH_MAX_COMPONENT_UNITS 255

/* Converts NUL-terminated UTF-8 into a malloc'd NUL-terminated UTF-16 string (units count in
 * *length when length is not NULL). Fails, returning NULL with errno set and nothing allocated:
 *  - EINVAL for invalid UTF-8 (stray or missing continuation bytes, overlong forms, encoded
 *    surrogates, code points above U+10FFFF);
 *  - ENAMETOOLONG when the result would exceed WINPORT_PATH_MAX_UNITS units, or one component
 *    (between '/' or '\' separators) WINPORT_PATH_MAX_COMPONENT_UNITS;
 *  - ENOMEM. */
uint16_t *winport_path_utf16_from_utf8(const char *path, size_t *length);

#endif /* WINPORT_IO_PATH_UTF16_H */
