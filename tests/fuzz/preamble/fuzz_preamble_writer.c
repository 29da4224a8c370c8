/* SPDX-License-Identifier: BSD-3-Clause */
/* fuzz_preamble_writer.c: preamble_write_cpp and preamble_is_function_name on any bytes.
 * Input: <note length byte> <note bytes> <name length byte> <name bytes> <blob bytes>.
 * Properties checked:
 *  - the source note stays inside the first line's comment (no newline or CR before the
 *    comment's end, no trailing backslash, no "??/");
 *  - decoding the generated literals gives back the blob's exact bytes, and every piece and
 *    literal stays under MSVC's limits;
 *  - an accepted function name is identifiers joined by "::" (no keyword check here: the tool
 *    test lists those). */
#define _GNU_SOURCE /* memmem */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "preamble.h"

static int is_identifier_char(unsigned char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

static void check_name(const char *name) {
    size_t i;
    if (!preamble_is_function_name(name)) return;
    if (name[0] == '\0' || (name[0] >= '0' && name[0] <= '9')) abort();
    for (i = 0; name[i] != '\0'; ++i) {
        if (name[i] == ':') {
            if (name[i + 1] != ':' || i == 0 || name[i + 2] == '\0' || !is_identifier_char((unsigned char)name[i + 2]) ||
                (name[i + 2] >= '0' && name[i + 2] <= '9'))
                abort();
            ++i;
        } else if (!is_identifier_char((unsigned char)name[i])) {
            abort();
        }
    }
}

/* Decodes the literals of blob 0 from the generated source into out; returns the byte count. */
static size_t decode_blob(const char *cpp, size_t cpp_size, unsigned char *out) {
    const char *p = strstr(cpp, "winport_preamble_pieces_0[] = {\n");
    const char *end = cpp + cpp_size;
    size_t total = 0;
    if (p == NULL) abort();
    p += strlen("winport_preamble_pieces_0[] = {\n");
    while (p < end && strncmp(p, "};", 2) != 0) {
        size_t literal_bytes = 0, piece_chars = 0;
        unsigned long declared;
        char *after;
        if (strncmp(p, "  {\"", 4) != 0) abort();
        p += 4;
        for (;;) {
            if (p >= end) abort();
            if (*p == '"') {
                if (strncmp(p, "\"\n   \"", 6) == 0) { p += 6; piece_chars = 0; continue; }
                break;
            }
            if (*p == '\n' || *p == '\r') abort(); /* a raw line break inside a literal */
            if (*p == '\\') {
                unsigned char byte;
                switch (p[1]) {
                case 'n': byte = '\n'; p += 2; piece_chars += 2; break;
                case 't': byte = '\t'; p += 2; piece_chars += 2; break;
                case '"': byte = '"'; p += 2; piece_chars += 2; break;
                case '\\': byte = '\\'; p += 2; piece_chars += 2; break;
                case '?': byte = '?'; p += 2; piece_chars += 2; break;
                default:
                    if (p[1] < '0' || p[1] > '3' || p[2] < '0' || p[2] > '7' || p[3] < '0' || p[3] > '7') abort();
                    byte = (unsigned char)((p[1] - '0') * 64 + (p[2] - '0') * 8 + (p[3] - '0'));
                    p += 4;
                    piece_chars += 4;
                }
                out[total++] = byte;
            } else {
                if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f) abort(); /* must have been escaped */
                if (*p == '?' ) abort();
                out[total++] = (unsigned char)*p++;
                piece_chars += 1;
            }
            ++literal_bytes;
            if (piece_chars > PREAMBLE_MSVC_PIECE_LIMIT) abort();
        }
        if (literal_bytes + 1 > PREAMBLE_MSVC_LITERAL_LIMIT) abort();
        if (strncmp(p, "\", ", 3) != 0) abort();
        declared = strtoul(p + 3, &after, 10);
        if (declared != literal_bytes || strncmp(after, "},\n", 3) != 0) abort();
        p = after + 3;
    }
    return total;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char note[256], name[256];
    size_t at = 0, note_length, name_length, decoded_size, first_line;
    const char *newline;
    preamble_buffer cpp = {0};
    preamble_blob blob;
    unsigned char *decoded;
    if (size < 2) return 0;
    note_length = data[at++];
    if (note_length > size - at) note_length = size - at;
    memcpy(note, data + at, note_length);
    note[note_length] = '\0';
    at += note_length;
    name_length = at < size ? data[at++] : 0;
    if (name_length > size - at) name_length = size - at;
    memcpy(name, data + at, name_length);
    name[name_length] = '\0';
    at += name_length;
    check_name(name);

    blob.function = "fuzz_blob";
    blob.compiler_id = NULL; /* the writer prints it only when set */
    blob.data = data + at;
    blob.size = size - at;
    if (preamble_write_cpp(&cpp, note, NULL, 0, &blob, 1) != 0) abort();
    if (preamble_buffer_append(&cpp, "", 1) != 0) abort(); /* NUL-terminate for the string functions */

    /* The note's bytes stay in the comment: the first line ends right after ". Do not edit." */
    newline = memchr(cpp.data, '\n', cpp.size);
    if (newline == NULL) abort();
    first_line = (size_t)(newline - (const char *)cpp.data);
    if (first_line < 14 || memcmp(newline - 14, ". Do not edit.", 14) != 0) abort();
    if (memchr(cpp.data, '\r', first_line) != NULL) abort();
    if (memmem(cpp.data, first_line, "?\?/", 3) != NULL) abort();

    decoded = malloc(blob.size + 1);
    if (decoded == NULL) abort();
    decoded_size = decode_blob((const char *)cpp.data, cpp.size - 1, decoded);
    if (decoded_size != blob.size || memcmp(decoded, blob.data, blob.size) != 0) abort();
    free(decoded);
    preamble_buffer_free(&cpp);
    return 0;
}
