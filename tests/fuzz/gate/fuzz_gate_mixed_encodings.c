/* SPDX-License-Identifier: BSD-3-Clause */
/* fuzz_gate_mixed_encodings.c: logs written by several writers in several encodings, as
 * PowerShell's `>>`, cmd's `>>` and Out-File append to one file, and one of the parts holds a
 * failure. Input: <piece size byte>, then segments <control byte> <length byte> <text bytes>:
 *   control & 7   the segment's encoding: UTF-8 (ASCII), UTF-16LE, UTF-16BE, UTF-32LE,
 *                 UTF-32BE, 8-bit with high bytes (a console code page), UTF-8 with a BOM
 *   control & 8   a BOM before the segment (UTF-8, UTF-16 and UTF-32 ones)
 *   control & 16  the segment is the failure line instead of its text
 * Text bytes become printable characters; every segment ends with CRLF. When no segment is the
 * failure line, it is appended in the last segment's encoding.
 * Property (issue 32, no false GO): the decoder refuses the log with a reason, or the classifier
 * finds at least one blocker. Decoding never hangs, crashes or trips a sanitizer. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classifier.h"
#include "decode.h"

static wg_catalog *catalog;

static void feed(void *context, const char *utf8, size_t length) { wg_classifier_feed(context, utf8, length); }

static void load_catalog(void)
{
    FILE *f = fopen(GATE_CATALOG, "rb");
    if (!f)
        abort();
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text, f);
    fclose(f);
    char error[256];
    catalog = wg_catalog_parse(text, n, error, sizeof error);
    if (!catalog)
        abort();
}

typedef struct bytes {
    unsigned char *data;
    size_t length, capacity;
} bytes;

static void put(bytes *b, const void *data, size_t n)
{
    if (n == 0)
        return;
    if (b->length + n > b->capacity) {
        b->capacity = (b->length + n) * 2 + 64;
        b->data = realloc(b->data, b->capacity);
        if (!b->data)
            abort();
    }
    memcpy(b->data + b->length, data, n);
    b->length += n;
}

/* One character in the segment's encoding (0..6, as in the header comment). */
static void put_char(bytes *b, int encoding, unsigned char c)
{
    unsigned char unit[4] = {0, 0, 0, 0};
    switch (encoding) {
    case 1: unit[0] = c; put(b, unit, 2); break;
    case 2: unit[1] = c; put(b, unit, 2); break;
    case 3: unit[0] = c; put(b, unit, 4); break;
    case 4: unit[3] = c; put(b, unit, 4); break;
    default: put(b, &c, 1); break;
    }
}

static void put_bom(bytes *b, int encoding)
{
    static const char *const boms[] = {"\xef\xbb\xbf", "\xff\xfe", "\xfe\xff", "\xff\xfe\x00\x00", "\x00\x00\xfe\xff", "", "\xef\xbb\xbf"};
    static const size_t lengths[] = {3, 2, 2, 4, 4, 0, 3};
    put(b, boms[encoding], lengths[encoding]);
}

static const char failure[] = "b.cpp(7): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory";

static void put_line(bytes *b, int encoding, const unsigned char *text, size_t n, int is_failure)
{
    if (is_failure) {
        for (const char *p = failure; *p; ++p)
            put_char(b, encoding, (unsigned char)*p);
    } else {
        for (size_t i = 0; i < n; ++i) {
            unsigned char c = text[i];
            /* printable ASCII, or (the code-page segment) a high byte every other character */
            put_char(b, encoding, encoding == 5 && (c & 1) ? (unsigned char)(0xa0 + c % 96) : (unsigned char)(0x20 + c % 95));
        }
    }
    put_char(b, encoding, '\r');
    put_char(b, encoding, '\n');
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!catalog)
        load_catalog();
    if (size < 1)
        return 0;
    size_t piece = (size_t)data[0] + 1, at = 1;
    bytes log = {NULL, 0, 0};
    int last = 0, failed_line = 0;
    while (at + 2 <= size) {
        int control = data[at], encoding = control % 7;
        size_t n = data[at + 1];
        at += 2;
        if (n > size - at)
            n = size - at;
        if (control & 8)
            put_bom(&log, encoding);
        put_line(&log, encoding, data + at, n, (control & 16) != 0);
        failed_line |= (control & 16) != 0;
        last = encoding;
        at += n;
    }
    if (!failed_line)
        put_line(&log, last, NULL, 0, 1);
    char error[256] = "";
    wg_decoder *d = wg_decoder_new(NULL, error, sizeof error);
    wg_classifier *c = wg_classifier_new(catalog);
    if (!d || !c)
        abort();
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < log.length; i += piece)
        rc = wg_decoder_feed(d, (const char *)log.data + i, log.length - i < piece ? log.length - i : piece, feed, c, error,
                             sizeof error);
    if (rc == 0)
        rc = wg_decoder_finish(d, feed, c, error, sizeof error);
    wg_classifier_finish(c);
    if (rc != 0 && error[0] == '\0')
        abort(); /* a refusal always says why */
    if (rc == 0 && wg_blocker_count(c) == 0) {
        fprintf(stderr, "false GO: a failure line in a %zu-byte mixed-encoding log was not found (decoded as %s)\n",
                log.length, wg_decoder_encoding(d));
        abort();
    }
    wg_classifier_free(c);
    wg_decoder_free(d);
    free(log.data);
    return 0;
}
