/* SPDX-License-Identifier: BSD-3-Clause */
/* path_utf16.c: see path_utf16.h. Decoding follows the Unicode standard's table of well-formed
 * UTF-8 byte sequences (Unicode 15, table 3-7), which is what MultiByteToWideChar with
 * MB_ERR_INVALID_CHARS accepts. */
#include "path_utf16.h"

#include <errno.h>
#include <stdlib.h>

/* Decodes the sequence at text; returns its length in bytes (0: invalid) and the code point. */
static size_t decode(const unsigned char *text, uint32_t *code_point) {
    unsigned char lead = text[0];
    size_t count;
    uint32_t value;
    uint32_t minimum;
    size_t i;
    if (lead < 0x80) {
        *code_point = lead;
        return 1;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        count = 2, value = lead & 0x1Fu, minimum = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        count = 3, value = lead & 0x0Fu, minimum = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        count = 4, value = lead & 0x07u, minimum = 0x10000;
    } else {
        return 0; /* a continuation byte, an overlong lead (C0, C1) or beyond U+10FFFF (F5..FF) */
    }
    for (i = 1; i < count; ++i) {
        if ((text[i] & 0xC0u) != 0x80u) { /* also stops at the terminator */
            return 0;
        }
        value = (value << 6) | (text[i] & 0x3Fu);
    }
    if (value < minimum || value > 0x10FFFFu || (value >= 0xD800u && value <= 0xDFFFu)) {
        return 0;
    }
    *code_point = value;
    return count;
}

static int is_separator(uint32_t code_point) { return code_point == '/' || code_point == '\\'; }

uint16_t *winport_path_utf16_from_utf8(const char *path, size_t *length) {
    const unsigned char *text = (const unsigned char *)path;
    size_t units = 0;
    size_t component_units = 0;
    size_t at = 0;
    uint16_t *wide;
    /* First pass: validate and count, so the limits are known before anything is allocated. */
    while (text[at] != 0) {
        uint32_t code_point;
        size_t size = decode(text + at, &code_point);
        size_t width;
        if (size == 0) {
            errno = EINVAL;
            return NULL;
        }
        width = code_point >= 0x10000u ? 2 : 1;
        units += width;
        component_units = is_separator(code_point) ? 0 : component_units + width;
        if (units > WINPORT_PATH_MAX_UNITS || component_units > WINPORT_PATH_MAX_COMPONENT_UNITS) {
            errno = ENAMETOOLONG;
            return NULL;
        }
        at += size;
    }
    wide = (uint16_t *)malloc((units + 1) * sizeof *wide);
    if (wide == NULL) {
        errno = ENOMEM;
        return NULL;
    }
    units = 0;
    at = 0;
    while (text[at] != 0) {
        uint32_t code_point;
        at += decode(text + at, &code_point);
        if (code_point >= 0x10000u) {
            code_point -= 0x10000u;
            wide[units++] = (uint16_t)(0xD800u | (code_point >> 10));
            wide[units++] = (uint16_t)(0xDC00u | (code_point & 0x3FFu));
        } else {
            wide[units++] = (uint16_t)code_point;
        }
    }
    wide[units] = 0;
    if (length != NULL) {
        *length = units;
    }
    return wide;
}
