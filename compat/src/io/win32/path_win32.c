/* SPDX-License-Identifier: BSD-3-Clause */
/* path_win32.c: UTF-8 paths to the UTF-16 form CreateFileW accepts at any length.
 *
 * Win32 path functions stop at MAX_PATH (260 units; 248 for a directory, which must leave room
 * for an 8.3 name) unless the path is in the verbatim \\?\ form, or the process opted in through
 * both the LongPathsEnabled registry value and its manifest, which winport cannot rely on. The
 * verbatim form is taken literally by the system: it must be absolute, use only '\', and hold no
 * '.' or '..' component. So, as Rust std (get_long_path) and Git for Windows (handle_long_path) do,
 * the path is first made absolute and normalised with GetFullPathNameW (which also turns '/' into
 * '\' and resolves relative paths against the current directory), and only then prefixed.
 * Paths below the limit stay unprefixed, so short names keep the exact meaning Windows gives them. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../path_utf16.h"
#include "winport/io.h"
#include "win32_internal.h"

_Static_assert(sizeof(wchar_t) == sizeof(uint16_t), "Windows wchar_t is UTF-16");

/* The legacy limit the \\?\ form is needed from (MAX_PATH less room for an 8.3 name). */
enum { legacy_path_limit = MAX_PATH - 12 };

static int starts_with(const wchar_t *text, const wchar_t *prefix) {
    return wcsncmp(text, prefix, wcslen(prefix)) == 0;
}

static wchar_t *utf16_from_utf8(const char *path) {
    /* Portable and Win32-free, so the length limit holds before any Win32 call sees the path. */
    return (wchar_t *)winport_path_utf16_from_utf8(path, NULL);
}

/* GetFullPathNameW into a fresh buffer. The current directory may change between the sizing call
 * and the real one, so retry while the buffer turns out short. */
static wchar_t *full_path(const wchar_t *path) {
    DWORD capacity = GetFullPathNameW(path, 0, NULL, NULL);
    for (;;) {
        wchar_t *full;
        DWORD length;
        if (capacity == 0) {
            winport_win32_fail(GetLastError());
            return NULL;
        }
        full = (wchar_t *)malloc((size_t)capacity * sizeof *full);
        if (full == NULL) {
            errno = ENOMEM;
            return NULL;
        }
        length = GetFullPathNameW(path, capacity, full, NULL);
        if (length != 0 && length < capacity) {
            return full;
        }
        free(full);
        if (length == 0) {
            winport_win32_fail(GetLastError());
            return NULL;
        }
        capacity = length;
    }
}

static int is_separator(wchar_t c) { return c == L'\\' || c == L'/'; }

/* A relative or absolute wide path (owned, '\'-separated) made absolute and, from the legacy limit
 * on, verbatim; NULL with ENAMETOOLONG when the result passes WINPORT_PATH_MAX_UNITS. */
static wchar_t *resolve(wchar_t *wide) {
    static const wchar_t verbatim_prefix[] = L"\\\\?\\";
    static const wchar_t verbatim_unc_prefix[] = L"\\\\?\\UNC\\";
    wchar_t *full = full_path(wide);
    wchar_t *prefixed;
    size_t length;

    if (full == NULL) {
        free(wide);
        return NULL;
    }
    length = wcslen(full);
    /* Device names (NUL, CON, COM1, CONIN$: GetFullPathNameW makes \\.\NUL of "NUL" and of
     * "dir\NUL") go to CreateFileW as the caller wrote them, as the CRT's _open passes them:
     * CreateFileW recognises CON and CONIN$ by their plain names only. */
    if (starts_with(full, L"\\\\.\\")) {
        free(full);
        return wide;
    }
    free(wide);
    if (length < (size_t)legacy_path_limit || starts_with(full, L"\\\\?\\")) {
        if (length > WINPORT_PATH_MAX_UNITS) {
            free(full);
            errno = ENAMETOOLONG;
            return NULL;
        }
        return full;
    }
    {
        /* \\server\share\rest -> \\?\UNC\server\share\rest; C:\rest -> \\?\C:\rest */
        int is_unc = starts_with(full, L"\\\\");
        const wchar_t *prefix = is_unc ? verbatim_unc_prefix : verbatim_prefix;
        size_t prefix_length = wcslen(prefix);
        const wchar_t *rest = is_unc ? full + 2 : full;
        size_t rest_length = wcslen(rest);
        if (prefix_length + rest_length > WINPORT_PATH_MAX_UNITS) {
            free(full);
            errno = ENAMETOOLONG;
            return NULL;
        }
        prefixed = (wchar_t *)malloc((prefix_length + rest_length + 1) * sizeof *prefixed);
        if (prefixed != NULL) {
            memcpy(prefixed, prefix, prefix_length * sizeof *prefixed);
            memcpy(prefixed + prefix_length, rest, (rest_length + 1) * sizeof *prefixed);
        }
    }
    free(full);
    if (prefixed == NULL) {
        errno = ENOMEM;
    }
    return prefixed;
}

/* The attributes of the first `length` units of wide, or INVALID_FILE_ATTRIBUTES. */
static DWORD prefix_attributes(const wchar_t *wide, size_t length) {
    wchar_t *prefix = (wchar_t *)malloc((length + 1) * sizeof *prefix);
    wchar_t *resolved;
    DWORD attributes;
    if (prefix == NULL) {
        return INVALID_FILE_ATTRIBUTES;
    }
    memcpy(prefix, wide, length * sizeof *prefix);
    prefix[length] = L'\0';
    resolved = resolve(prefix);
    if (resolved == NULL) {
        return INVALID_FILE_ATTRIBUTES;
    }
    attributes = GetFileAttributesW(resolved);
    free(resolved);
    return attributes;
}

static int is_dot_component(const wchar_t *component) {
    return component[0] == L'.' &&
           (component[1] == L'\0' || is_separator(component[1]) ||
               (component[1] == L'.' && (component[2] == L'\0' || is_separator(component[2]))));
}

/* POSIX looks a path up component by component: in "a/./b", "a/../b" and "a/" a must be a
 * directory that exists. GetFullPathNameW removes . and .. as text, so "file/." and
 * "missing/../file" would name a file; check what they step through first. */
static int check_dot_components(const wchar_t *wide) {
    size_t i;
    for (i = 1; wide[i] != L'\0'; ++i) {
        const wchar_t *next = wide + i + 1;
        DWORD attributes;
        int trailing;
        if (!is_separator(wide[i]) || is_separator(wide[i - 1]) || wide[i - 1] == L':') {
            continue; /* not the end of a named component (a root, a drive, a doubled separator) */
        }
        trailing = *next == L'\0';
        if (!trailing && !is_dot_component(next)) {
            continue;
        }
        attributes = prefix_attributes(wide, i);
        if (attributes == INVALID_FILE_ATTRIBUTES) {
            if (errno == ENAMETOOLONG || errno == ENOMEM) {
                return -1;
            }
            if (trailing) {
                continue; /* "newdir/" may name what mkdir or open(O_CREAT) is about to create */
            }
            errno = ENOENT;
            return -1;
        }
        if ((attributes & FILE_ATTRIBUTE_DIRECTORY) == 0) {
            errno = ENOTDIR;
            return -1;
        }
    }
    return 0;
}

int winport_win32_fail_path(DWORD win32_error, const char *path) {
    int error = winport_errno_from_win32_error((uint32_t)win32_error);
    wchar_t *wide;
    size_t i;
    /* Windows says "not found" where a component on the way is a file; POSIX says ENOTDIR. */
    if (error != ENOENT || (wide = utf16_from_utf8(path)) == NULL) {
        errno = error;
        return -1;
    }
    for (i = 1; wide[i] != L'\0'; ++i) {
        DWORD attributes;
        if (!is_separator(wide[i]) || is_separator(wide[i - 1]) || wide[i - 1] == L':') {
            continue;
        }
        attributes = prefix_attributes(wide, i);
        if (attributes == INVALID_FILE_ATTRIBUTES) {
            break;
        }
        if ((attributes & FILE_ATTRIBUTE_DIRECTORY) == 0) {
            error = ENOTDIR;
            break;
        }
    }
    free(wide);
    errno = error;
    return -1;
}

static wchar_t *convert(const char *path, int check_lookup) {
    wchar_t *wide = utf16_from_utf8(path);
    size_t i;

    if (wide == NULL) {
        return NULL;
    }
    /* A path already in verbatim (\\?\) or NT (\??\) form is the caller's exact choice. */
    if (starts_with(wide, L"\\\\?\\") || starts_with(wide, L"\\??\\")) {
        return wide;
    }
    for (i = 0; wide[i] != L'\0'; ++i) {
        if (wide[i] == L'/') {
            wide[i] = L'\\';
        }
    }
    if (check_lookup && check_dot_components(wide) != 0) {
        free(wide);
        return NULL;
    }
    return resolve(wide);
}

wchar_t *winport_win32_path_from_utf8(const char *path) { return convert(path, 1); }

wchar_t *winport_win32_lexical_path_from_utf8(const char *path) { return convert(path, 0); }
