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

#include "win32_internal.h"

/* The legacy limit the \\?\ form is needed from (MAX_PATH less room for an 8.3 name). */
enum { legacy_path_limit = MAX_PATH - 12 };

static int starts_with(const wchar_t *text, const wchar_t *prefix) {
    return wcsncmp(text, prefix, wcslen(prefix)) == 0;
}

static wchar_t *utf16_from_utf8(const char *path) {
    int units = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, NULL, 0);
    wchar_t *wide;
    if (units == 0) {
        /* ERROR_NO_UNICODE_TRANSLATION: refuse rather than open a mangled name. */
        errno = EINVAL;
        return NULL;
    }
    wide = (wchar_t *)malloc((size_t)units * sizeof *wide);
    if (wide == NULL) {
        errno = ENOMEM;
        return NULL;
    }
    if (MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, wide, units) != units) {
        free(wide);
        errno = EINVAL;
        return NULL;
    }
    return wide;
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

wchar_t *winport_win32_path_from_utf8(const char *path) {
    static const wchar_t verbatim_prefix[] = L"\\\\?\\";
    static const wchar_t verbatim_unc_prefix[] = L"\\\\?\\UNC\\";
    wchar_t *wide = utf16_from_utf8(path);
    wchar_t *full;
    wchar_t *prefixed;
    size_t length;
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
    full = full_path(wide);
    free(wide);
    if (full == NULL) {
        return NULL;
    }
    length = wcslen(full);
    /* Short paths, and device paths (\\.\NUL, which GetFullPathNameW makes of "NUL"), stay as is. */
    if (length < (size_t)legacy_path_limit || starts_with(full, L"\\\\.\\") || starts_with(full, L"\\\\?\\")) {
        return full;
    }
    {
        /* \\server\share\rest -> \\?\UNC\server\share\rest; C:\rest -> \\?\C:\rest */
        int is_unc = starts_with(full, L"\\\\");
        const wchar_t *prefix = is_unc ? verbatim_unc_prefix : verbatim_prefix;
        size_t prefix_length = wcslen(prefix);
        const wchar_t *rest = is_unc ? full + 2 : full;
        size_t rest_length = wcslen(rest);
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
