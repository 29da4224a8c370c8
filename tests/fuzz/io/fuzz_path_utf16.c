/* SPDX-License-Identifier: BSD-3-Clause */
/* fuzz_path_utf16.c: winport_path_utf16_from_utf8 on any bytes. Properties checked:
 *  - it fails only with EINVAL or ENAMETOOLONG (or ENOMEM), and then returns NULL;
 *  - a success is valid UTF-16 (no lone surrogate) within the limits (WINPORT_PATH_MAX_UNITS,
 *    255 units per component) whose UTF-8 encoding is exactly the input: nothing mangled or cut;
 *  - EINVAL exactly when an independent strict decoder finds the input invalid before any limit
 *    is passed; ENAMETOOLONG exactly when a limit is passed before any invalid sequence. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "path_utf16.h"

/* Independent of the code under test: decodes with explicit ranges per lead byte (Unicode 15,
 * table 3-7). Returns 1 for well-formed UTF-8; counts UTF-16 units (in all and per component) up
 * to the end or to the first invalid sequence. */
static int well_formed(const unsigned char *s, size_t n, size_t *units, size_t *longest_component) {
    size_t i = 0, component = 0;
    *units = 0;
    *longest_component = 0;
    while (i < n) {
        unsigned char b = s[i];
        size_t len;
        unsigned char lo = 0x80, hi = 0xBF;
        if (b <= 0x7F) len = 1;
        else if (b >= 0xC2 && b <= 0xDF) len = 2;
        else if (b == 0xE0) len = 3, lo = 0xA0;
        else if (b >= 0xE1 && b <= 0xEC) len = 3;
        else if (b == 0xED) len = 3, hi = 0x9F;
        else if (b >= 0xEE && b <= 0xEF) len = 3;
        else if (b == 0xF0) len = 4, lo = 0x90;
        else if (b >= 0xF1 && b <= 0xF3) len = 4;
        else if (b == 0xF4) len = 4, hi = 0x8F;
        else return 0;
        if (i + len > n) return 0;
        if (len > 1 && (s[i + 1] < lo || s[i + 1] > hi)) return 0;
        for (size_t k = 2; k < len; ++k)
            if (s[i + k] < 0x80 || s[i + k] > 0xBF) return 0;
        if (b == '/' || b == '\\') {
            component = 0;
        } else {
            component += len == 4 ? 2 : 1;
            if (component > *longest_component) *longest_component = component;
        }
        *units += len == 4 ? 2 : 1;
        i += len;
    }
    return 1;
}

/* UTF-16 back to UTF-8; returns the length, or (size_t)-1 for a lone surrogate. */
static size_t encode_utf8(const uint16_t *w, size_t units, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < units; ++i) {
        uint32_t c = w[i];
        if (c >= 0xD800 && c <= 0xDBFF) {
            if (i + 1 >= units || w[i + 1] < 0xDC00 || w[i + 1] > 0xDFFF) return (size_t)-1;
            c = 0x10000 + ((c - 0xD800) << 10) + (w[++i] - 0xDC00u);
        } else if (c >= 0xDC00 && c <= 0xDFFF) {
            return (size_t)-1;
        }
        if (c < 0x80) out[o++] = (unsigned char)c;
        else if (c < 0x800) out[o++] = (unsigned char)(0xC0 | (c >> 6)), out[o++] = (unsigned char)(0x80 | (c & 0x3F));
        else if (c < 0x10000)
            out[o++] = (unsigned char)(0xE0 | (c >> 12)), out[o++] = (unsigned char)(0x80 | ((c >> 6) & 0x3F)),
            out[o++] = (unsigned char)(0x80 | (c & 0x3F));
        else
            out[o++] = (unsigned char)(0xF0 | (c >> 18)), out[o++] = (unsigned char)(0x80 | ((c >> 12) & 0x3F)),
            out[o++] = (unsigned char)(0x80 | ((c >> 6) & 0x3F)), out[o++] = (unsigned char)(0x80 | (c & 0x3F));
    }
    return o;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    /* A C string: the path ends at the first NUL, as it does for the real callers. */
    const uint8_t *nul = memchr(data, 0, size);
    size_t n = nul ? (size_t)(nul - data) : size;
    char *path = malloc(n + 1);
    size_t expected_units, longest, units = 0;
    int valid;
    uint16_t *wide;
    if (path == NULL) return 0;
    memcpy(path, data, n);
    path[n] = '\0';
    valid = well_formed((const unsigned char *)path, n, &expected_units, &longest);
    errno = 0;
    wide = winport_path_utf16_from_utf8(path, &units);
    if (wide == NULL) {
        if (errno == ENOMEM) { free(path); return 0; }
        /* The first problem met reading from the start decides: the counts cover the valid
         * part before any invalid sequence. */
        int too_long = expected_units > WINPORT_PATH_MAX_UNITS || longest > WINPORT_PATH_MAX_COMPONENT_UNITS;
        if (errno == EINVAL) {
            if (valid || too_long) abort();
        } else if (errno == ENAMETOOLONG) {
            if (!too_long) abort();
        } else {
            abort();
        }
    } else {
        unsigned char *back = malloc(units * 3 + 1);
        size_t back_length;
        if (!valid || units != expected_units || units > WINPORT_PATH_MAX_UNITS ||
            longest > WINPORT_PATH_MAX_COMPONENT_UNITS || wide[units] != 0)
            abort();
        if (back == NULL) abort();
        back_length = encode_utf8(wide, units, back);
        if (back_length != n || memcmp(back, path, n) != 0) abort();
        free(back);
        free(wide);
    }
    free(path);
    return 0;
}
