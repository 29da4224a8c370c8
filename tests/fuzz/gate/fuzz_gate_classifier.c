/* SPDX-License-Identifier: BSD-3-Clause */
/* fuzz_gate_classifier.c: the log decoder and the classifier on any bytes, fed in pieces whose
 * sizes come from the input (lines and characters split anywhere, as when streaming).
 * Input: <piece size byte> <log bytes>.
 * Properties checked:
 *  - decoding either fails with a reason or yields text the classifier takes;
 *  - every blocker has a class, a message and a log line inside the log, and a count >= 1;
 *  - a file line number is never negative (10+ digit "line numbers" are not parsed into one);
 *  - the JSON report is written without error. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classifier.h"
#include "decode.h"

static wg_catalog *catalog;
static FILE *sink_file;

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
    sink_file = fopen("/dev/null", "wb");
    if (!sink_file)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!catalog)
        load_catalog();
    if (size < 1)
        return 0;
    size_t piece = (size_t)data[0] + 1;
    const char *log = (const char *)data + 1;
    size_t length = size - 1;
    char error[256];
    wg_decoder *d = wg_decoder_new(NULL, error, sizeof error);
    wg_classifier *c = wg_classifier_new(catalog);
    if (!d || !c)
        abort();
    int rc = 0;
    for (size_t at = 0; rc == 0 && at < length; at += piece)
        rc = wg_decoder_feed(d, log + at, length - at < piece ? length - at : piece, feed, c, error, sizeof error);
    if (rc == 0)
        rc = wg_decoder_finish(d, feed, c, error, sizeof error);
    wg_classifier_finish(c);
    if (rc != 0 && error[0] == '\0')
        abort(); /* a failure always says why */
    long lines = wg_classifier_lines(c);
    for (size_t i = 0; i < wg_blocker_count(c); ++i) {
        wg_blocker_view v;
        wg_blocker_get(c, i, &v);
        if (!v.class_id || !v.message || !v.file || v.count < 1 || v.log_line < 1 || v.log_line > lines || v.line < 0)
            abort();
    }
    if (wg_classifier_write_json(c, sink_file, "fuzz.log") != 0)
        abort();
    wg_classifier_free(c);
    wg_decoder_free(d);
    return 0;
}
