/* SPDX-License-Identifier: BSD-3-Clause */
/* Unit tests of the gate's classifier and static scan (scripts/gate/analyzer), against the
 * real catalog (embedded at build time). They run in every lane, Windows (Wine) included. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* mkdir, rmdir */
#endif
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <direct.h>
#define make_folder(path) _mkdir(path)
#define remove_folder(path) _rmdir(path)
#else
#include <sys/stat.h>
#include <unistd.h>
#define make_folder(path) mkdir(path, 0700)
#define remove_folder(path) rmdir(path)
#endif

#include "classifier.h"
#include "decode.h"
#include "scan.h"
#include "walk.h"
#include "gate_catalog_text.h"
#include "gate_classifier_cases.h"

#define CASE_COUNT (sizeof gate_cases / sizeof gate_cases[0])

static wg_catalog *catalog;

static int load_catalog(void **state)
{
    (void)state;
    char error[256];
    size_t count = sizeof gate_catalog_lines / sizeof gate_catalog_lines[0], length = 0;
    for (size_t i = 0; i < count; ++i)
        length += strlen(gate_catalog_lines[i]) + 1;
    char *text = malloc(length + 1), *at = text;
    if (!text)
        return -1;
    for (size_t i = 0; i < count; ++i) {
        size_t n = strlen(gate_catalog_lines[i]);
        memcpy(at, gate_catalog_lines[i], n);
        at[n] = '\n';
        at += n + 1;
    }
    catalog = wg_catalog_parse(text, length, error, sizeof error);
    free(text);
    if (!catalog)
        print_error("catalog: %s\n", error);
    return catalog ? 0 : -1;
}

static int free_catalog(void **state)
{
    (void)state;
    wg_catalog_free(catalog);
    return 0;
}

/* Feeds the log in 7-byte pieces, so lines are split across calls as they are when streaming. */
static wg_classifier *classify(const char *text, size_t length)
{
    wg_classifier *c = wg_classifier_new(catalog);
    assert_non_null(c);
    for (size_t at = 0; at < length; at += 7)
        wg_classifier_feed(c, text + at, length - at < 7 ? length - at : 7);
    wg_classifier_finish(c);
    return c;
}

static void expect_first(const char *text, size_t length, const char *id, const char *what)
{
    wg_classifier *c = classify(text, length);
    wg_blocker_view v;
    const char *got = "(no blocker)";
    if (wg_blocker_count(c) > 0) {
        wg_blocker_get(c, 0, &v);
        got = v.class_id;
    }
    if (strcmp(got, id) != 0)
        print_error("%s: expected %s, got %s for:\n%.*s\n", what, id, got, (int)length, text);
    assert_string_equal(got, id);
    wg_classifier_free(c);
}

/* Each (line, class) pair of a table, the line ended by a newline: its first blocker is the class. */
static void expect_each_first(const char *const (*cases)[2], size_t count, const char *what)
{
    char text[2048];
    for (size_t i = 0; i < count; ++i) {
        int n = snprintf(text, sizeof text, "%s\n", cases[i][0]);
        assert_true(n > 0 && (size_t)n < sizeof text);
        expect_first(text, (size_t)n, cases[i][1], what);
    }
}

/* The first blocker has class `id` and a remedy that holds `term`. */
static void expect_first_remedy(const char *text, size_t length, const char *id, const char *term)
{
    expect_first(text, length, id, term);
    wg_classifier *c = classify(text, length);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    if (!strstr(v.remedy, term))
        print_error("remedy of %s lacks \"%s\": %s\n", id, term, v.remedy);
    assert_non_null(strstr(v.remedy, term));
    wg_classifier_free(c);
}

/* A warning is reported only beside a failure: a warning case (a line that says warning, or a
 * class of severity warning) gets a failing line after it. */
static const char *failure_after_class(const char *id, const char *variant)
{
    int warning = strstr(variant, "warning") || (id && strcmp(wg_catalog_class_severity(catalog, id), "warning") == 0);
    return warning ? "\nFAILED: a.obj" : "";
}

static const char *failure_after(const char *variant)
{
    return failure_after_class(NULL, variant);
}

/* A case's class is the first blocker; a class of severity warning is reported after the failure
 * beside it (a warning never stands first). */
static void expect_case(const char *text, size_t length, const char *id, const char *what)
{
    if (strcmp(wg_catalog_class_severity(catalog, id), "warning") != 0) {
        expect_first(text, length, id, what);
        return;
    }
    wg_classifier *c = classify(text, length);
    int found = 0;
    for (size_t i = 0; i < wg_blocker_count(c); ++i) {
        wg_blocker_view v;
        wg_blocker_get(c, i, &v);
        found |= strcmp(v.class_id, id) == 0 && i > 0;
    }
    if (!found)
        print_error("%s: expected %s after the failure for:\n%.*s\n", what, id, (int)length, text);
    assert_true(found);
    wg_classifier_free(c);
}

static void every_keyed_class_has_a_case(void **state)
{
    (void)state;
    size_t keyed = 0;
    for (size_t i = 0; i < wg_catalog_class_count(catalog); ++i) {
        if (wg_catalog_class_key_count(catalog, i) == 0)
            continue;
        ++keyed;
        const char *id = wg_catalog_class_id(catalog, i);
        int found = 0;
        for (size_t k = 0; k < CASE_COUNT; ++k)
            found |= strcmp(gate_cases[k].id, id) == 0;
        if (!found)
            print_error("catalog class %s has no test case\n", id);
        assert_true(found);
    }
    assert_true(keyed >= 40);
}

static void each_class_in_three_languages(void **state)
{
    (void)state;
    char text[1024];
    for (size_t k = 0; k < CASE_COUNT; ++k)
        for (int v = 0; v < 3; ++v) {
            int n = snprintf(text, sizeof text, "[3/9] Building C object a.obj\n%s%s\n[4/9] Linking\n",
                             gate_cases[k].variants[v], failure_after_class(gate_cases[k].id, gate_cases[k].variants[v]));
            expect_case(text, (size_t)n, gate_cases[k].id, "plain");
        }
}

static void each_class_with_crlf(void **state)
{
    (void)state;
    char text[1024];
    for (size_t k = 0; k < CASE_COUNT; ++k)
        for (int v = 0; v < 3; ++v) {
            int n = snprintf(text, sizeof text, "start\r\n%s%s\r\nend\r\n", gate_cases[k].variants[v],
                             failure_after_class(gate_cases[k].id, gate_cases[k].variants[v]));
            expect_case(text, (size_t)n, gate_cases[k].id, "CRLF");
            wg_classifier *c = classify(text, (size_t)n);
            wg_blocker_view b;
            wg_blocker_get(c, 0, &b);
            size_t length = strlen(b.message);
            assert_true(length == 0 || b.message[length - 1] != '\r');
            wg_classifier_free(c);
        }
}

/* MSBuild hard-wraps at the console width: split each line inside its key, at a width of 80, 100,
 * 120, ... columns (MSBuild indents, so the line is padded at the front to reach it). */
static void each_class_hard_wrapped(void **state)
{
    (void)state;
    char text[2048];
    for (size_t k = 0; k < CASE_COUNT; ++k)
        for (int v = 0; v < 3; ++v) {
            const char *line = gate_cases[k].variants[v];
            const char *key = strstr(line, gate_cases[k].key);
            assert_non_null(key);
            size_t split = (size_t)(key - line) + 2;
            size_t width = 80;
            while (width < split)
                width += 20;
            size_t pad = width - split;
            size_t length = strlen(line);
            int n = snprintf(text, sizeof text, "first line\n%*s%.*s\n%s%s\nlast line\n", (int)pad, "", (int)split, line,
                             line + split, failure_after_class(gate_cases[k].id, line));
            (void)length;
            expect_case(text, (size_t)n, gate_cases[k].id, "wrapped");
        }
}

/* A log cut off mid-line (the build was killed): the last line has no newline, and its last byte
 * is gone, which can cut a UTF-8 character in two. */
static void each_class_truncated(void **state)
{
    (void)state;
    char text[1024];
    for (size_t k = 0; k < CASE_COUNT; ++k)
        for (int v = 0; v < 3; ++v) {
            const char *line = gate_cases[k].variants[v];
            int n = snprintf(text, sizeof text, "[1/2] Building%s\n%.*s", failure_after_class(gate_cases[k].id, line), (int)strlen(line) - 1, line);
            expect_case(text, (size_t)n, gate_cases[k].id, "truncated");
            wg_classifier *c = classify(text, (size_t)n);
            assert_int_equal(wg_classifier_truncated(c), 1);
            wg_classifier_free(c);
        }
}

static char *json_of(wg_classifier *c)
{
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(wg_classifier_write_json(c, f, "test.log"), 0);
    long size = ftell(f);
    rewind(f);
    char *json = calloc(1, (size_t)size + 1);
    assert_int_equal(fread(json, 1, (size_t)size, f), (size_t)size);
    fclose(f);
    return json;
}

/* German MSVC output in the OEM code page 850 (0x94 is o-umlaut there): still C1083, and the JSON
 * carries U+FFFD instead of the invalid byte. */
static void oem_code_page_bytes(void **state)
{
    (void)state;
    const char text[] = "x.c(1): fatal error C1083: Datei (Include) kann nicht ge\x94" "ffnet werden: \"unistd.h\": No such file or directory\n";
    wg_classifier *c = classify(text, sizeof text - 1);
    wg_blocker_view b;
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_get(c, 0, &b);
    assert_string_equal(b.class_id, "MSVC_POSIX_HEADER");
    assert_string_equal(b.code, "C1083");
    char *json = json_of(c);
    assert_non_null(strstr(json, "ge\\ufffdffnet"));
    for (const unsigned char *p = (const unsigned char *)json; *p; ++p)
        assert_true(*p != 0x94);
    free(json);
    wg_classifier_free(c);
}

/* R's report of a command it ran that failed ("(converted from warning) running command '...' had
 * status 1", install.packages' "had non-zero exit status"): an exit-status wrapper, while status 127
 * (the shell found no make) keeps its own class. */
static void r_command_status_is_an_exit_wrapper(void **state)
{
    (void)state;
    static const struct { const char *line, *id; } cases[] = {
        {"Error: (converted from warning) running command '\"C:/R/bin/x64/R\" CMD INSTALL demo_0.1.tar.gz' had status 1\n",
         "EXIT_CODE_WRAPPER"},
        {"Warning message:\ninstallation of package 'demo' had non-zero exit status\n", "EXIT_CODE_WRAPPER"},
        {"Warning: running command 'make -f Makevars' had status 127\n", "COMMAND_NOT_FOUND"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        expect_first(cases[i].line, strlen(cases[i].line), cases[i].id, "R status");
}

static void wrapper_yields_to_the_diagnostic(void **state)
{
    (void)state;
    const char text[] = "FAILED: CMakeFiles/t.dir/array.c.obj \n"
                        "cl /nologo /c array.c\n"
                        "array.c(7): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory\n"
                        "ninja: build stopped: subcommand failed.\n";
    wg_classifier *c = classify(text, sizeof text - 1);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view b;
    wg_blocker_get(c, 0, &b);
    assert_string_equal(b.class_id, "MSVC_POSIX_HEADER");
    assert_string_equal(b.file, "array.c");
    assert_int_equal(b.line, 7);
    assert_int_equal(b.log_line, 3);
    wg_classifier_free(c);
    /* Alone, the wrapper is all there is: it is reported (not dropped). */
    const char alone[] = "FAILED: CMakeFiles/t.dir/array.c.obj \nninja: build stopped: subcommand failed.\n";
    c = classify(alone, sizeof alone - 1);
    assert_true(wg_blocker_count(c) >= 1);
    wg_blocker_get(c, 0, &b);
    assert_string_equal(b.class_id, "NINJA_WRAPPER");
    assert_string_equal(b.kind, "wrapper");
    wg_classifier_free(c);
}

static void identical_blockers_merge_across_languages(void **state)
{
    (void)state;
    char text[2048];
    int n = snprintf(text, sizeof text, "%s\n%s\n%s\n", gate_cases[0].variants[0], gate_cases[0].variants[1],
                     gate_cases[0].variants[2]);
    wg_classifier *c = classify(text, (size_t)n);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view b;
    wg_blocker_get(c, 0, &b);
    assert_string_equal(b.class_id, "MSVC_POSIX_HEADER");
    assert_int_equal(b.count, 3);
    wg_classifier_free(c);
}

static void unknown_failures_are_kept_with_an_excerpt(void **state)
{
    (void)state;
    const char text[] = "one\ntwo\nfrob.c: error: the frobnicator broke\nthree\nfour\nfive\n";
    wg_classifier *c = classify(text, sizeof text - 1);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view b;
    wg_blocker_get(c, 0, &b);
    assert_string_equal(b.class_id, "UNCLASSIFIED");
    char *json = json_of(c);
    assert_non_null(strstr(json, "\"excerpt\": [\"one\", \"two\", \"frob.c: error: the frobnicator broke\", \"three\", \"four\"]"));
    free(json);
    wg_classifier_free(c);
}

/* ---- decoding, units, ranking, blocks (issue 14) and hardening (issue 23) ------------------- */

static void feed_sink(void *context, const char *utf8, size_t length) { wg_classifier_feed(context, utf8, length); }

/* Decodes (auto-detected, or as `named` when not NULL) and classifies, feeding 5-byte pieces so
 * characters split between feeds; returns NULL when the log cannot be decoded. */
static wg_classifier *decode_as(const char *named, const char *bytes, size_t length, char *encoding,
                                size_t encoding_size)
{
    char error[256];
    wg_decoder *d = wg_decoder_new(named, error, sizeof error);
    assert_non_null(d);
    wg_classifier *c = wg_classifier_new(catalog);
    int rc = 0;
    for (size_t at = 0; rc == 0 && at < length; at += 5)
        rc = wg_decoder_feed(d, bytes + at, length - at < 5 ? length - at : 5, feed_sink, c, error, sizeof error);
    if (rc == 0)
        rc = wg_decoder_finish(d, feed_sink, c, error, sizeof error);
    wg_classifier_finish(c);
    if (rc == 0)
        snprintf(encoding, encoding_size, "%s", wg_decoder_encoding(d));
    wg_decoder_free(d);
    if (rc != 0) {
        assert_true(error[0] != '\0');
        wg_classifier_free(c);
        return NULL;
    }
    return c;
}

static wg_classifier *decode_and_classify(const char *bytes, size_t length, char *encoding, size_t encoding_size)
{
    return decode_as(NULL, bytes, length, encoding, encoding_size);
}

static void expect_decoded_as(const char *named, const char *bytes, size_t length, const char *encoding,
                              const char *id, const char *file)
{
    char got[32];
    wg_classifier *c = decode_as(named, bytes, length, got, sizeof got);
    assert_non_null(c);
    assert_string_equal(got, encoding);
    assert_true(wg_blocker_count(c) >= 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, id);
    assert_string_equal(v.file, file);
    wg_classifier_free(c);
}

static void expect_decoded(const char *bytes, size_t length, const char *encoding, const char *id, const char *file)
{
    expect_decoded_as(NULL, bytes, length, encoding, id, file);
}

/* PowerShell 5.1's `>` writes UTF-16LE with a BOM: matched as bytes it holds no key at all. */
static void utf16_logs_are_decoded(void **state)
{
    (void)state;
    const char *line = "a.cpp(3): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory\r\n";
    char le[512], be[512];
    size_t n = 0;
    for (const char *p = line; *p; ++p, n += 2) {
        le[n] = *p, le[n + 1] = 0;
        be[n] = 0, be[n + 1] = *p;
    }
    char bom_le[514] = "\xff\xfe", bom_be[514] = "\xfe\xff";
    memcpy(bom_le + 2, le, n);
    memcpy(bom_be + 2, be, n);
    expect_decoded(bom_le, n + 2, "utf-16le", "MSVC_POSIX_HEADER", "a.cpp");
    expect_decoded(le, n, "utf-16le", "MSVC_POSIX_HEADER", "a.cpp");
    expect_decoded(bom_be, n + 2, "utf-16be", "MSVC_POSIX_HEADER", "a.cpp");
    expect_decoded(be, n, "utf-16be", "MSVC_POSIX_HEADER", "a.cpp");
    /* a UTF-8 BOM never becomes part of the first file name */
    char utf8[512] = "\xef\xbb\xbf";
    memcpy(utf8 + 3, line, strlen(line));
    expect_decoded(utf8, strlen(line) + 3, "utf-8", "MSVC_POSIX_HEADER", "a.cpp");
}

/* The console code pages of localized Windows, told apart by how their decoding reads. */
static void code_pages_are_detected(void **state)
{
    (void)state;
    static const struct { const char *encoding, *bytes; } cases[] = {
        {"cp936", "C:\\src\\a.cpp(10): error C2065: \xa1\xb0ssize_t\xa1\xb1: \xce\xb4\xc9\xf9\xc3\xf7\xb5\xc4\xb1\xea\xca\xb6\xb7\xfb\n"},
        {"cp932", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': \x92\xe8\x8b`\x82\xb3\x82\xea\x82\xc4\x82\xa2\x82\xc8\x82\xa2\x8e\xaf\x95\xca\x8eq\x82\xc5\x82\xb7\x81" "B\n"},
        {"cp949", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': \xbc\xb1\xbe\xf0\xb5\xc7\xc1\xf6 \xbe\xca\xc0\xba \xbd\xc4\xba\xb0\xc0\xda\xc0\xd4\xb4\xcf\xb4\xd9.\n"},
        {"cp1251", "C:\\src\\a.cpp(10): error C2065: ssize_t: \xed\xe5\xee\xe1\xfa\xff\xe2\xeb\xe5\xed\xed\xfb\xe9 \xe8\xe4\xe5\xed\xf2\xe8\xf4\xe8\xea\xe0\xf2\xee\xf0\n"},
        {"cp850", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': nichtdeklarierter Bezeichner; Gr\xe1\x94" "\xe1" "e ge\x94" "ffnet \x81" "ber\n"},
        {"cp1252", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': nichtdeklarierter Bezeichner; Gr\xf6\xdf" "e ge\xf6" "ffnet \xfc" "ber\n"},
        /* pl and cs, tr, zh-TW */
        {"cp852", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': niezadeklarowany identyfikator; b\x88\xa5" "d \xabr\xa2" "d\x88" "a, \x98" "cie\xbeka, \xbe\xa2\x88\x86\n"},
        {"cp1250", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': niezadeklarowany identyfikator; b\xb3\xb9" "d \x9fr\xf3" "d\xb3" "a, \x9c" "cie\xbfka, \xbf\xf3\xb3\xe6\n"},
        {"cp852", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': nedeklarovan\xec identifik\xa0tor; chyba p\xfdi p\xfd" "ekladu, \xfd\xa0" "dek, soubor nelze otev\xfd\xa1t\n"},
        {"cp857", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': bildirilmemi\x9f tan\x8dmlay\x8d" "c\x8d; de\xa7i\x9fken, i\x9flev, dosya a\x87\x8dlam\x8dyor\n"},
        {"cp1254", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': bildirilmemi\xfe tan\xfdmlay\xfd" "c\xfd; de\xf0i\xfeken, i\xfelev, dosya a\xe7\xfdlam\xfdyor\n"},
        {"cp950", "C:\\src\\a.cpp(10): error C2065: 'ssize_t': \xa5\xbc\xab\xc5\xa7i\xaa\xba\xc3\xd1\xa7O\xb6\xb5; \xbf\xf9\xbb~ \xb5L\xaak\xb6}\xb1\xd2\xc0\xc9\xae\xd7\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        expect_decoded(cases[i].bytes, strlen(cases[i].bytes), cases[i].encoding, "MSVC_UNDECLARED", "C:\\src\\a.cpp");
        /* --encoding names the same page: no detection, the same result */
        expect_decoded_as(cases[i].encoding, cases[i].bytes, strlen(cases[i].bytes), cases[i].encoding, "MSVC_UNDECLARED",
                          "C:\\src\\a.cpp");
    }
}

static void binary_input_is_not_a_log(void **state)
{
    (void)state;
    char bytes[4096];
    for (size_t i = 0; i < sizeof bytes; ++i)
        bytes[i] = (char)((i * 7919u) % 251u); /* every byte value, NULs and controls among them */
    char encoding[32];
    assert_null(decode_and_classify(bytes, sizeof bytes, encoding, sizeof encoding));
    char error[256];
    assert_null(wg_decoder_new("ebcdic", error, sizeof error));
    assert_non_null(strstr(error, "ebcdic"));
}

/* ---- mixed and wide encodings (issue 32): no input shape turns a failing log into GO ------- */

typedef struct log_bytes {
    char *data;
    size_t length, capacity;
} log_bytes;

static void put_bytes(log_bytes *b, const void *bytes, size_t n)
{
    if (b->length + n > b->capacity) {
        b->capacity = (b->length + n) * 2;
        b->data = realloc(b->data, b->capacity);
        assert_non_null(b->data);
    }
    memcpy(b->data + b->length, bytes, n);
    b->length += n;
}

/* ASCII text as `width` bytes per character (1, 2 or 4), little or big endian. */
static void put_text(log_bytes *b, const char *text, int width, int big)
{
    for (const char *p = text; *p; ++p) {
        unsigned char unit[4] = {0, 0, 0, 0};
        unit[big ? width - 1 : 0] = (unsigned char)*p;
        put_bytes(b, unit, (size_t)width);
    }
}

static const char failure_line[] =
    "a.cpp(3): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory\r\n";

/* A configure log's worth of harmless UTF-8 (non-ASCII included), past the 64 KiB that
 * detection once looked at. */
static void put_configure_log(log_bytes *b, size_t at_least)
{
    while (b->length < at_least)
        put_text(b, "-- Looking for pthread.h - found (\xc3\xa9t\xc3\xa9)\r\n", 1, 0);
}

static void expect_failure_found(const log_bytes *b, const char *encoding)
{
    char got[64];
    wg_classifier *c = decode_as(NULL, b->data, b->length, got, sizeof got);
    assert_non_null(c);
    if (encoding)
        assert_string_equal(got, encoding);
    assert_true(wg_blocker_count(c) >= 1);
    int found = 0;
    for (size_t i = 0; i < wg_blocker_count(c); ++i) {
        wg_blocker_view v;
        wg_blocker_get(c, i, &v);
        found |= strcmp(v.class_id, "MSVC_POSIX_HEADER") == 0 && strstr(v.file, "a.cpp") != NULL;
    }
    assert_true(found);
    wg_classifier_free(c);
}

static void mixed_encodings_keep_the_failure(void **state)
{
    (void)state;
    /* PowerShell's `>>` after a configure log: more than 64 KiB of UTF-8, then UTF-16LE. */
    log_bytes b = {NULL, 0, 0};
    put_configure_log(&b, 70 * 1024);
    put_text(&b, "[1/2] Building CXX object a.cpp.obj\r\n", 2, 0);
    put_text(&b, failure_line, 2, 0);
    expect_failure_found(&b, "utf-8+utf-16le");
    /* the same at an odd offset: the UTF-16 part is aligned to where it starts */
    b.length = 0;
    put_configure_log(&b, 70 * 1024);
    put_text(&b, "x\n", 1, 0);
    put_text(&b, failure_line, 2, 0);
    expect_failure_found(&b, NULL);
    /* cmd's `>>` after PowerShell's `>`: UTF-16LE with a BOM, then 8-bit text */
    b.length = 0;
    put_bytes(&b, "\xff\xfe", 2);
    put_text(&b, "Build started.\r\nFAILED: a.cpp.obj\r\n", 2, 0);
    put_text(&b, failure_line, 1, 0);
    expect_failure_found(&b, "utf-16le+utf-8");
    /* the 8-bit part in the console's code page */
    b.length = 0;
    put_bytes(&b, "\xff\xfe", 2);
    put_text(&b, "Build started.\r\n", 2, 0);
    put_text(&b, "Erstellen gestartet: \xd6" "ffnen\r\n", 1, 0);
    put_text(&b, failure_line, 1, 0);
    expect_failure_found(&b, NULL);
    /* a UTF-16 BOM and nothing but ASCII after it */
    b.length = 0;
    put_bytes(&b, "\xff\xfe", 2);
    put_text(&b, failure_line, 1, 0);
    expect_failure_found(&b, NULL);
    b.length = 0;
    put_bytes(&b, "\xfe\xff", 2);
    put_text(&b, failure_line, 1, 0);
    expect_failure_found(&b, NULL);
    /* a UTF-8 BOM, then UTF-16 (LE and BE) */
    for (int big = 0; big <= 1; ++big) {
        b.length = 0;
        put_bytes(&b, "\xef\xbb\xbf", 3);
        put_text(&b, "configure done\r\n", 1, 0);
        put_text(&b, failure_line, 2, big);
        expect_failure_found(&b, NULL);
        b.length = 0;
        put_bytes(&b, "\xef\xbb\xbf", 3);
        put_text(&b, failure_line, 2, big);
        expect_failure_found(&b, big ? "utf-16be" : "utf-16le");
    }
    /* UTF-16 after a stray odd byte: the UTF-16 part starts one byte off the first one's units */
    for (int big = 0; big <= 1; ++big) {
        b.length = 0;
        put_bytes(&b, big ? "\xfe\xff" : "\xff\xfe", 2);
        put_text(&b, "Build started.\r\n", 2, big);
        put_bytes(&b, "\x1a", 1);
        put_text(&b, "[1/2] Building CXX object a.cpp.obj\r\n", 2, big);
        put_text(&b, failure_line, 2, big);
        expect_failure_found(&b, NULL);
    }
    /* UTF-16LE, then UTF-16BE and UTF-32LE without BOMs */
    b.length = 0;
    put_text(&b, "Build started.\r\n", 2, 0);
    put_text(&b, "ninja: entering build\r\n", 2, 1);
    put_text(&b, failure_line, 4, 0);
    expect_failure_found(&b, NULL);
    /* UTF-16 text that ends without a newline, then 8-bit text on the same line */
    b.length = 0;
    put_text(&b, "Build started.\r\nlast words", 2, 0);
    put_text(&b, failure_line, 1, 0);
    expect_failure_found(&b, NULL);
    free(b.data);
}

/* `Out-File -Encoding utf32` writes UTF-32LE with a BOM; UTF-32BE and BOM-less too. */
static void utf32_logs_are_decoded(void **state)
{
    (void)state;
    log_bytes b = {NULL, 0, 0};
    put_bytes(&b, "\xff\xfe\x00\x00", 4);
    put_text(&b, failure_line, 4, 0);
    expect_failure_found(&b, "utf-32le");
    b.length = 0;
    put_bytes(&b, "\x00\x00\xfe\xff", 4);
    put_text(&b, failure_line, 4, 1);
    expect_failure_found(&b, "utf-32be");
    b.length = 0;
    put_text(&b, failure_line, 4, 0);
    expect_failure_found(&b, "utf-32le");
    b.length = 0;
    put_configure_log(&b, 70 * 1024);
    put_text(&b, failure_line, 4, 0);
    expect_failure_found(&b, "utf-8+utf-32le");
    /* a character past U+FFFF, as UTF-32 and as a UTF-16 surrogate pair */
    b.length = 0;
    put_bytes(&b, "\xff\xfe\x00\x00", 4);
    put_bytes(&b, "\x00\xf6\x01\x00", 4);
    put_text(&b, "\r\n", 4, 0);
    put_text(&b, failure_line, 4, 0);
    expect_failure_found(&b, "utf-32le");
    free(b.data);
}

/* Sizes past the detection sample, through the sanitised lanes (UBSan once stopped here). */
static void large_logs_are_decoded_whole(void **state)
{
    (void)state;
    log_bytes b = {NULL, 0, 0};
    put_configure_log(&b, 200 * 1024);
    put_text(&b, failure_line, 1, 0);
    expect_failure_found(&b, "utf-8");
    size_t n = b.length;
    put_configure_log(&b, n + 100 * 1024);
    expect_failure_found(&b, "utf-8");
    /* and as UTF-16LE with a BOM */
    log_bytes w = {NULL, 0, 0};
    put_bytes(&w, "\xff\xfe", 2);
    while (w.length < 300 * 1024)
        put_text(&w, "-- Looking for pthread.h - found\r\n", 2, 0);
    put_text(&w, failure_line, 2, 0);
    expect_failure_found(&w, "utf-16le");
    free(b.data), free(w.data);
}

/* Nothing to classify is no evidence of success: an empty log, or one holding only a BOM. */
static void empty_logs_are_refused(void **state)
{
    (void)state;
    char encoding[64];
    assert_null(decode_and_classify("", 0, encoding, sizeof encoding));
    assert_null(decode_and_classify("\xff\xfe", 2, encoding, sizeof encoding));
    assert_null(decode_and_classify("\xef\xbb\xbf", 3, encoding, sizeof encoding));
}

/* Two unrelated Ninja edges: the second one's diagnostic must not hide the first one's only
 * finding, however close the lines are. */
static void wrappers_are_judged_per_unit(void **state)
{
    (void)state;
    const char text[] = "[1/3] Generating version.h\n"
                        "FAILED: version.h\n"
                        "cmd.exe /C \"python gen.py\"\n"
                        "FAILED: b.obj\n"
                        "b.c(2): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory\n"
                        "ninja: build stopped: subcommand failed.\n";
    wg_classifier *c = classify(text, sizeof text - 1);
    assert_int_equal(wg_blocker_count(c), 2);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "MSVC_POSIX_HEADER");
    wg_blocker_get(c, 1, &v);
    assert_string_equal(v.class_id, "NINJA_WRAPPER");
    assert_int_equal(v.log_line, 2);
    wg_classifier_free(c);
}

/* Only wrappers: the innermost tool first (cc-rs inside a build script inside cargo), whatever
 * the order in the log. */
static void wrappers_rank_inner_to_outer(void **state)
{
    (void)state;
    const char text[] = "error: failed to run custom build command for `engine v0.1.0`\n"
                        "\n"
                        "Caused by:\n"
                        "  --- stderr\n"
                        "  error occurred: Command \"cl.exe\" \"/c\" \"engine.cpp\" with args \"cl.exe\" did not execute successfully (status code exit code: 2).\n";
    wg_classifier *c = classify(text, sizeof text - 1);
    assert_true(wg_blocker_count(c) >= 2);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "CARGO_WRAPPER");
    assert_int_equal(v.log_line, 5);
    wg_classifier_free(c);
}

/* An error outranks any warning (D9002 never above a fatal error); a log of warnings alone is
 * clean; a warning of kind "cause" (C4819: the source read in the wrong code page) explains the
 * errors after it and ranks first. */
static void warnings_rank_after_errors(void **state)
{
    (void)state;
    const char failing[] = "cl : Command line warning D9002 : ignoring unknown option '-O3'\n"
        "src\\io.c(3): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory\n";
    expect_first(failing, sizeof failing - 1, "MSVC_POSIX_HEADER", "warning before an error");
    const char clean[] = "cl : Command line warning D9002 : ignoring unknown option '-O3'\n"
                         "src\\io.c(3): warning C4244: 'argument': conversion from 'double' to 'int'\n"
                         "  engine.vcxproj -> C:\\b\\engine.dll\n";
    wg_classifier *c = classify(clean, sizeof clean - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    const char cause[] = "src\\u.h(1): warning C4819: The file contains a character that cannot be represented in the current code page (936)\n"
                         "src\\u.cpp(106): error C2001: newline in constant\n";
    expect_first(cause, sizeof cause - 1, "MSVC_CODEPAGE", "cause warning");
    const char cmake_warning[] = "CMake Warning (dev) in src/CMakeLists.txt:\n"
                                 "  CUDA_ARCHITECTURES is empty for target \"tool\".\n"
                                 "This warning is for project developers.\n";
    c = classify(cmake_warning, sizeof cmake_warning - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    /* error-list rows name the severity in the language, capitalized */
    const char rows[] = "Avertissement\tD9002\toption inconnue '-O3' ignor\xc3\xa9" "e\tengine\tcl\t1\t\n"
                        "Erreur\tC1083\tImpossible d'ouvrir le fichier include\xc2\xa0: 'unistd.h'\xc2\xa0: No such file or directory\tengine\tio.c\t3\t\n";
    expect_first(rows, sizeof rows - 1, "MSVC_POSIX_HEADER", "French error list");
}

/* autoconf's compiler probes fail on purpose ("$? = 2"): their output is not a failure, the
 * script's own "configure: error:" is. */
static void configure_probes_are_not_failures(void **state)
{
    (void)state;
    const char probes[] = "configure:4486: compile cl.exe --version >&5\n"
                          "cl : Command line warning D9002 : ignoring unknown option '--version'\n"
                          "cl : Command line error D8003 : missing source filename\n"
                          "configure:4497: $? = 2\n"
                          "configure: failed program was:\n"
                          "| #error not gcc\n"
                          "configure:4510: result: no\n";
    wg_classifier *c = classify(probes, sizeof probes - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    const char failed[] = "configure:4497: $? = 2\n"
                          "configure: error: C compiler cannot create executables\n";
    expect_first(failed, sizeof failed - 1, "UNCLASSIFIED", "configure error");
    /* an excerpt that starts inside a probe: what comes before its status line is the probe's */
    const char cut[] = "cl : Command line error D8003 : missing source filename\n"
                       "configure:4497: $? = 2\n"
                       "configure:4486: compile cl.exe -V >&5\n"
                       "cl : Command line error D8004 : '/V' requires an argument\n"
                       "configure:4497: $? = 2\n";
    c = classify(cut, sizeof cut - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    const char real[] = "cl : Command line error D8003 : missing source filename\n"
                        "configure:4486: compile cl.exe -V >&5\n";
    expect_first(real, sizeof real - 1, "UNCLASSIFIED", "a failure before a configure step");
}

/* Tools that are not build tools (a Python traceback, MATLAB's mex) rank after the failure they
 * wrap; with no diagnostic, the innermost wrapper comes first. */
static void non_build_wrappers_rank_after_the_failure(void **state)
{
    (void)state;
    const char inner[] = "FAILED: k.obj\n"
                         "nvcc fatal   : Value 'sm_89' is not defined for option 'gpu-architecture'\n"
                         "ninja: build stopped: subcommand failed.\n"
                         "subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.\n"
                         "RuntimeError: Error compiling objects for extension\n";
    expect_first(inner, sizeof inner - 1, "NVCC_BAD_ARCH", "wrapped nvcc");
    const char only[] = "Traceback (most recent call last):\n"
                        "subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.\n"
                        "FAILED: k.obj\n"
                        "ninja: build stopped: subcommand failed.\n";
    wg_classifier *c = classify(only, sizeof only - 1);
    assert_true(wg_blocker_count(c) >= 2);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "NINJA_WRAPPER");
    wg_blocker_get(c, wg_blocker_count(c) - 1, &v);
    assert_string_equal(v.class_id, "PY_SUBPROCESS_WRAPPER");
    wg_classifier_free(c);
    const char matlab[] = "Error using mex\n"
                          "a.obj : error LNK2019: unresolved external symbol foo referenced in function mexFunction\n"
                          "Error in make (line 3)\n";
    expect_first(matlab, sizeof matlab - 1, "LINK_UNRESOLVED", "mex");
}

/* The first blocker's class and log line. */
static void expect_first_at(const char *text, size_t length, const char *id, long log_line)
{
    expect_first(text, length, id, id);
    wg_classifier *c = classify(text, length);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_int_equal(v.log_line, log_line);
    wg_classifier_free(c);
}

/* One code, several causes: the key that names the cause gives its remedy; otherwise the
 * class's remedy names the causes it cannot tell apart. */
static void remedies_follow_the_cause(void **state)
{
    (void)state;
    const char libc[] = "LINK : fatal error LNK1104: cannot open file 'LIBC.lib'\n";
    wg_classifier *c = classify(libc, sizeof libc - 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "LINK_CANNOT_OPEN");
    assert_non_null(strstr(v.remedy, "NODEFAULTLIB"));
    wg_classifier_free(c);
    const char sdk[] = "crtdefs.h(10): fatal error C1083: Cannot open include file: 'corecrt.h': No such file or directory\n";
    c = classify(sdk, sizeof sdk - 1);
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "MSVC_MISSING_INCLUDE");
    assert_non_null(strstr(v.remedy, "Windows SDK"));
    wg_classifier_free(c);
    const char other[] = "LINK : fatal error LNK1104: cannot open file 'engine.lib'\n";
    c = classify(other, sizeof other - 1);
    wg_blocker_get(c, 0, &v);
    assert_non_null(strstr(v.remedy, "a library (.lib)"));
    assert_non_null(strstr(v.remedy, "the output (.exe, .dll)"));
    wg_classifier_free(c);
    /* POSIX headers by what they hold; exit code 9009, a command not found, whichever (a shell
     * only where the command is sh or bash) */
    const char threads[] = "pool.c(2): fatal error C1083: Cannot open include file: 'pthread.h': No such file or directory\n";
    expect_first_remedy(threads, sizeof threads - 1, "MSVC_POSIX_HEADER", "std::thread");
    const char sockets[] = "net.c(2,10): fatal error: 'sys/socket.h' file not found\n";
    expect_first_remedy(sockets, sizeof sockets - 1, "MSVC_POSIX_HEADER", "Winsock");
    const char exit9009[] = "C:\\VS\\Microsoft.CppCommon.targets(150,5): error MSB3073: :VCEnd\" exited with code 9009. [C:\\b\\gen.vcxproj]\n";
    expect_first_remedy(exit9009, sizeof exit9009 - 1, "COMMAND_NOT_FOUND", "python");
    const char bash9009[] = "C:\\VS\\Microsoft.CppCommon.targets(150,5): error MSB3073: The command \"bash gen.sh\" exited with code 9009. [C:\\b\\gen.vcxproj]\n";
    expect_first_remedy(bash9009, sizeof bash9009 - 1, "SHELL_NOT_FOUND", "bash");
    const char shader9009[] = "C:\\VS\\Microsoft.CppCommon.targets(150,5): error MSB3073: The command \"shadercompiler a.hlsl\" exited with code 9009. [C:\\b\\gen.vcxproj]\n";
    expect_first(shader9009, sizeof shader9009 - 1, "COMMAND_NOT_FOUND", "a command that only starts with sh");
    /* C2001 is a string cut by a code page, or one left open */
    const char c2001[] = "1>C:\\src\\cons.h(273): error C2001: newline in constant\n";
    expect_first_remedy(c2001, sizeof c2001 - 1, "MSVC_CODEPAGE", "/utf-8");
    const char commit[] = "**Error**  'cl.exe' died with status 0xC000012D\tengine\t\t\n";
    expect_first_remedy(commit, sizeof commit - 1, "MSVC_HEAP", "out of memory");
}

/* The MSVC-ABI lane's clang-cl and lld-link say in words what cl and link say with codes. */
static void clang_cl_lane_wordings(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"io.c(1,10): fatal error: 'unistd.h' file not found", "MSVC_POSIX_HEADER"},
        {"dep.cpp(1,10): fatal error: 'openblas_config.h' file not found", "MSVC_MISSING_INCLUDE"},
        {"sizes.cpp(2,32): error: use of undeclared identifier 'M_PI'", "MSVC_UNDECLARED"},
        {"pid.c(1,1): error: unknown type name 'pid_t'", "MSVC_UNDECLARED"},
        {"vla.cpp(1,29): error: variable length arrays in C++ are a Clang extension [-Werror,-Wvla-cxx-extension]", "MSVC_VLA"},
        {"lld-link: error: could not open 'openblas.lib': No such file or directory", "LINK_MISSING_INPUT"},
        {"lld-link: error: undefined symbol: cblas_ddot", "LINK_UNRESOLVED"},
    };
    char text[512];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        int n = snprintf(text, sizeof text, "%s\n1 error generated.\n", cases[i][0]);
        expect_first(text, (size_t)n, cases[i][1], "clang-cl");
    }
}

/* Real output of the MSVC-ABI lane (MLX at the pin, issue 30: `winport-gate --lane msvc-abi`, with
 * and without the series), paths trimmed to the source tree. Each gets the class cl.exe's or
 * link.exe's numbered message for the same cause gets (in the comment); "(none)" is a cause the
 * catalog has no class for on either side, so both stay unclassified. */
static void clang_cl_lane_real_output(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        /* C3861 'gmtime_s': identifier not found */
        {"doctest/doctest.h(5752,17): error: use of undeclared identifier 'gmtime_s'\n"
         " 5752 |                 gmtime_s(&timeInfo, &rawtime);\n"
         "      |                 ^\n",
         "MSVC_UNDECLARED"},
        /* C2065 '_HFILE': undeclared identifier */
        {"doctest/doctest.h(4784,16): error: unknown type name '_HFILE'; did you mean 'HFILE'?\n"
         " 4784 |         static _HFILE       prev_report_file;\n",
         "MSVC_UNDECLARED"},
        /* C2371 'ULONG_PTR': redefinition; different basic types: (none) */
        {"dlfcn-win32/src/dlfcn.c(38,15): error: typedef redefinition with different types "
         "('ULONG' (aka 'unsigned long') vs 'unsigned long long')\n",
         "UNCLASSIFIED"},
        /* C2079 uses undefined class 'std::array<...>' (a missing #include <array>): (none) */
        {"mlx/backend/cpu/quantized.cpp(219,39): error: implicit instantiation of undefined "
         "template 'std::array<unsigned int, 8>'\n",
         "UNCLASSIFIED"},
        /* LNK1181 cannot open input file 'libopenblas.lib': Ninja stops before the link */
        {"ninja: error: '_deps/openblas-src/lib/libopenblas.lib', needed by 'tests.exe', missing "
         "and no known rule to make it\n",
         "LINK_MISSING_INPUT"},
        /* cmd.exe: 'powershell' is not recognized as an internal or external command */
        {"[2/106] Generating compiled_preamble.cpp\n"
         "FAILED: mlx/backend/cpu/compiled_preamble.cpp\n"
         "cd build/mlx/backend/cpu && powershell -ExecutionPolicy Bypass -File "
         "mlx/backend/cpu/make_compiled_preamble.ps1 compiled_preamble.cpp clang-cl-19 . AMD64\n"
         "/bin/sh: 1: powershell: not found\n"
         "ninja: build stopped: cannot make progress due to previous errors.\n",
         "COMMAND_NOT_FOUND"},
        /* C2039 'cl_exe': is not a member of 'VisualStudioInfo': (none) */
        {"mlx/backend/cpu/jit_compiler.cpp(287,62): error: no member named 'cl_exe' in "
         "'mlx::core::(anonymous namespace)::VisualStudioInfo'\n",
         "UNCLASSIFIED"},
        /* Windows: the discovery's test program exits with 0xc0000135 (STATUS_DLL_NOT_FOUND) */
        {"0024:err:module:import_dll Library openblas.dll (which is needed by "
         "L\"Z:\\\\build\\\\tests.exe\") not found\n"
         "0024:err:module:LdrInitializeThunk Importing dlls for L\"Z:\\\\build\\\\tests.exe\" "
         "failed, status c0000135\n"
         "CMake Error at doctest/scripts/cmake/doctestAddTests.cmake:45 (message):\n"
         "  Error running test executable\n"
         "  'build/tests.exe':\n"
         "\n"
         "    Result: 53\n",
         "RUNTIME_DLL_NOT_FOUND"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i)
        expect_first(cases[i][0], strlen(cases[i][0]), cases[i][1], "lane output");
}

/* Legacy FindCUDA's "Error generating" block is a wrapper, even with its header cut by the
 * terminal after "at": it ranks after nvcc's message and stands at the header's line. */
static void findcuda_block_is_a_wrapper(void **state)
{
    (void)state;
    const char cut[] = "[  3%] Building NVCC (Device) object k.cu.o\n"
                       "CMake Error at\n"
                       "k_generated_kernels.cu.o.cmake:207\n"
                       "(message):\n"
                       "  Error generating\n";
    wg_classifier *c = classify(cut, sizeof cut - 1);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "FINDCUDA_WRAPPER");
    assert_int_equal(v.log_line, 2);
    wg_classifier_free(c);
    const char with_cause[] = "nvcc fatal   : Host compiler targets unsupported OS.\n"
                              "CMake Error at k_generated_kernels.cu.obj.cmake:220 (message):\n"
                              "  Error generating\n";
    expect_first(with_cause, sizeof with_cause - 1, "NVCC_UNSUPPORTED_HOST", "FindCUDA with cause");
}

/* A configure-time download (FetchContent, ExternalProject, file(DOWNLOAD)) that failed is the
 * root cause, ahead of CMake's summary and the build tool's wrapper, with the remedy of the cause
 * git or curl names: TLS, an HTTP error, no route, a hash mismatch. */
static void download_failures_name_their_cause(void **state)
{
    (void)state;
    const char tls[] = "  Performing download step (git clone) for 'dep-populate'\n"
                       "  fatal: unable to access 'https://example.org/dep.git/': error:0A000102:SSL routines::unsupported protocol\n"
                       "  CMake Error at dep-subbuild/dep-populate-prefix/tmp/dep-populate-gitclone.cmake:31 (message):\n"
                       "    Failed to clone repository: 'https://example.org/dep.git'\n"
                       "C:\\VS\\Microsoft.CppCommon.targets(254,5): error MSB8066: Custom build for 'x.rule' exited with code 1. [C:\\b\\dep-populate.vcxproj]\n";
    expect_first_remedy(tls, sizeof tls - 1, "FETCH_NEEDS_NETWORK", "TLS");
    const char vcpkg[] = "-- Downloading https://example.org/dep-1.0.tar.gz -> dep-1.0.tar.gz...\n"
                         "[DEBUG] Download failed -- retrying after 1000 ms.\n"
                         "Error: Failed to download from mirror set:\n";
    expect_first(vcpkg, sizeof vcpkg - 1, "FETCH_NEEDS_NETWORK", "vcpkg mirror set");
    const char http[] = "[1/9] Performing download step (git clone) for 'dep-populate'\n"
                        "fatal: unable to access 'https://example.org/dep/': The requested URL returned error: 503\n"
                        "CMake Error at dep-subbuild/dep-populate-prefix/tmp/dep-populate-gitclone.cmake:39 (message):\n"
                        "  Failed to clone repository: 'https://example.org/dep'\n"
                        "FAILED: dep-populate-prefix/src/dep-populate-stamp/dep-populate-download\n";
    expect_first_remedy(http, sizeof http - 1, "FETCH_NEEDS_NETWORK", "HTTP error");
    const char timeout[] = "CMake Error at dep-subbuild/dep-populate-prefix/src/dep-populate-stamp/download-dep-populate.cmake:170 (message):\n"
        "  Each download failed!\n"
        "\n"
        "    error: downloading 'https://example.org/dep-1.0.zip' failed\n"
        "          status_code: 28\n"
        "          status_string: \"Timeout was reached\"\n";
    expect_first_remedy(timeout, sizeof timeout - 1, "FETCH_NEEDS_NETWORK", "reachable");
    const char hash[] = "CMake Error at CMakeLists.txt:12 (file):\n"
                        "  file DOWNLOAD HASH mismatch\n"
                        "\n"
                        "    for file: [C:/b/dep-1.0.zip]\n"
                        "      expected hash: [0123]\n"
                        "        actual hash: [4567]\n";
    expect_first_remedy(hash, sizeof hash - 1, "FETCH_NEEDS_NETWORK", "pinned hash");
    const char summary[] = "CMake Error at dep-subbuild/dep-populate-prefix/tmp/dep-populate-gitclone.cmake:39 (message):\n"
        "  Failed to clone repository: 'https://example.org/dep'\n";
    expect_first_remedy(summary, sizeof summary - 1, "FETCH_NEEDS_NETWORK", "say why");
}

/* A failure that follows from another ranks after it, whichever line comes first and whether or
 * not the cause is on a status line: CUDA_ARCHITECTURES empty in the ABI try-compile after the
 * CUDA compiler was not identified; LNK1181 on a library whose own link failed with LNK1248. */
static void consequences_rank_after_their_cause(void **state)
{
    (void)state;
    const char cuda[] = "-- The CXX compiler identification is MSVC 19.29.30148.0\n"
                        "-- The CUDA compiler identification is unknown\n"
                        "-- Detecting CUDA compiler ABI info\n"
                        "CMake Error in C:/b/CMakeFiles/CMakeTmp/CMakeLists.txt:\n"
                        "  CUDA_ARCHITECTURES is empty for target \"cmTC_1a2b3\".\n";
    expect_first(cuda, sizeof cuda - 1, "CMAKE_CUDA_ID_UNKNOWN", "identification before architectures");
    const char alone[] = "CMake Error in C:/b/CMakeLists.txt:\n"
                         "  CUDA_ARCHITECTURES is empty for target \"kernels\".\n";
    expect_first(alone, sizeof alone - 1, "CMAKE_CUDA_ARCH_EMPTY", "architectures alone");
    const char link[] = "3>LINK : fatal error LNK1181: cannot open input file 'kernels.lib' [C:\\b\\app.vcxproj]\n"
                        "2>LINK : fatal error LNK1248: image size (100C8A000) exceeds maximum allowable size (FFFFFFFF) [C:\\b\\kernels.vcxproj]\n";
    expect_first(link, sizeof link - 1, "LINK_TOO_LARGE", "too large before missing input");
    /* two errors on one source line: the first is the cause, classified or not */
    const char construct[] = "C:\\src\\engine.hpp(63): error C2039: 'function': is not a member of 'std'\n"
                             "C:\\src\\engine.hpp(63): error C2061: syntax error: identifier 'function'\n";
    expect_first_remedy(construct, sizeof construct - 1, "UNCLASSIFIED", "<functional>");
    /* a cascade in one file: its first error is the cause of the syntax errors further down */
    const char cascade[] = "C:\\sdk\\ws2def.h(240): error C2011: 'sockaddr': 'struct' type redefinition\n"
                           "C:\\sdk\\winsock.h(482): note: see declaration of 'sockaddr'\n"
                           "C:\\sdk\\ws2def.h(442): error C2143: syntax error: missing '}' before 'constant'\n";
    expect_first(cascade, sizeof cascade - 1, "UNCLASSIFIED", "a cascade in one file");
    /* errors in different files: the classified one first */
    const char apart[] = "C:\\src\\shape.hpp(12): error C2039: 'size': is not a member of 'engine::shape'\n"
                         "C:\\src\\engine.hpp(63): error C2061: syntax error: identifier 'function'\n";
    expect_first(apart, sizeof apart - 1, "MSVC_SYNTAX", "different files");
    /* a warning that explains the errors (kind cause): the library of another machine type that
     * the linker ignored is what the unresolved symbols lack */
    const char machine[] = "app.obj : error LNK2019: unresolved external symbol engine_new referenced in function main\n"
        "engine-x64.lib : warning LNK4272: library machine type 'x86' conflicts with target machine type 'x64'\n";
    expect_first_remedy(machine, sizeof machine - 1, "LINK_MISMATCH", "machine type");
    const char only[] = "engine-x64.lib : warning LNK4272: library machine type 'x86' conflicts with target machine type 'x64'\n"
                        "Build succeeded.\n";
    wg_classifier *c = classify(only, sizeof only - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
}

/* The languages Visual Studio ships beyond the first ten (pl, cs, tr, zh-TW): codes classify as in
 * English and the quoted subject merges across languages; the texts without a code (cmd.exe's and
 * PowerShell's "not recognized", MSBuild's "Build FAILED.") have their keys. */
static void more_languages_classify(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"C:\\src\\io.c(3): fatal error C1083: Nie mo\xc5\xbcna otworzy\xc4\x87 pliku do\xc5\x82\xc4\x85" "czanego: \xe2\x80\x9eunistd.h\xe2\x80\x9d: No such file or directory", "MSVC_POSIX_HEADER"},
        {"C:\\src\\io.c(3): fatal error C1083: Nelze otev\xc5\x99\xc3\xadt soubor s hlavi\xc4\x8dkou: \xe2\x80\x9eunistd.h\xe2\x80\x9c: No such file or directory", "MSVC_POSIX_HEADER"},
        {"'bash' nie jest rozpoznawany jako polecenie wewn\xc4\x99trzne lub zewn\xc4\x99trzne,", "SHELL_NOT_FOUND"},
        {"'cl' nen\xc3\xad n\xc3\xa1zvem vnit\xc5\x99n\xc3\xadho ani vn\xc4\x9bj\xc5\xa1\xc3\xadho p\xc5\x99\xc3\xadkazu,", "COMMAND_NOT_FOUND"},
        {"'nvcc' i\xc3\xa7 ya da d\xc4\xb1\xc5\x9f komut, \xc3\xa7" "al\xc4\xb1\xc5\x9ft\xc4\xb1r\xc4\xb1labilir", "COMMAND_NOT_FOUND"},
        {"'bash' \xe4\xb8\x8d\xe6\x98\xaf\xe5\x85\xa7\xe9\x83\xa8\xe6\x88\x96\xe5\xa4\x96\xe9\x83\xa8\xe5\x91\xbd\xe4\xbb\xa4\xe3\x80\x81\xe5\x8f\xaf\xe5\x9f\xb7\xe8\xa1\x8c\xe7\x9a\x84\xe7\xa8\x8b\xe5\xbc\x8f\xe6\x88\x96\xe6\x89\xb9\xe6\xac\xa1\xe6\xaa\x94\xe3\x80\x82", "SHELL_NOT_FOUND"},
        {"    + FullyQualifiedErrorId : CommandNotFoundException", "COMMAND_NOT_FOUND"},
        {"    + CategoryInfo          : ObjectNotFound: (bash:String) [], CommandNotFoundException", "SHELL_NOT_FOUND"},
        {"Kompilacja NIE POWIOD\xc5\x81" "A SI\xc4\x98.", "MSBUILD_WRAPPER"},
        {"Sestaven\xc3\xad SE NEZDA\xc5\x98ILO.", "MSBUILD_WRAPPER"},
        {"Olu\xc5\x9fturma BA\xc5\x9e" "ARISIZ OLDU.", "MSBUILD_WRAPPER"},
        {"\xe5\xbb\xba\xe7\xbd\xae\xe5\xa4\xb1\xe6\x95\x97\xe3\x80\x82", "MSBUILD_WRAPPER"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "more languages");
    char both[512];
    int n = snprintf(both, sizeof both, "%s\n%s\n", "C:\\src\\io.c(3): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory",
                     cases[0][0]);
    wg_classifier *c = classify(both, (size_t)n);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_classifier_free(c);
}

/* nvcc, ptxas and nvlink as CUDA 9-11 word their failures, most without the word error; each
 * ranks above MSBuild's MSB3721 that wraps it, and an unknown one is never a GO. */
static void older_nvcc_wordings(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"nvcc fatal   : nvcc cannot find a supported version of Microsoft Visual Studio. Only the versions 2012, 2013, 2015 and 2017 are supported", "NVCC_UNSUPPORTED_MSVC"},
        {"nvcc fatal   : Compiler 'cl.exe' in PATH different than the one specified with -ccbin", "NVCC_32BIT_HOST"},
        {"nvcc fatal   : Don't know what to do with 'C:/Program'", "NVCC_STRAY_INPUT"},
        {"nvcc fatal   : Unknown option 'fPIC'", "NVCC_STRAY_INPUT"},
        {"ptxas fatal   : Value 'sm_20' is not defined for option 'gpu-name'", "NVCC_BAD_ARCH"},
        {"nvlink error   : Undefined reference to '_Z6kernelPf' in 'main.obj'", "NVCC_UNRESOLVED_DEVICE"},
        {"ptxas error   : Entry function '_Z1kv' uses too much shared data (0x10000 bytes, 0xc000 max)", "UNCLASSIFIED"},
    };
    char text[1024];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        int n = snprintf(text, sizeof text,
                         "  %s\n"
                         "C:\\VS\\CUDA 10.2.targets(757,9): error MSB3721: The command \"nvcc.exe -c k.cu\" exited with code 1. [C:\\b\\k.vcxproj]\n",
                         cases[i][0]);
        expect_first(text, (size_t)n, cases[i][1], "older nvcc");
    }
    /* no class of its own, but a known cause: its remedy */
    const char std[] = "nvcc fatal   : Value 'c++17' is not defined for option 'std'\n";
    expect_first_remedy(std, sizeof std - 1, "UNCLASSIFIED", "C++17 needs CUDA 11");
}

/* The Microsoft STL's STL1002 check read by clang's CUDA mode or a clang-based tool is the STL's own
 * #error, not an nvcc too old for it: clang's wording (cut by the console), its MSBuild form with a
 * hashed code, the source line clang echoes; nvcc's host compile (C1189) stays NVCC_UNSUPPORTED_MSVC */
static void stl_check_under_clang_is_not_nvcc(void **state)
{
    (void)state;
    const char clang[] = "C:\\VS\\VC\\Tools\\MSVC\\14.31.30818\\include\\yvals_core.h:582:2: error: STL1002: Unexpected compiler version,\n"
                         "      expected CUDA 10.1 Update 2 or newer.\n"
                         "#error STL1002: Unexpected compiler version, expected CUDA 10.1 Update 2 or newer.\n"
                         " ^\n";
    expect_first_remedy(clang, sizeof clang - 1, "MSVC_ERROR_DIRECTIVE", "_ALLOW_COMPILER_AND_STL_VERSION_MISMATCH");
    wg_classifier *c = classify(clang, sizeof clang - 1);
    for (size_t i = 0; i < wg_blocker_count(c); ++i) {
        wg_blocker_view v;
        wg_blocker_get(c, i, &v);
        assert_string_not_equal(v.class_id, "NVCC_UNSUPPORTED_MSVC");
    }
    wg_classifier_free(c);
    const char hashed[] = "..\\VC\\Tools\\MSVC\\14.29.30037\\include\\yvals_core.h(531,2): error GA1B2C3D4: STL1002: Unexpected compiler version, expected CUDA 10.1 Update 2 or newer.\n";
    expect_first_remedy(hashed, sizeof hashed - 1, "MSVC_ERROR_DIRECTIVE", "clang");
    const char nvcc[] = "C:\\VS\\VC\\Tools\\MSVC\\14.29.30133\\include\\yvals_core.h(531): fatal error C1189: #error:  STL1002: Unexpected compiler version, expected CUDA 10.1 Update 2 or newer.\n";
    expect_first(nvcc, sizeof nvcc - 1, "NVCC_UNSUPPORTED_MSVC", "cl.exe's STL1002 under nvcc");
}

/* The fifteenth batch's disputes as the eighteenth round decided them (corpus README): host_config.h's
 * #error text is nvcc's host check in every release's wording, also retyped as the directive without
 * C1189, where a plain #error stays the directive's class; a static assertion asking for /utf-8 is the
 * code page; the STL's own helpers unresolved (__std_*, _Thrd_sleep_for) are two toolsets, by code, by
 * its message without the code and in lld-link's words; Windows' error 5 starting a program is no
 * missing program; CUDA's props missing at project load stay CMake's no-CUDA-toolset class */
static void eighteenth_round_host_check_utf8_and_stl_helpers(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"#error -- unsupported Microsoft Visual Studio version! Only the versions 2010, 2012, and 2013 are supported!", "NVCC_UNSUPPORTED_MSVC"},
        {"#error:  -- unsupported Microsoft Visual Studio version! Only the versions between 2017 and 2022 (inclusive) are supported!", "NVCC_UNSUPPORTED_MSVC"},
        {"frob.cu:1: error: #error -- unsupported Microsoft Visual Studio version! Only the versions 2012, 2013, 2015 and 2017 are supported!", "NVCC_UNSUPPORTED_MSVC"},
        {"#error Frob needs a 64-bit target", "MSVC_ERROR_DIRECTIVE"},
        {"C:\\w\\include\\fmt\\base.h(458): error C2338: static_assert failed: 'Unicode support requires compiling with /utf-8'", "MSVC_CODEPAGE"},
        {"c:\\w\\fmt\\core.h(2921): error C2338: Unicode support requires compiling with /utf-8", "MSVC_CODEPAGE"},
        {"static_assert failed: 'Unicode support requires compiling with /utf-8'", "MSVC_CODEPAGE"},
        {"C:\\w\\fmt\\base.h(458,3): error: static assertion failed due to requirement 'is_utf8()': Unicode support requires compiling with /utf-8", "MSVC_CODEPAGE"},
        {"C:\\w\\frob.h(10): error C2338: static_assert failed: 'frob needs a 64-bit size_t'", "UNCLASSIFIED"},
        {"1>frob.lib(a.obj) : error LNK2001: unresolved external symbol __std_mismatch_4", "LINK_MISMATCH"},
        {"1>frob.lib(b.obj) : error LNK2019: unresolved external symbol _Thrd_sleep_for referenced in function \"void __cdecl nap(void)\"", "LINK_MISMATCH"},
        {"1>frob.lib(c.obj) : error LNK2001: unresolved external symbol _Thrd_sleep_for", "LINK_MISMATCH"},
        {"\xe6\x97\xa0\xe6\xb3\x95\xe8\xa7\xa3\xe6\x9e\x90\xe7\x9a\x84\xe5\xa4\x96\xe9\x83\xa8\xe7\xac\xa6\xe5\x8f\xb7 __std_search_1\xef\xbc\x8c\xe5\x87\xbd\xe6\x95\xb0 \"std::_Search_vectorized\" \xe4\xb8\xad\xe5\xbc\x95\xe7\x94\xa8\xe4\xba\x86\xe8\xaf\xa5\xe7\xac\xa6\xe5\x8f\xb7", "LINK_MISMATCH"},
        {"lld-link: error: undefined symbol: __std_find_trivial_8", "LINK_MISMATCH"},
        {"1>main.obj : error LNK2019: unresolved external symbol frob_open referenced in function main", "LINK_UNRESOLVED"},
        {"Error: invocation of external linker program failed. Access is denied.", "UNCLASSIFIED"},
        {"Error: invocation of external compiler program failed. The system cannot find the file specified.", "COMMAND_NOT_FOUND"},
        {"The imported project \"C:\\MSBuild\\Microsoft.Cpp\\v4.0\\V120\\BuildCustomizations\\CUDA 7.0.props\" was not found.", "CMAKE_NO_CUDA_TOOLSET"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "eighteenth round");
    const char retyped[] = "#error -- unsupported Microsoft Visual Studio version! Only the versions 2012, 2013, 2015 and 2017 are supported!\n";
    expect_first_remedy(retyped, sizeof retyped - 1, "NVCC_UNSUPPORTED_MSVC", "host_config.h");
    const char helper[] = "1>frob.lib(a.obj) : error LNK2019: unresolved external symbol __std_find_trivial_1 referenced in function \"char * __cdecl __std_find_trivial<char,char>(char *,char *,char)\"\n"
                          "1>app.exe : fatal error LNK1120: 1 unresolved externals\n";
    expect_first_remedy(helper, sizeof helper - 1, "LINK_MISMATCH", "_USE_STD_VECTOR_ALGORITHMS=0");
    /* after a command-line warning, under Ninja's FAILED line: the assertion is the cause */
    const char ninja[] = "FAILED: lib/CMakeFiles/frob.dir/log.cpp.obj\n"
                         "cl: command line warning D9025 : overriding '/MD' with '/MDd'\n"
                         "C:\\w\\include\\fmt\\base.h(458): error C2338: static_assert failed: 'Unicode support requires compiling with /utf-8'\n";
    expect_first_at(ninja, sizeof ninja - 1, "MSVC_CODEPAGE", 3);
}

/* The sixteenth batch's development shapes (eighteenth round): Python's [WinError 193] right under
 * ctypes' _dlopen frame is a DLL of the other architecture, under subprocess's CreateProcess frame a
 * program Windows will not start; pywin32's and cuDNN's 193 on a DLL load; a setup script's nvcc path
 * built from a CUDA home that is None; the device link's __fatbinwrap_ symbols unresolved, except the
 * device runtime's, which cudadevrt.lib defines; C1021 on #warning; CTest's own failure line */
static void sixteenth_batch_dll_architecture_and_cuda_home(void **state)
{
    (void)state;
    const char ctypes[] = "Traceback (most recent call last):\n"
                          "  File \"frob.py\", line 3, in <module>\n"
                          "    lib = ctypes.CDLL(\"frob.dll\")\n"
                          "  File \"C:\\Py\\lib\\ctypes\\__init__.py\", line 364, in __init__\n"
                          "    self._handle = _dlopen(self._name, mode)\n"
                          "OSError: [WinError 193] %1 is not a valid Win32 application\n";
    expect_first_at(ctypes, sizeof ctypes - 1, "RUNTIME_DLL_NOT_FOUND", 6);
    const char spaced[] = "    self._handle = _dlopen(self._name, mode)\n"
                          "\n"
                          "OSError: [WinError 193] %1 n\xe2\x80\x99" "est pas une application Win32 valide\n";
    expect_first_at(spaced, sizeof spaced - 1, "RUNTIME_DLL_NOT_FOUND", 3);
    const char started[] = "  File \"C:\\Py\\lib\\subprocess.py\", line 1420, in _execute_child\n"
                           "    hp, ht, pid, tid = _winapi.CreateProcess(executable, args,\n"
                           "OSError: [WinError 193] %1 is not a valid Win32 application\n";
    expect_first_at(started, sizeof started - 1, "UNCLASSIFIED", 3);
    static const char *const loads[][2] = {
        {"pywintypes.error: (193, 'LoadLibrary', '%1 is not a valid Win32 application.')", "RUNTIME_DLL_NOT_FOUND"},
        {"Could not load library frob_infer64_8.dll. Error code 193", "RUNTIME_DLL_NOT_FOUND"},
        {"frob: failed to load frob_ops.dll (error code 193)", "RUNTIME_DLL_NOT_FOUND"},
        {"1>k.cu.obj : error LNK2001: unresolved external symbol __fatbinwrap_12_k_cpp1_ii_0f1e2d3c", "NVCC_UNRESOLVED_DEVICE"},
        {"1>k.cu.obj : error LNK2001: unresolved external symbol __fatbinwrap_38_cuda_device_runtime_compute_86_cpp1_ii_8b1a5d37", "LINK_UNRESOLVED"},
        {"1>k.cu.obj : error LNK2019: unresolved external symbol __fatbinwrap_12_k_cpp1_ii_0f1e2d3c referenced in function __sti____cudaRegisterAll", "NVCC_UNRESOLVED_DEVICE"},
    };
    expect_each_first(loads, sizeof loads / sizeof loads[0], "sixteenth batch loads");
    /* C1021 on a GNU #warning; CTest's own failure line ranks before MSBuild's MSB3073 over it */
    const char directive[] = "c:\\w\\frob.c(3): fatal error C1021: invalid preprocessor command 'warning'\n";
    expect_first_remedy(directive, sizeof directive - 1, "MSVC_SYNTAX", "#pragma message");
    const char ctest[] = "Errors while running CTest\n"
                         "C:\\VS\\Microsoft.CppCommon.targets(155,5): error MSB3073: The command \"setlocal\" exited with code 8.\n";
    expect_first_at(ctest, sizeof ctest - 1, "EXIT_CODE_WRAPPER", 1);
    const char devrt[] = "1>k.cu.obj : error LNK2019: unresolved external symbol __fatbinwrap_38_cuda_device_runtime_compute_61_cpp1_ii_8b1a5d37 referenced in function __cudaRegisterLinkedBinary_k\n";
    expect_first_remedy(devrt, sizeof devrt - 1, "LINK_UNRESOLVED", "cudadevrt.lib");
    const char home[] = "Traceback (most recent call last):\n"
                        "    out = subprocess.check_output([cuda_dir + \"/bin/nvcc\", \"-V\"])\n"
                        "TypeError: unsupported operand type(s) for +: 'NoneType' and 'str'\n";
    expect_first_remedy(home, sizeof home - 1, "CMAKE_NO_CUDA_COMPILER", "CUDA_HOME");
    const char other[] = "    version = open(base + \"/VERSION\").read()\n"
                         "TypeError: unsupported operand type(s) for +: 'NoneType' and 'str'\n";
    expect_first_remedy(other, sizeof other - 1, "UNCLASSIFIED", "None");
}

/* Failures whose wording names the tool that printed them: curl's "SSL connect error" that a CMake
 * message wrapped after "SSL connect"; clang-cl under MSBuild taking an MSVC option for a file (ahead
 * of the exit code 9009 of the tool it then could not build); node-gyp's "failed with exit code" */
static void failures_named_by_their_tool(void **state)
{
    (void)state;
    const char ssl[] = "CMake Error at cmake/packages.cmake:120 (message):\n"
                       "  fetch_package: - Unable to get package zlib-1.3-rev1 from any download server.\n"
                       "\n"
                       "  Error from server https://packages.example.org - 35 - \"SSL connect\n"
                       "  error\"\n";
    expect_first(ssl, sizeof ssl - 1, "FETCH_NEEDS_NETWORK", "curl's SSL connect error wrapped by CMake");
    const char flag[] = "3>clang-cl : error : no such file or directory: '/Qfancy-'\n"
                        "3>Done building project \"gen_tables.vcxproj\" -- FAILED.\n"
                        "5>'C:\\b\\Debug\\gen_tables.exe' is not recognized as an internal or external command,\n"
                        "5>operable program or batch file.\n"
                        "5>C:\\VS\\Microsoft.CppCommon.targets(254,5): error MSB8066: Custom build for 'tables.rule' exited with code 9009.\n";
    expect_first_remedy(flag, sizeof flag - 1, "MSVC_UNKNOWN_OPTION", "ClangCL");
    const char gyp[] = "gyp ERR! build error\n"
                       "gyp ERR! stack Error: `C:\\Program Files\\MSBuild\\14.0\\bin\\msbuild.exe` failed with exit code: 1\n"
                       "gyp ERR! not ok\n"
                       "npm ERR! code ELIFECYCLE\n";
    wg_classifier *c = classify(gyp, sizeof gyp - 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "EXIT_CODE_WRAPPER");
    assert_int_equal(v.log_line, 2);
    wg_classifier_free(c);
}

/* Programs a build runs that are not there, in the words of the tools that ran them: Go's cgo and
 * os/exec, ninja's CreateProcess, Meson finding GNU's link.exe, bindgen's libclang, a wrapper's exit
 * code 1158 (LNK1158); lld-link's unquoted "could not open", Meson's compiler check, ninja's own
 * fatal error (no failure word a key knew: a false GO before) */
static void missing_programs_in_their_tools_words(void **state)
{
    (void)state;
    const char cgo[] = "# example.org/sqlite\ncgo: C compiler \"gcc\" not found: exec: \"gcc\": executable file not found in %PATH%\n";
    expect_first_remedy(cgo, sizeof cgo - 1, "COMMAND_NOT_FOUND", "cgo");
    const char blank[] = "# command-line-arguments\ncgo: exec C:\\Program: exec: \"C:\\\\Program\": file does not exist\n";
    expect_first_remedy(blank, sizeof blank - 1, "COMMAND_NOT_FOUND", "blank");
    const char ninja[] = "FAILED: src/a.c.obj\n\"cl\" \"/nologo\" /Fosrc/a.c.obj \"/c\" ../src/a.c\nCreateProcess failed: The system cannot find the file specified.\n";
    expect_first_remedy(ninja, sizeof ninja - 1, "COMMAND_NOT_FOUND", "developer environment");
    const char gnu_link[] = "..\\meson.build:1:0: ERROR: Found GNU link.exe instead of MSVC link.exe in C:\\Tools\\usr\\bin\\link.EXE.\n";
    expect_first_remedy(gnu_link, sizeof gnu_link - 1, "COMMAND_NOT_FOUND", "PATH");
    const char libclang[] = "  thread 'main' panicked at C:\\cargo\\bindgen-0.69.4\\lib.rs:622:31:\n"
                            "  Unable to find libclang: \"couldn't find any valid shared libraries matching: ['clang.dll', 'libclang.dll']\"\n";
    expect_first_remedy(libclang, sizeof libclang - 1, "RUNTIME_DLL_NOT_FOUND", "LIBCLANG_PATH");
    const char rc[] = "error: Command \"C:\\VS\\bin\\HostX86\\x64\\link.exe /nologo /DLL a.obj /OUT:a.pyd\" failed with exit status 1158\n";
    expect_first_remedy(rc, sizeof rc - 1, "COMMAND_NOT_FOUND", "rc.exe");
    const char lld[] = "lld-link: error: could not open pthread.lib: no such file or directory\nninja: build stopped: subcommand failed.\n";
    expect_first(lld, sizeof lld - 1, "LINK_MISSING_INPUT", "lld-link's unquoted could not open");
    const char meson[] = "meson.build:1:0: ERROR: Compiler cl can not compile programs.\n";
    expect_first(meson, sizeof meson - 1, "CMAKE_COMPILER_BROKEN", "Meson's compiler check");
    const char skbuild[] = "  ****************************************************************\n"
                           "  scikit-build could not get a working generator for your system. Aborting build.\n"
                           "  ERROR: Failed building wheel for example\n";
    expect_first_remedy(skbuild, sizeof skbuild - 1, "MSVC_NOT_INSTALLED", "scikit-build");
    const char clang_link[] = "clang-cl: warning: unable to find a Visual Studio installation; try running Clang from a developer command prompt [-Wmsvc-not-found]\n"
                              "clang-cl: error: unable to execute command: program not executable\n"
                              "clang-cl: error: linker command failed with exit code 1 (use -v to see invocation)\n";
    expect_first_remedy(clang_link, sizeof clang_link - 1, "COMMAND_NOT_FOUND", "linker");
    const char make_program[] = "CMakeTestCCompiler.cmake:52: error: The C compiler \"C:/mingw/bin/gcc.exe\" is not able to compile a simple test program. "
                                "It fails with the following output: Run Build Command:\"nmake\" \"/NOLOGO\" \"cmTC_1\\fast\" (an OS error here) "
                                "Generator: execution of make failed. Make command was: \"nmake\" \"/NOLOGO\" \"cmTC_1\\fast\"\n";
    expect_first_remedy(make_program, sizeof make_program - 1, "COMMAND_NOT_FOUND", "Make command was");
    const char spawning[] = "--------------------Configuration: hello - Win32 Debug--------------------\n"
                            "error spawning process : \"C:\\VC6\\Bin\\pre.exe -W0 -D RC_INVOKED\"\n"
                            "hello.exe - 1 error(s), 0 warning(s)\n";
    expect_first_remedy(spawning, sizeof spawning - 1, "COMMAND_NOT_FOUND", "VC++ Directories");
    const char flutter[] = "Launching lib\\main.dart on Windows in debug mode...\n"
                           "Exception: Unable to find suitable Visual Studio toolchain. Please run `flutter doctor` for more details.\n";
    expect_first_remedy(flutter, sizeof flutter - 1, "MSVC_NOT_INSTALLED", "flutter doctor");
    const char exception[] = "Unhandled Exception: System.UnauthorizedAccessException: Access to the path 'C:\\b\\gen.dll' is denied.\n";
    expect_first(exception, sizeof exception - 1, "UNCLASSIFIED", "an exception without the word error");
    const char gyp_python[] = "npm ERR! gyp ERR! find Python checking if \"python3\" can be used\n"
                              "npm ERR! gyp ERR! find Python - \"python3\" is not in PATH or produced an error\n"
                              "npm ERR! gyp ERR! configure error\n"
                              "npm ERR! gyp ERR! stack Error: Could not find any Python installation to use\n";
    expect_first_remedy(gyp_python, sizeof gyp_python - 1, "COMMAND_NOT_FOUND", "node-gyp");
    const char tool[] = "ninja: fatal: unknown tool 'msvc'\n";
    expect_first(tool, sizeof tool - 1, "UNCLASSIFIED", "ninja's own fatal error");
}

/* Builds outside a developer environment in CMake's and qmake's words, a path split at its blank,
 * a path past MAX_PATH (ranked over pipx's report of it), and openssl-sys finding no OpenSSL (its panic's message, not cargo's wrapper, is the cause) */
static void environments_and_libraries_not_found(void **state)
{
    (void)state;
    wg_classifier *c;
    wg_blocker_view v;
    const char cxx[] = "CMake Error at CMakeLists.txt:5 (project):\n"
                       "  The CMAKE_CXX_COMPILER:\n"
                       "\n"
                       "    C:/VS/VC/Tools/MSVC/14.25.28610/bin/Hostx64/x64/cl.exe\n"
                       "\n"
                       "  is not a full path to an existing compiler tool.\n";
    expect_first_remedy(cxx, sizeof cxx - 1, "COMMAND_NOT_FOUND", "developer environment");
    const char generator[] = "CMake Error: Could not create named generator Visual Studio 17 2022\n";
    expect_first_remedy(generator, sizeof generator - 1, "CMAKE_ERROR", "3.21");
    const char rc[] = "CMake Error: your RC compiler: \"CMAKE_RC_COMPILER-NOTFOUND\" was not found.   Please set CMAKE_RC_COMPILER to a valid compiler path or name.\n";
    expect_first_remedy(rc, sizeof rc - 1, "COMMAND_NOT_FOUND", "rc.exe");
    const char qmake[] = "Project ERROR: Cannot run compiler 'cl'. Output:\n";
    expect_first_remedy(qmake, sizeof qmake - 1, "COMMAND_NOT_FOUND", "qmake");
    const char blank[] = "/usr/bin/sh: C:/Program: No such file or directory\nmake: *** [Makefile:50: all] Error 127\n";
    expect_first_remedy(blank, sizeof blank - 1, "COMMAND_NOT_FOUND", "blank");
    const char long_path[] = "Fatal error from pip prevented installation. Full pip output in file:\n"
                             "    C:\\Users\\me\\pipx\\logs\\cmd_pip_errors.log\n"
                             "    ERROR: Could not install packages due to an OSError: [WinError 206] The filename or extension is too long: 'C:\\\\Users\\\\me'\n";
    c = classify(long_path, sizeof long_path - 1);
    wg_blocker_get(c, 0, &v);
    assert_int_equal(v.log_line, 3);
    assert_non_null(strstr(v.remedy, "MAX_PATH"));
    wg_classifier_free(c);
    const char openssl[] = "error: failed to run custom build command for `openssl-sys v0.9.90`\n"
                           "  --- stderr\n"
                           "  thread 'main' panicked at '\n"
                           "\n"
                           "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n";
    c = classify(openssl, sizeof openssl - 1);
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "UNCLASSIFIED");
    assert_int_equal(v.log_line, 5);
    assert_non_null(strstr(v.remedy, "OPENSSL_DIR"));
    wg_classifier_free(c);
}

/* A generic key with a remedy of its own names a cause: on one line with a wrapper it is what the
 * wrapper reports (rustc's "exit code: 1561" is LNK1561's, a crash's exit code in MSB3073) */
static void named_causes_on_a_wrapper_line(void **state)
{
    (void)state;
    const char entry[] = "error: linking with `link.exe` failed: exit code: 1561\n";
    expect_first_remedy(entry, sizeof entry - 1, "UNCLASSIFIED", "entry point");
    const char crash[] = "C:\\b\\build.proj(43,5): error MSB3073: The command \"dotnet restore\" exited with code -1073741819.\n";
    expect_first_remedy(crash, sizeof crash - 1, "UNCLASSIFIED", "crashed");
}

/* Visual Studio 2005-2013 wordings: VCBuild's PRJ0019 is a wrapper; an old error list's numbered row
 * ("Error<TAB>2<TAB>message") is an error whatever its message says */
static void older_visual_studio_wordings(void **state)
{
    (void)state;
    const char prj[] = "1>Project : error PRJ0019: A tool returned an error code from \"Performing Makefile project actions\"\n";
    expect_first(prj, sizeof prj - 1, "MSBUILD_WRAPPER", "VCBuild's PRJ0019");
    const char row[] = "Error\t2\tSource parameter is used to identify custom applications only.\tC:\\src\\EXEC\tTool\n"
                       "Error\t3\tThe command \"eventcreate /ID 1 /L APPLICATION\" exited with code 1.\n";
    wg_classifier *c = classify(row, sizeof row - 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "UNCLASSIFIED");
    assert_int_equal(v.log_line, 1);
    wg_classifier_free(c);
}

/* Out of memory in ptxas and in an EDG front end; clang's "unsupported option ... for target" */
static void memory_and_target_options(void **state)
{
    (void)state;
    const char ptxas[] = "19:03:37   ptxas fatal   : Memory allocation failure\n";
    expect_first(ptxas, sizeof ptxas - 1, "MSVC_HEAP", "ptxas out of memory");
    const char edg[] = "19:03:37 C:\\src\\kernel.hpp(3324): catastrophic error : out of memory [C:\\b\\ops.vcxproj]\n";
    expect_first(edg, sizeof edg - 1, "MSVC_HEAP", "the front end out of memory");
    const char fpic[] = "clang++: error: unsupported option '-fPIC' for target 'x86_64-pc-windows-msvc'\nFAILED: a.cpp.obj\n";
    expect_first_remedy(fpic, sizeof fpic - 1, "MSVC_UNKNOWN_OPTION", "-fPIC");
}

/* A code's message text stands for the code only where the line shows no other tool's code:
 * MASM's "A1000: cannot open file" is not LNK1104's; conan's and numpy.distutils' report lines are
 * wrappers of the error after them */
static void message_texts_and_report_lines(void **state)
{
    (void)state;
    const char masm[] = "2>MASM : fatal error A1000: cannot open file : ml64.exe\n";
    expect_first(masm, sizeof masm - 1, "UNCLASSIFIED", "MASM's A1000 is not LNK1104");
    const char link[] = "LINK : fatal error : cannot open file 'libfoo.lib'\n";
    expect_first(link, sizeof link - 1, "LINK_CANNOT_OPEN", "LNK1104's text without its code");
    const char conan[] = "zlib/1.3: ERROR: Package 'abc123' build failed\n"
                         "ERROR: zlib/1.3: Error in build() method, line 75\n"
                         "        self._configure()\n"
                         "        ConanException: Invalid setting 'msvc' is not a valid 'settings.compiler' value.\n";
    wg_classifier *c = classify(conan, sizeof conan - 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "UNCLASSIFIED");
    assert_int_equal(v.log_line, 4);
    wg_classifier_free(c);
    const char numpy[] = "error: Command \"C:\\VS\\bin\\link.exe /nologo /DLL a.obj /OUT:bui\n"
                         "ld\\a.pyd -m32\" failed with exit status 1120\n";
    c = classify(numpy, sizeof numpy - 1);
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "LINK_UNRESOLVED_COUNT");
    assert_int_equal(v.log_line, 2);
    wg_classifier_free(c);
}

static void expect_clean(const char *text, size_t length, const char *what)
{
    wg_classifier *c = classify(text, length);
    if (wg_blocker_count(c) > 0) {
        wg_blocker_view v;
        wg_blocker_get(c, 0, &v);
        print_error("%s: expected no blocker, got %s at log line %ld\n", what, v.class_id, v.log_line);
    }
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
}

/* The sixteenth batch's development shapes: a tool's usage text (node-gyp run with no command), LNK1112
 * retyped without its code or quotes, clang-cl's #error text as a string alone ("error: \"...\"", not
 * nvcc's "error: \"constexpr\" is not ..."). */
static void sixteenth_batch_dev_shapes(void **state)
{
    (void)state;
    const char usage[] = "node-gyp --python C:\\Python27\\python.exe\n\n  Usage: node-gyp <command> [options]\n\n"
                         "  where <command> is one of:\n    - build - Invokes `msbuild` and builds the module\n";
    expect_first_at(usage, sizeof usage - 1, "UNCLASSIFIED", 3);
    const char memory[] = "-- Memory usage: 512 MB\n-- Build files have been written to: C:/b\n";
    expect_clean(memory, sizeof memory - 1, "a usage figure, no usage text");
    const char machine[] = "link error: machine type x64 conflicts with x86\n";
    expect_first(machine, sizeof machine - 1, "LINK_MISMATCH", "LNK1112 paraphrased");
    const char directive[] = "C:\\Kits\\10\\include\\10.0.18362.0\\um\\winnt.h(173,2): error: \"No Target Architecture\"\n";
    expect_first_remedy(directive, sizeof directive - 1, "MSVC_ERROR_DIRECTIVE", "<windows.h>");
    const char nvcc[] = "C:/VS/VC/INCLUDE\\xtr1common(100): error: \"constexpr\" is not a function or static data member\n";
    expect_first(nvcc, sizeof nvcc - 1, "NVCC_UNSUPPORTED_MSVC", "nvcc's quoted identifier in the STL, no #error");
}

/* A status as people write it: quoted ("exited with code \"-1073740940\"") and, where it is a Windows
 * exception code (an NTSTATUS error 0xC..., a software exception 0xE...), a crash whatever tool reports it;
 * a small negative status is a program's own; a number that starts a line is a log's line counter
 * (npm-debug.log), not the status before "error code"; a runner's report of a command's status ranks after
 * the command's own line of the same class (R CMD INSTALL under install.packages). */
static void exit_statuses_as_written(void **state)
{
    (void)state;
    static const char *const crashes[] = {
        "\"CL.exe\" exited with code \"-1073740940\"\n",
        "error MSB6006: \"csc.exe\" exited with code -532462766.\n",
        "Process finished with exit code -1073741676 (0xC0000094)\n",
        "tool.exe returned exit code: 3221226356\n",
    };
    for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; ++i)
        expect_first_remedy(crashes[i], strlen(crashes[i]), "UNCLASSIFIED", "Windows exception status");
    const char own[] = "Process 'gen.exe' exited with code '-1'.\n";
    expect_first(own, sizeof own - 1, "EXIT_CODE_WRAPPER", "a program's own negative status");
    const char zero[] = "Process 'msbuild.exe' exited with code '0'.\n";
    expect_clean(zero, sizeof zero - 1, "a quoted status of 0");
    const char dll[] = "\"tests.exe\" exited with code \"-1073741515\"\n";
    expect_first(dll, sizeof dll - 1, "RUNTIME_DLL_NOT_FOUND", "a status a key names");
    const char npm_debug[] = "10805 error frob@1.1.1 install: `node-gyp rebuild`\n10805 error Exit status 1\n"
                             "10812 error code ELIFECYCLE\n";
    expect_first_at(npm_debug, sizeof npm_debug - 1, "EXIT_CODE_WRAPPER", 1);
    const char r_install[] = "ERROR: compilation failed for package 'frob'\n* removing 'C:/R/library/frob'\n"
                             "Warning in install.packages :\n  installation of package 'frob' had non-zero exit status\n";
    expect_first_at(r_install, sizeof r_install - 1, "EXIT_CODE_WRAPPER", 1);
}

/* Python's warnings are warnings whatever their message quotes: PyTorch's "UserWarning: Error
 * checking compiler version for cl: [WinError 2] ..." on a build that then succeeds is a clean log,
 * and ranks after the real failure where there is one */
static void python_warnings_stay_warnings(void **state)
{
    (void)state;
    const char clean[] = "running build_ext\n"
                         "C:\\Python\\lib\\site-packages\\torch\\utils\\cpp_extension.py:209: UserWarning: Error checking compiler version for cl: [WinError 2] The system cannot find the file specified\n"
                         "  warnings.warn('Error checking compiler version for {}: {}'.format(compiler, error))\n"
                         "copying build\\lib.win-amd64-3.7\\ext\\_C.cp37-win_amd64.pyd -> ext\n"
                         "Finished processing dependencies for ext==0.1\n";
    expect_clean(clean, sizeof clean - 1, "PyTorch's compiler-version warning on a build that succeeds");
    const char failing[] = "UserWarning: Error checking compiler version for cl: [WinError 2] The system cannot find the file specified\n"
                           "  warnings.warn('Error checking compiler version for {}: {}'.format(compiler, error))\n"
                           "building 'ext' extension\n"
                           "error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft C++ Build Tools\"\n";
    expect_first(failing, sizeof failing - 1, "PY_NO_MSVC", "the failure after a Python warning");
}

/* The severity of a line is its first severity word after the source place: an error word in the
 * warning's subject (a -Werror flag, strerror, a folder named mirror) does not make it an error;
 * a second diagnostic on the same line that says error does. */
static void severity_is_the_first_word(void **state)
{
    (void)state;
    const char clean[] = "cl : Command line warning D9002 : ignoring unknown option '-Werror=return-type'\n"
                         "C:\\src\\mirror\\a.c(3): warning C4996: 'strerror': This function or variable may be unsafe.\n"
                         "  engine.vcxproj -> C:\\b\\engine.dll\n";
    expect_clean(clean, sizeof clean - 1, "warnings whose subject says error");
    const char failing[] = "cl : Command line warning D9002 : ignoring unknown option '-Wno-error=unused-result'\n"
        "C:\\src\\a.c(9): error C2065: 'M_PI': undeclared identifier\n";
    expect_first(failing, sizeof failing - 1, "MSVC_UNDECLARED", "the error after a -Wno-error warning");
    const char two[] = "cl: warning D9035 : option 'Gm' has been deprecated :cl: error D8000 : UNKNOWN COMMAND-LINE ERROR\n";
    wg_classifier *c = classify(two, sizeof two - 1);
    assert_true(wg_blocker_count(c) > 0);
    wg_classifier_free(c);
    /* a coded warning's message that holds the word for error, in each language that says so
     * (C4554: "check operator precedence for possible error"): the warning's own text */
    const char localized[] =
        "C:\\src\\a.cpp(193): warning C4554: \xe2\x80\x9c<<\xe2\x80\x9d: \xe6\xa3\x80\xe6\x9f\xa5\xe8\xbf\x90\xe7\xae\x97\xe7\xac\xa6\xe4\xbc\x98\xe5\x85\x88\xe7\xba\xa7\xe5\x8f\xaf\xe8\x83\xbd\xe5\xad\x98\xe5\x9c\xa8\xe7\x9a\x84\xe9\x94\x99\xe8\xaf\xaf\n"
        "C:\\src\\a.cpp(194): warning C4554: '<<': \xe9\x81\x8b\xe7\xae\x97\xe5\xad\x90\xe3\x81\xae\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc\xe3\x81\xae\xe5\x8f\xaf\xe8\x83\xbd\xe6\x80\xa7\n"
        "C:\\src\\a.cpp(195): warning C4554: '<<': \xec\x98\xa4\xeb\xa5\x98\xea\xb0\x80 \xeb\xb0\x9c\xec\x83\x9d\xed\x95\xa0 \xec\x88\x98 \xec\x9e\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4\n"
        "C:\\src\\a.cpp(196): warning C4554: '<<': \xe5\x8f\xaf\xe8\x83\xbd\xe7\x9a\x84\xe9\x8c\xaf\xe8\xaa\xa4\n"
        "C:\\src\\a.cpp(197): warning C4554: '<<': m\xc3\xb6glicher Fehler: Klammern verwenden\n"
        "C:\\src\\a.cpp(198): warning C4554: '<<' : une erreur possible ; utilisez des parenth\xc3\xa8ses\n"
        "C:\\src\\a.cpp(199): warning C4554: '<<': possibile errore; utilizzare le parentesi\n"
        "C:\\src\\a.cpp(200): warning C4554: '<<': check operator precedence for possible error: use parentheses\n";
    expect_clean(localized, sizeof localized - 1, "coded warnings whose message says error");
    /* ... but a second diagnostic with its code after the word is one */
    const char second[] = "C:\\src\\a.cpp(1): warning C4819: \xe8\xaf\xa5\xe6\x96\x87\xe4\xbb\xb6 \xe9\x94\x99\xe8\xaf\xaf C2220: x\n";
    c = classify(second, sizeof second - 1);
    assert_true(wg_blocker_count(c) > 0);
    wg_classifier_free(c);
}

/* An optional find_package reports what it did not find on a status line and the configure goes
 * on: no blocker on a clean log, the cause beside a failure. A deprecation warning that mentions a
 * future error is a warning. */
static void status_results_and_deprecations_are_not_failures(void **state)
{
    (void)state;
    const char optional[] = "-- Could NOT find BLAS (missing: BLAS_LIBRARIES)\n"
                            "-- A library with BLAS API not found. Please specify library location.\n"
                            "-- Configuring done\n"
                            "-- Generating done\n";
    expect_clean(optional, sizeof optional - 1, "optional search");
    /* an excerpt that stops before CMake's verdict may stop before the error the search led to */
    const char cut[] = "-- Could NOT find BLAS (missing: BLAS_LIBRARIES)\n"
                       "-- A library with BLAS API not found. Please specify library location.\n";
    expect_first(cut, sizeof cut - 1, "CMAKE_BLAS_NOT_FOUND", "search result without CMake's verdict");
    const char required[] = "-- A library with BLAS API not found. Please specify library location.\n"
                            "CMake Error at CMakeLists.txt:40 (message):\n"
                            "  the engine needs a BLAS\n"
                            "-- Configuring incomplete, errors occurred!\n";
    expect_first(required, sizeof required - 1, "CMAKE_BLAS_NOT_FOUND", "search result beside a failure");
    const char deprecation[] = "CMake Deprecation Warning at CMakeLists.txt:12 (message):\n"
                               "  An empty CUDA_ARCH_LIST is deprecated and will be an error in a future release.\n"
                               "\n"
                               "-- Configuring done\n";
    expect_clean(deprecation, sizeof deprecation - 1, "CMake Deprecation Warning");
    /* pip's resolver report says ERROR after an install that succeeded */
    const char pip[] = "Successfully built engine\n"
                       "ERROR: pip's dependency resolver does not currently take into account all the packages that are installed. This behaviour is the source of the following dependency conflicts.\n"
                       "torchaudio 2.1.0 requires torch==2.1.0, but you have torch 2.2.0 which is incompatible.\n"
                       "Successfully installed engine-0.1.0\n";
    expect_clean(pip, sizeof pip - 1, "pip's dependency resolver report");
}

/* A Visual Studio error-list row fails by its severity and code, whatever the code; a code retyped
 * in lower case is still the code. */
static void error_list_rows_and_retyped_codes(void **state)
{
    (void)state;
    const char row[] = "Error\tC2440\t'initializing': cannot convert from 'const char *' to 'char *'\tengine\tC:\\src\\a.cpp\t12\t\n";
    expect_first(row, sizeof row - 1, "UNCLASSIFIED", "error-list row of an unknown code");
    const char french[] = "Erreur\tLNK2022\t\xc3\xa9" "chec de l'op\xc3\xa9ration de m\xc3\xa9tadonn\xc3\xa9" "es (8013118D)\tengine\tC:\\src\\a.obj\t1\t\n";
    expect_first(french, sizeof french - 1, "UNCLASSIFIED", "French error-list row");
    const char no_code[] = "Error\t\texpected a \";\"\tengine\tC:\\src\\k.cu\t12\t\n";
    expect_first(no_code, sizeof no_code - 1, "UNCLASSIFIED", "error-list row without a code");
    const char warning_row[] = "Warning\tC4244\t'=': conversion from 'double' to 'int', possible loss of data\tengine\tC:\\src\\a.cpp\t3\t\n";
    expect_clean(warning_row, sizeof warning_row - 1, "warning row");
    const char lower[] = "Error c1083 can not open \xe2\x80\x9c..\\src\\game\\ai.cpp\xe2\x80\x9d: No such file or directory\tc1xx\tgame\n";
    expect_first(lower, sizeof lower - 1, "MSVC_MISSING_INCLUDE", "lower-case code");
    const char lower_link[] = "main.obj : error lnk2019: unresolved external symbol foo referenced in function main\n";
    expect_first(lower_link, sizeof lower_link - 1, "LINK_UNRESOLVED", "lower-case link code");
}

/* Wordings and codes from the tools' own documentation and sources (nvcc and ptxas of CUDA 9-12,
 * CMake's CUDA modules of 3.18-3.31, cl, link and MSBuild codes) that can be a log's only failure:
 * each is a blocker of its cause's class, with the remedy of that cause. */
/* A CMake Error block whose message names its cause in words ('block' keys, issue 34): the CUDA
 * architecture in any module's words is that class, at the block's header; the same words outside a
 * block (a compiler's command line, a status line) name nothing; CMake's status lines interleaved
 * with a block, Bazel's progress line before its header and a header that lost its MSBuild "N>"
 * prefix keep the block whole; a cause no class has gets its key's remedy. With them, wordings of
 * the same families outside blocks, and a line that ends at its severity joined with its message. */
static void cmake_blocks_name_their_cause_in_words(void **state)
{
    (void)state;
    const char arch[] = "-- Detecting CUDA compile features - done\n"
                        "CMake Error at cmake/gpu_arch.cmake:40 (message):\n"
                        "  No GPU was found to read its CUDA architecture from: name one for this\n"
                        "  build.\n"
                        "-- Configuring incomplete, errors occurred!\n";
    expect_first_at(arch, sizeof arch - 1, "CMAKE_CUDA_ARCH_EMPTY", 2);
    const char interleaved[] = "CMake Error at deps/engine/cmake/arch.cmake:77 (message):\n"
                               "-- Host Serial: ON\n"
                               "  The NVIDIA GPU architecture could not be detected on this\n"
                               "  machine.\n"
                               "Call Stack (most recent call first):\n"
                               "  CMakeLists.txt:9 (include)\n";
    expect_first_at(interleaved, sizeof interleaved - 1, "CMAKE_CUDA_ARCH_EMPTY", 1);
    const char unprefixed[] = "CMake Error at cmake/SelectArch.cmake:10 (message):\n"
                              "1>    Unknown CUDA Architecture Name foo in the list\n"
                              "1>  Call Stack (most recent call first):\n"
                              "1>    CMakeLists.txt:5 (select_arch)\n";
    expect_first_at(unprefixed, sizeof unprefixed - 1, "CMAKE_CUDA_ARCH_EMPTY", 1);
    /* the same words outside a CMake Error block */
    const char outside[] = "-- Autodetected CUDA architecture(s): 8.6\n"
                           "nvcc.exe --gpu-architecture=sm_86 -I\"C:/Program Files/CUDA/include\" -c k.cu\n"
                           "-- Configuring done\n"
                           "-- Generating done\n";
    expect_clean(outside, sizeof outside - 1, "architecture words outside a CMake Error block");
    const char bazel[] = "INFO: From Foreign Cc - CMake: Building engine:\n"
                         "______________CMake Error at CMakeLists.txt:6 (project):\n"
                         "  The CUDA architecture list is empty for this generator.\n";
    expect_first_at(bazel, sizeof bazel - 1, "CMAKE_CUDA_ARCH_EMPTY", 2);
    const char gnu_like[] = "CMake Error at C:/CMake/share/cmake-3.12/Modules/CMakeDetermineCompilerId.cmake:700 (message):\n"
                            "  The Clang compiler tool\n"
                            "\n"
                            "    \"C:/LLVM/bin/clang.exe\"\n"
                            "\n"
                            "  targets the MSVC ABI but has a GNU-like command-line interface.  This is\n"
                            "  not supported.\n";
    expect_first_remedy(gnu_like, sizeof gnu_like - 1, "CMAKE_ERROR", "clang-cl");
    /* a block a diagnostic already explained holds that tool's output, whose words name nothing */
    const char explained[] = "CMake Error at CMakeLists.txt:5 (find_package):\n"
                             "  Could NOT find CUDA (missing: CUDA_NVCC_EXECUTABLE)\n"
                             "  searched C:/CUDA/v12.1/bin/nvcc.exe --gpu-architecture=sm_52\n";
    wg_classifier *c = classify(explained, sizeof explained - 1);
    for (size_t i = 0; i < wg_blocker_count(c); ++i) {
        wg_blocker_view v;
        wg_blocker_get(c, i, &v);
        assert_string_not_equal(v.class_id, "CMAKE_CUDA_ARCH_EMPTY");
    }
    wg_classifier_free(c);
    /* a status line ends a warning block: an error under it is not the warning's */
    const char warned[] = "CMake Warning (dev) at CMakeLists.txt:3 (project):\n"
                          "  Policy CMP0104 is not set.\n"
                          "-- Looking for engine_config.h\n"
                          "  C:\\src\\engine\\ops.cpp(40): error C2065: 'ssize_t': undeclared identifier\n";
    expect_first(warned, sizeof warned - 1, "MSVC_UNDECLARED", "an error after a status line in a warning block");
    /* a line that ends at its severity: its message is the next line (conan 2's wrapper) */
    const char bare[] = "engine/1.0: ERROR: \n"
                        "Package '0123abcd' build failed\n"
                        "ERROR: engine/1.0: Error in build() method, line 12\n"
                        "Error: [WinError 6] The handle is invalid\n";
    expect_first_at(bare, sizeof bare - 1, "UNCLASSIFIED", 4);
    static const char *const cases[][2] = {
        {"nvcc fatal   : Unsupported GPU architecture 'compute_10'", "NVCC_BAD_ARCH"},
        {"clang: error: Unsupported CUDA gpu architecture: sm_90", "NVCC_BAD_ARCH"},
        {"error: Cannot find cl.exe (Visual C++) anywhere on your system. Check the build requirements.", "MSVC_NOT_INSTALLED"},
        /* MSB4019's text without its code: a project that does not load for want of CUDA's rules */
        {"C:\\src\\app\\app.vcxproj(40,5): The imported project \"C:\\VS\\MSBuild\\Microsoft\\VC\\v170\\BuildCustomizations\\CUDA 12.1.props\" was not found.", "CMAKE_NO_CUDA_TOOLSET"},
        /* a front end's error pasted from its severity on */
        {"error : class \"engine_t\" has no member \"value_type\"", "UNCLASSIFIED"},
        /* BuildXL's process-start failure with its cause on the line */
        {"error DX0011: [Pip0123ABCD, cl.exe (Microsoft C/C++ compiler), Engine, engine.lib] Process start failed with error code 00000002: File 'C:\\tools\\vc\\bin\\cl.exe' was not found on disk.", "COMMAND_NOT_FOUND"},
        /* conan 1's exception for the command it ran */
        {"pkg/1.0@user/stable: WARN: ConanException: Error 2 while executing cd build && cmake --build .", "EXIT_CODE_WRAPPER"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "architecture and Visual C++ wordings");
}

static void documented_wordings_name_their_cause(void **state)
{
    (void)state;
    static const char *const cases[][3] = {
        {"nvcc fatal   : Microsoft Visual Studio configuration file 'vcvarsall.bat' could not be found for installation at 'C:/BuildTools/VC/Auxiliary/Build/../../..'", "NVCC_VS_ENV", "vcvars64.bat"},
        {"nvcc fatal   : The version ('19.44') of the host compiler ('Microsoft Visual Studio') is not supported", "NVCC_UNSUPPORTED_MSVC", "-allow-unsupported-compiler"},
        {"nvcc error   : 'cicc' died due to signal 11 (Invalid memory reference)", "NVCC_STAGE_DIED", "crashed"},
        {"ptxas C:/Temp/tmpxft_1.ptx, line 120; error   : Feature '.bf16' requires .target sm_80 or higher", "NVCC_BAD_ARCH", "__CUDA_ARCH__"},
        {"nvcc fatal   : Failed to preprocess host compiler properties.", "UNCLASSIFIED", "host compiler"},
        {"  Could not find nvcc executable in path specified by CUDAToolkit_ROOT=C:/CUDA/v12.4", "CMAKE_NO_CUDA_COMPILER", "CUDAToolkit_ROOT"},
        {"    followed by '-real' or '-virtual'", "CMAKE_CUDA_ARCH_EMPTY", "CMAKE_CUDA_ARCHITECTURES"},
        {"  do not all work with this compiler.  Try:", "CMAKE_CUDA_ARCH_EMPTY", "Try:"},
        {"error: could not find native static library `sndfile`, perhaps an -L flag is missing?", "LINK_MISSING_INPUT", "input library"},
        {"C:\\src\\a.cpp(1): error C2220: the following warning is treated as an error", "UNCLASSIFIED", "/WX"},
        {"LINK : fatal error LNK1218: warning treated as error; no output file generated", "UNCLASSIFIED", "/WX"},
        {"a.obj : error LNK2005: \"int g_count\" (?g_count@@3HA) already defined in b.obj", "UNCLASSIFIED", "inline"},
        {"C:\\lib\\zlib1.dll : fatal error LNK1107: invalid or corrupt file: cannot read at 0x2E0", "UNCLASSIFIED", "import library"},
        {"LINK : fatal error LNK1123: failure during conversion to COFF: file invalid or corrupt", "UNCLASSIFIED", "SP1"},
        {"LINK : fatal error LNK1561: entry point must be defined", "UNCLASSIFIED", "entry point"},
        {"libjpeg.lib(jdapimin.obj) : error LNK2026: module unsafe for SAFESEH image.", "UNCLASSIFIED", "/SAFESEH:NO"},
        {"C:\\src\\a.cpp: fatal error C1041: cannot open program database 'C:\\b\\vc140.pdb'; if multiple CL.EXE write to the same .PDB file, please use /FS", "UNCLASSIFIED", "/FS"},
        {"LINK : fatal error LNK1201: error writing to program database 'C:\\b\\engine.pdb'; check for insufficient disk space, invalid path, or insufficient privilege", "UNCLASSIFIED", "disk"},
        {"C:\\src\\a.cpp(40): fatal error C1010: unexpected end of file while looking for precompiled header. Did you forget to add '#include \"pch.h\"' to your source?", "UNCLASSIFIED", "precompiled header"},
        {"C:\\src\\a.c: fatal error C1853: 'Debug\\engine.pch' precompiled header file is from a different version of the compiler, or the precompiled header is C++ and you are using it from C (or vice versa)", "UNCLASSIFIED", "clean build"},
        {"c1xx: fatal error C1081: 'C:\\very\\long\\path\\a.cpp': file name too long", "UNCLASSIFIED", "260"},
        {"cl : Command line error D8016 : '/ZI' and '/Gy-' command-line options are incompatible", "UNCLASSIFIED", "drop one"},
        {"C:\\MSBuild\\Microsoft.CppCommon.targets(687,5): error MSB6003: The specified task executable \"CL.exe\" could not be run. The filename or extension is too long", "UNCLASSIFIED", "too long"},
        {"error MSB4126: The specified solution configuration \"Release|Win32\" is invalid.", "UNCLASSIFIED", "/p:Platform=x64"},
        {"C:\\MSBuild\\Microsoft.CppCommon.targets(445,5): error MSB4018: The \"GetOutOfDateItems\" task failed unexpectedly.", "UNCLASSIFIED", "task crashed"},
        {"C:\\MSBuild\\Microsoft.CppBuild.targets(486,5): error MSB8040: Spectre-mitigated libraries are required for this project.", "UNCLASSIFIED", "Spectre"},
        {"C:\\src\\a.c(12): error C4996: 'strdup': The POSIX name for this item is deprecated. Instead, use the ISO C and C++ conformant name: _strdup.", "UNCLASSIFIED", "_CRT_NONSTDC_NO_DEPRECATE"},
        {"LINK : fatal error LNK1318: Unexpected PDB error; OK (0) ''", "UNCLASSIFIED", ".pdb"},
        {"LINK : fatal error LNK1189: LIBRARY LIMIT OF 65535 OBJECTS EXCEEDED", "LINK_TOO_LARGE", "65535"},
        {"C:\\MSBuild\\Microsoft.Common.CurrentVersion.targets(4538,5): error MSB3027: Could not copy \"obj\\engine.dll\" to \"bin\\engine.dll\". Exceeded retry count of 10. Failed.", "UNCLASSIFIED", "holds it"},
        {"The syntax of the command is incorrect.", "UNCLASSIFIED", "batch script"},
        {"json.lib(json_value.obj) : error LNK2019: unresolved external symbol __imp__CrtDbgReport referenced in function \"void * __cdecl f(void)\"", "LINK_MISMATCH", "Debug"},
        {"json.lib(json_writer.obj) : error LNK2001: unresolved external symbol __imp__calloc_dbg", "LINK_MISMATCH", "Debug"},
        {"png.lib(pngerror.obj) : error LNK2019: unresolved external symbol __imp___iob_func referenced in function png_default_error", "LINK_MISMATCH", "legacy_stdio_definitions.lib"},
        {"nvcc fatal   : redefinition of argument 'std'", "UNCLASSIFIED", "CMAKE_CUDA_STANDARD"},
        {"lld-link: error: undefined symbol: __declspec(dllimport) _CrtDbgReport", "LINK_MISMATCH", "Debug"},
        {"sdk.lib(ui.obj) : error LNK2001: unresolved external symbol ___report_rangecheckfailure", "LINK_MISMATCH", "older toolset"},
        {"linking with `link.exe` failed: exit code: 1201", "UNCLASSIFIED", ".pdb"},
        {"  Host key verification failed.", "FETCH_NEEDS_NETWORK", "HTTPS URL"},
        {"1>C:\\VS\\VC\\Tools\\MSVC\\14.12.25827\\include\\type_traits(504): error : expression must have a constant value", "NVCC_UNSUPPORTED_MSVC", "cannot parse"},
        {"gyp ERR! stack Error: spawn C:\\VS\\MSBuild\\15.0\\Bin\\MSBuild.exe ENOENT", "COMMAND_NOT_FOUND", "msvs_version"},
        {"fatal: Could not read from remote repository.", "FETCH_NEEDS_NETWORK", "HTTPS URL"},
        {"  error: extract of 'C:/b/_deps/x-subbuild/x-populate-prefix/src/v1.zip' failed", "FETCH_NEEDS_NETWORK", "DOWNLOAD_EXTRACT_TIMESTAMP"},
        {"  Build step for fmt failed: 1", "FETCH_NEEDS_NETWORK", "FETCHCONTENT_SOURCE_DIR_"},
        {"  CMake step for fmt failed: 1", "FETCH_NEEDS_NETWORK", "FETCHCONTENT_SOURCE_DIR_"},
        {"  could not find any instance of Visual Studio.", "MSVC_NOT_INSTALLED", "Build Tools"},
        {"error: in triplet x64-windows: Unable to find a valid Visual Studio instance", "MSVC_NOT_INSTALLED", "Build Tools"},
        {"C:\\VS\\bin\\cl.exe : INTERNAL COMPILER ERROR in 'C:\\VS\\bin\\cl.exe'", "UNCLASSIFIED", "internal compiler error"},
        {"Process finished with exit code -1073741819 (0xC0000005)", "UNCLASSIFIED", "crashed"},
        {"cc1plus.exe: out of memory allocating 65536 bytes after a total of 1835008 bytes", "MSVC_HEAP", "out of memory"},
        {"C:\\addon\\build\\iconv.vcxproj(20,3): error MSB4019: The imported project \"C:\\Microsoft.Cpp.Default.props\" was not found.", "UNCLASSIFIED", "VCTargetsPath"},
        {"C:\\src\\io.cu(3): catastrophic error: cannot open source file \"unistd.h\"", "MSVC_POSIX_HEADER", "winport/io.h"},
        {"C:\\src\\k.cu(5): catastrophic error: cannot open source file \"thrust/sort.h\"", "MSVC_MISSING_INCLUDE", "missing dependency"},
        {"/usr/local/cuda/include/crt/host_config.h:132:2: error: #error -- unsupported GNU version! gcc versions later than 12 are not supported!", "NVCC_UNSUPPORTED_MSVC", "-allow-unsupported-compiler"},
        {"error: command 'C:\\\\VS\\\\bin\\\\HostX86\\\\x64\\\\link.exe' failed with exit code 1181", "LINK_MISSING_INPUT", "input library"},
        {"C:\\VS\\Microsoft.CppCommon.targets(1074,5): error MSB6006: \"link.exe\" exited with code 1104.", "LINK_CANNOT_OPEN", "cannot be opened"},
        {"gyp ERR! stack Error: Could not find any Visual Studio installation to use", "MSVC_NOT_INSTALLED", "Build Tools"},
        {"MSBUILD : error MSB3428: Could not load the Visual C++ component \"VCBuild.exe\".", "MSVC_NOT_INSTALLED", "Build Tools"},
        {"FileNotFoundError: [WinError 2] The system cannot find the file specified", "COMMAND_NOT_FOUND", "PATH"},
        {"FileNotFoundError: [Errno 2] No such file or directory: 'nvcc'", "COMMAND_NOT_FOUND", "PATH"},
        {"RuntimeError: Ninja is required to load C++ extensions", "COMMAND_NOT_FOUND", "pip install ninja"},
        {"ModuleNotFoundError: No module named 'torch'", "UNCLASSIFIED", "build isolation"},
        {"C:\\py\\ext\\ext.c(1): fatal error C1083: Cannot open include file: 'Python.h': No such file or directory", "MSVC_MISSING_INCLUDE", "Python headers"},
        {"C:\\src\\a.cpp(3): fatal error C1083: Cannot open include file: 'cudnn.h': No such file or directory", "MSVC_MISSING_INCLUDE", "CUDNN_ROOT"},
        {"C:\\Kits\\10\\Include\\um\\winnt.h(169): fatal error C1189: #error:  \"No Target Architecture\"", "MSVC_ERROR_DIRECTIVE", "<windows.h>"},
        {"C:\\VS\\include\\xkeycheck.h(53): fatal error C1189: #error:  The C++ Standard Library forbids macroizing keywords. Enable warning C4005 to find the forbidden macro.", "MSVC_ERROR_DIRECTIVE", "_ALLOW_KEYWORD_MACROS"},
        {"C:\\src\\io.h(12): error C2146: syntax error: missing ';' before identifier 'count'", "MSVC_SYNTAX", "portable code"},
        {"C:\\src\\a.cpp(9): error C4576: a parenthesized type followed by an initializer list is a non-standard explicit type conversion syntax", "MSVC_SYNTAX", "compound literal"},
        {"C:\\MSBuild\\Microsoft.Cpp.WindowsSDK.targets(46,5): error MSB8037: The Windows SDK version 10.0.17763.0 for Desktop C++ x86 Apps was not found.", "UNCLASSIFIED", "WindowsTargetPlatformVersion"},
        {"The application was unable to start correctly (0xc000007b). Click OK to close the application.", "RUNTIME_DLL_NOT_FOUND", "architecture"},
        {"  failed to execute command: program not found", "COMMAND_NOT_FOUND", "PATH"},
        {"meson.build:1:0: ERROR: Unknown compiler(s): [['icl'], ['cl'], ['cc'], ['gcc'], ['clang']]", "COMMAND_NOT_FOUND", "PATH"},
        {"C:/msys64/mingw64/bin/../lib/gcc/x86_64-w64-mingw32/13.2.0/../../../../x86_64-w64-mingw32/bin/ld.exe: cannot find -lopenblas: No such file or directory", "LINK_MISSING_INPUT", "input library"},
        {"C:\\src\\trace.c(4): fatal error C1083: Cannot open include file: 'execinfo.h': No such file or directory", "MSVC_POSIX_HEADER", "CaptureStackBackTrace"},
        {"C:\\src\\main.c(2): fatal error C1083: Cannot open include file: 'getopt.h': No such file or directory", "MSVC_POSIX_HEADER", "getopt"},
        {"C:\\src\\util.h(9): fatal error C1083: Cannot open include file: 'sys/param.h': No such file or directory", "MSVC_POSIX_HEADER", "winport/io.h"},
        {"C:\\src\\bits.c(3,10): fatal error: 'endian.h' file not found", "MSVC_POSIX_HEADER", "_byteswap"},
        /* a header's name counts where a name starts: not the CRT's time.h */
        {"C:\\src\\a.cpp(3): fatal error C1083: Cannot open include file: 'core/datetime.h': No such file or directory", "MSVC_MISSING_INCLUDE", "missing dependency"},
        {"C:\\src\\gpu.cpp(3): fatal error C1083: Cannot open include file: 'cuda_runtime.h': No such file or directory", "MSVC_MISSING_INCLUDE", "CUDA::cudart"},
        {"zlib.lib(deflate.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in main.obj", "LINK_MISMATCH", "CMAKE_MSVC_RUNTIME_LIBRARY"},
        {"zlib.lib(deflate.obj) : error LNK2038: mismatch detected for '_ITERATOR_DEBUG_LEVEL': value '0' doesn't match value '2' in main.obj", "LINK_MISMATCH", "_ITERATOR_DEBUG_LEVEL 2"},
        {"old.lib(a.obj) : error LNK2038: mismatch detected for '_MSC_VER': value '1800' doesn't match value '1900' in main.obj", "LINK_MISMATCH", "Visual Studio version"},
        {"a.obj : error LNK2038: mismatch detected for 'annotate_vector': value '0' doesn't match value '1' in b.obj", "LINK_MISMATCH", "AddressSanitizer"},
    };
    char text[1024];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        int n = snprintf(text, sizeof text, "%s\n", cases[i][0]);
        expect_first_remedy(text, (size_t)n, cases[i][1], cases[i][2]);
    }
    /* FindPackageHandleStandardArgs in a CMake Error block (REQUIRED) names the missing toolkit; the
     * same words on a status line are an optional search */
    const char required[] = "CMake Error at C:/CMake/share/cmake-3.20/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n"
                            "  Could NOT find CUDA (missing: CUDA_TOOLKIT_ROOT_DIR CUDA_NVCC_EXECUTABLE\n"
                            "  CUDA_INCLUDE_DIRS CUDA_CUDART_LIBRARY)\n"
                            "Call Stack (most recent call first):\n"
                            "  CMakeLists.txt:5 (find_package)\n"
                            "-- Configuring incomplete, errors occurred!\n";
    expect_first(required, sizeof required - 1, "CMAKE_NO_CUDA_COMPILER", "find_package(CUDA REQUIRED)");
    const char optional[] = "-- Could NOT find CUDA (missing: CUDA_TOOLKIT_ROOT_DIR CUDA_NVCC_EXECUTABLE)\n"
                            "-- Configuring done\n";
    expect_clean(optional, sizeof optional - 1, "find_package(CUDA) optional");
}

/* CMake's compiler checks embed the compiler's output: the failure named there ranks before the
 * check's own error, whichever comes first; CMake that cannot start a program it runs names it
 * with Windows's words, indented in its error block. */
static void compiler_checks_rank_after_the_output_they_embed(void **state)
{
    (void)state;
    const char cuda_id[] = "Compiling the CUDA compiler identification source file \"CMakeCUDACompilerId.cu\" failed.\n"
        "Compiler: C:/CUDA/v12.4/bin/nvcc.exe\n"
        "Id flags: --keep;--keep-dir;tmp;-gencode=arch=compute_,code=sm_ -v\n"
        "\n"
        "The output was:\n"
        "1\n"
        "nvcc fatal   : Unsupported gpu architecture 'compute_'\n";
    expect_first(cuda_id, sizeof cuda_id - 1, "NVCC_BAD_ARCH", "nvcc's failure inside the identification");
    const char broken[] = "CMake Error at C:/CMake/share/cmake-3.26/Modules/CMakeTestCCompiler.cmake:67 (message):\n"
                          "  The C compiler\n"
                          "    \"C:/VS/VC/Tools/MSVC/14.36.32532/bin/Hostx64/x64/cl.exe\"\n"
                          "  is not able to compile a simple test program.\n"
                          "  It fails with the following output:\n"
                          "    LINK : fatal error LNK1104: cannot open file 'kernel32.lib'\n";
    expect_first_remedy(broken, sizeof broken - 1, "LINK_CANNOT_OPEN", "Windows SDK");
    const char no_program[] = "CMake Error at CMakeLists.txt:18 (project):\n"
                              "  Failed to run MSBuild command:\n"
                              "\n"
                              "    MSBuild.exe\n"
                              "\n"
                              "  to get the value of VCTargetsPath:\n"
                              "\n"
                              "    The system cannot find the file specified\n";
    expect_first(no_program, sizeof no_program - 1, "COMMAND_NOT_FOUND", "a program CMake cannot start");
    const char no_vs[] = "CMake Error at CMakeLists.txt:2 (project):\n"
                         "  Generator\n"
                         "\n"
                         "    Visual Studio 17 2022\n"
                         "\n"
                         "  could not find any instance of Visual Studio.\n";
    expect_first_remedy(no_vs, sizeof no_vs - 1, "MSVC_NOT_INSTALLED", "Build Tools");
    /* MSB8066's exit 9009 says a command was missing; cmd's line, in another project's stream,
     * says which */
    const char exit_9009[] = "12>C:\\VS\\MSBuild\\Microsoft\\VC\\v170\\Microsoft.CppCommon.targets(254,5): error MSB8066: Custom build for 'C:\\src\\ui\\colors.palette' exited with code 9009.\n"
                             "12>Done building project \"ui_palette.vcxproj\" -- FAILED.\n"
                             "10>'codegen\\Debug\\codegen_style.exe' is not recognized as an internal or external command,\n"
                             "10>operable program or batch file.\n";
    expect_first(exit_9009, sizeof exit_9009 - 1, "COMMAND_NOT_FOUND", "the command exit 9009 means");
    /* a short line whose symbol the poster wrapped to the next line, and two diagnostics that stay two */
    const char short_wrap[] = "postprocess.lib(apply.cu.obj) :\n"
                              "error LNK2019: unresolved external symbol\n"
                              "\"__cudaRegisterLinkedBinary_46_tmpxft_00002c7c_00000000_8_apply_cpp1_ii_a8fbafb0\"\n"
                              "referenced in function \"void __cdecl __nv_cudaEntityRegisterCallback(void * *)\"\n";
    expect_first_remedy(short_wrap, sizeof short_wrap - 1, "NVCC_UNRESOLVED_DEVICE", "CUDA_RESOLVE_DEVICE_SYMBOLS");
    const char two[] = "a.obj : error LNK2019: unresolved external symbol foo\n"
                       "b.obj : error LNK2019: unresolved external symbol __cudaRegisterLinkedBinary_1 referenced in function f\n";
    wg_classifier *c = classify(two, sizeof two - 1);
    assert_int_equal(wg_blocker_count(c), 2);
    wg_classifier_free(c);
}

/* Warnings that fail the build through something else: cl's C2220 ("the following warning is
 * treated as an error") is written before the warning it means, so a warning that names a cause
 * there (C4819, the code page) is the root cause; xmake writes "error: " before each line cl prints
 * to stderr, warnings with their code too ("warning D9002"): such a line ranks as the warning it is,
 * after the error that failed the compile, and still fails a log where it is alone. */
static void warnings_promoted_by_wx_and_wrappers(void **state)
{
    (void)state;
    const char wx[] = "1>D:\\src\\html.c(1,1): error C2220: the following warning is treated as an error\n"
                      "1>D:\\src\\html.c(1,1): warning C4819: The file contains a character that cannot be represented in the current code page (936). Save the file in Unicode format to prevent data loss\n";
    expect_first(wx, sizeof wx - 1, "MSVC_CODEPAGE", "C2220 before the C4819 it promotes");
    const char other[] = "C:\\src\\a.c(7): error C2220: the following warning is treated as an error\n"
                         "C:\\src\\a.c(7): warning C4244: '=': conversion from 'float' to 'int', possible loss of data\n";
    expect_first(other, sizeof other - 1, "UNCLASSIFIED", "C2220 before a warning no class names");
    const char xmake[] = "error: cl: warning D9002 : ignoring unknown option '-std:c++11'\n"
                         "main.cpp\n"
                         "src\\main.cpp(20): error C2039: 'MaxValue': is not a member of 'd2ds'\n";
    expect_first(xmake, sizeof xmake - 1, "UNCLASSIFIED", "xmake's error-prefixed warning before the compile's error");
    const char alone[] = "error: cl: warning D9002 : ignoring unknown option '-std:c++11'\n";
    expect_first(alone, sizeof alone - 1, "MSVC_UNKNOWN_OPTION", "xmake's error-prefixed warning alone");
}

/* C1083 as people retype it (lower case, no code) is still a missing header; on a C++20 standard
 * header (<numbers>, <span>, <format>) it is a toolset older than the header. */
static void retyped_c1083_and_newer_standard_headers(void **state)
{
    (void)state;
    const char retyped[] = "cannot open include file 'syscalls.h': no such file or directory\n";
    expect_first(retyped, sizeof retyped - 1, "MSVC_MISSING_INCLUDE", "C1083 retyped in lower case");
    const char numbers[] = "C:\\src\\math.h(4): fatal error C1083: Cannot open include file: 'numbers': No such file or directory\n";
    expect_first(numbers, sizeof numbers - 1, "MSVC_CXX20_NEEDED", "C1083 on <numbers>");
    const char pasted[] = "Cannot open include file: 'span': no such file or directory\n";
    expect_first(pasted, sizeof pasted - 1, "MSVC_CXX20_NEEDED", "C1083's text on <span>");
    /* a UTF-8 header name read in code page 1252 comes out as mojibake: the code page, not a
     * missing file */
    const char mojibake[] = "Cannot open include file: '\xc3\xa9\xc2\xa9\xc2\xb1\xc3\xa5\xc5\xa0\xc2\xa8.h': No such file or directory\n";
    expect_first(mojibake, sizeof mojibake - 1, "MSVC_CODEPAGE", "C1083 on a mojibake header name");
}

/* The sixth batch's wordings: C4013's text pasted without code or severity, a premake (Lua) and an
 * Unreal Build Tool (C#) script's own error, Meson's missing program, MSVC 14.28's host-only
 * __ceilf in device code, and cmd's "cannot find the path specified" (each a false GO or another
 * class before) */
static void build_scripts_and_pasted_texts(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"'strcasecmp' undefined; assuming extern returning int", "MSVC_UNDECLARED"},
        {"    [string \"newaction...\"]:14: attempt to index global 'vstudio' (a nil value)", "UNCLASSIFIED"},
        {"'UnrealBuildTool.TargetRules' does not contain a definition for 'IsEditorType'", "UNCLASSIFIED"},
        {"meson.build:14:16: ERROR: Program or command 'cat' not found or not executable", "COMMAND_NOT_FOUND"},
        {"\xe9\x94\x99\xe8\xaf\xaf\t\tcalling a __host__ function(\"__ceilf\") from a __global__ function(\"k\") is not allowed\tdarknet\tD:\\d\\src\\blas_kernels.cu\t2207\t", "NVCC_UNSUPPORTED_MSVC"},
        {"6>  The system cannot find the path specified.", "UNCLASSIFIED"},
        {"-- Downloading http://download.example.org/jom_1_1_3.zip... Failed. Status: 52;\"Server returned nothing (no headers, no data)\"", "FETCH_NEEDS_NETWORK"},
        {"undefined symbol: public: class clang::Expr * __cdecl clang::CXXDefaultArgExpr::getExpr(void)", "LINK_UNRESOLVED"},
        {"  error: could not find git for clone of geogram-download", "COMMAND_NOT_FOUND"},
        {"#error:  Building MFC application with /MD[d] (CRT dll version) requires MFC shared dll version. Please #define _AFXDLL or do not use /MD[d]", "MSVC_ERROR_DIRECTIVE"},
        {" libafflib.a(crypto.o) : fatal error LNK1143: invalid or corrupt file: no symbol for COMDAT section 0x15", "LINK_MISMATCH"},
        {"failed compile-c-c++ bin\\msvc-14.0\\release\\address-model-64\\hello.obj...", "MAKE_WRAPPER"},
        {"    ====================================== 4 failed, 235 passed, 94 skipped in 5.50s ======================================\n"
         "    NMAKE : fatal error U1077: 'C:\\Python37\\python.exe' : return code '0x1'", "UNCLASSIFIED"},
        {"NMAKE : fatal error U1077: '\"C:\\VS\\bin\\cl.exe\"' : return code '0x2'\nStop.\n"
         " : error 7000: Failed to execute command\n : error F002: Failed to build module", "NMAKE_WRAPPER"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "a build script's or a pasted text's failure");
    const char warned[] = "C:\\src\\a.c(3): warning C4013: 'strcasecmp' undefined; assuming extern returning int\n"
                          "Build succeeded.\n";
    expect_clean(warned, sizeof warned - 1, "C4013 as the warning it is, on a build that succeeds");
}

/* The seventh batch's families (issue 34's eighth round): an option with no argument (D8004) and
 * clang's unknown argument, C2760 after a toolset update, the static and dynamic C++ runtimes
 * together, an exit status that names its cause (make's and jom's "Error 1181", NMAKE's hex, a
 * shell's 127, a breakpoint's), a command no tool could start (distutils, a shell, Java), a removed
 * Visual Studio instance and SCons's search, FindCUDA's first line, Meson's sanity check, b2's and
 * jam's failures without the word error, MSBuild's usage text (each a false GO or another class
 * before) */
static void exit_statuses_and_commands_that_name_their_cause(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"cl : Command line error D8004 : '/external:I' requires an argument", "MSVC_UNKNOWN_OPTION"},
        {"clang : error : unknown argument: '-ignore:4221'", "MSVC_UNKNOWN_OPTION"},
        {"ld.lld: error: could not open /def:build\\export_all.def: Invalid argument", "LINK_MISSING_INPUT"},
        {"  CMake Error at aws-lc/crypto/CMakeLists.txt:123 (enable_language):\n    No CMAKE_ASM_NASM_COMPILER could be found.", "COMMAND_NOT_FOUND"},
        {"CMake Error at C:/CMake/share/cmake-3.19/Modules/CMakeDetermineCUDACompiler.cmake:559 (message):\n  Failed to find a working CUDA architecture.", "CMAKE_CUDA_ID_UNKNOWN"},
        {"lld-link: error: could not open build\\a.obj: no such file or directory", "LINK_MISSING_INPUT"},
        {"CMake Error at C:/cmake/Modules/FindCUDAToolkit.cmake:965 (message):\n  Could not find `nvcc` executable in any searched paths, please set\n  CUDAToolkit_ROOT", "CMAKE_NO_CUDA_COMPILER"},
        {"npm ERR! gyp ERR! find VS could not use PowerShell to find Visual Studio 2017 or newer, try re-running with '--loglevel silly' for more details", "MSVC_NOT_INSTALLED"},
        {"  File \"C:/tf/third_party/gpus/cuda_configure.bzl\", line 145, in _get_msvc_compiler\n    find_msvc_tool(repository_ctx, vc_path, \"cl.exe\").replace(\"\\\\\", \"/\")\ntype 'NoneType' has no method replace()", "MSVC_NOT_INSTALLED"},
        {"ninja: fatal: CreateProcess: %1 is not a valid Win32 application.", "SHELL_NOT_FOUND"},
        {"- error: building boost-exception:x64-windows failed with: BUILD_FAILED\nerror: Please ensure you're using the latest port files with `git pull` and `vcpkg update`.", "VCPKG_WRAPPER"},
        {"\xe9\x94\x99\xe8\xaf\xaf\tC2760\t\xe8\xaf\xad\xe6\xb3\x95\xe9\x94\x99\xe8\xaf\xaf: \xe6\x84\x8f\xe5\xa4\x96\xe6\xa0\x87\xe8\xae\xb0 \"\xe6\xa0\x87\xe8\xaf\x86\xe7\xac\xa6\"\tKasumi\tD:\\src\\vdalloc.h\t156\t", "MSVC_SYNTAX"},
        {"msvcprt.lib(MSVCP100.dll) : error LNK2005: \"void __cdecl", "LINK_MISMATCH"},
        {"jom: D:\\a\\1\\s\\Makefile.Release [release\\Hello.exe] Error 1181", "LINK_MISSING_INPUT"},
        {"NMAKE : fatal error U1077: 'C:\\VS\\bin\\HostX64\\x64\\link.exe' : return code '0x49d'", "LINK_MISSING_INPUT"},
        {"make: *** [Makefile:30: app.exe] Error 1104", "LINK_CANNOT_OPEN"},
        {"NMAKE : fatal error U1077: 'C:\\VS\\bin\\HostX64\\x64\\link.exe' : return code '0x450'", "LINK_CANNOT_OPEN"},
        {"libcpmt.lib(xthrow.obj) : error LNK2005: \"void __cdecl std::_Xlength_error(char const *)\" already defined in main.obj", "LINK_MISMATCH"},
        {"LIBCPMT.lib(xthrow.obj) : error LNK2005: already defined", "LINK_MISMATCH"},
        {"MSVCPRT.lib(MSVCP140.dll) : error LNK2005: already defined", "LINK_MISMATCH"},
        {"make: *** [Makefile:12: gen.h] Error 127", "COMMAND_NOT_FOUND"},
        {"java.io.IOException: Cannot run program \"/bin/sh\" (in directory \"C:\\w\"): CreateProcess error=2, The system cannot find the file specified", "SHELL_NOT_FOUND"},
        {"java.io.IOException: Cannot run program \"sh\" (in directory \"C:\\w\"): CreateProcess error=2, The system cannot find the file specified", "SHELL_NOT_FOUND"},
        {"/usr/bin/bash: msbuild: command not found", "COMMAND_NOT_FOUND"},
        {"The terminal process \"C:\\Program Files\\Git\\bin\\bash.exe '-c', 'nvcc -c a.cu'\" terminated with exit code: 127.", "COMMAND_NOT_FOUND"},
        {"error: command 'cl.exe' failed: No such file or directory", "COMMAND_NOT_FOUND"},
        {"Caused: java.io.IOException: Cannot run program \"/bin/bash\" (in directory \"E:\\J\\w\"): CreateProcess error=2, The system cannot find the file specified", "SHELL_NOT_FOUND"},
        {"java.io.IOException: Cannot run program \"cmake\" (in directory \"E:\\J\\w\"): CreateProcess error=2, The system cannot find the file specified", "COMMAND_NOT_FOUND"},
        {"C:\\VS\\Microsoft.CppCommon.targets(356,5): error MSB6006: \"CL.exe\" exited with code -2147483645.", "UNCLASSIFIED"},
        {"CMake Error at CMakeLists.txt:11 (project):\n  Generator\n\n    Visual Studio 17 2022\n\n  could not find specified instance of Visual Studio:\n", "MSVC_NOT_INSTALLED"},
        {"CUDA_TOOLKIT_ROOT_DIR not found or specified\nCMake Error at CMakeLists.txt:195 (message):\n  CUDA NOT found: use `-DCUDA_ENABLE=OFF` to build without NVIDIA GPU support", "CMAKE_NO_CUDA_COMPILER"},
        {"cmake erro at c:/cmake/share/cmake-3.10/modules/findcuda.cmake 682\nspecify  CUDA_TOOLKIT_ROOT_DIR", "CMAKE_NO_CUDA_COMPILER"},
        {"..\\meson.build:1:0: ERROR: Compiler cl cannot compile programs.", "CMAKE_COMPILER_BROKEN"},
        {"don't know how to make <p/D:/deps/boost_1_85_0>C:\\VS\\VC\\Tools\\MSVC\\14.40.33807\\bin\\Hostx64\\vcvarsall.bat", "UNCLASSIFIED"},
        {"D:/deps/boost/tools/build/src/tools\\msvc.jam:834: in generate-setup-cmd\n*** argument error", "UNCLASSIFIED"},
        {"\xd0\xa1\xd0\xb8\xd0\xbd\xd1\x82\xd0\xb0\xd0\xba\xd1\x81\xd0\xb8\xd1\x81:              MSBuild.exe [\xd0\xbf\xd0\xb0\xd1\x80\xd0\xb0\xd0\xbc\xd0\xb5\xd1\x82\xd1\x80\xd1\x8b] [\xd1\x84\xd0\xb0\xd0\xb9\xd0\xbb \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb5\xd0\xba\xd1\x82\xd0\xb0 | \xd0\xba\xd0\xb0\xd1\x82\xd0\xb0\xd0\xbb\xd0\xbe\xd0\xb3]", "UNCLASSIFIED"},
        /* SCons prints its search's failure as a warning: it is the cause of what fails after it */
        {"scons: warning: No version of Visual Studio compiler found - C/C++ compilers most likely not set correctly\n"
         "TypeError: unsupported operand type(s) for +: 'NoneType' and 'str':", "MSVC_NOT_INSTALLED"},
        /* node-gyp's report of MSBuild's status is inner to the npm.cmd that ran it */
        {"Error: npm.cmd exited with code 1\ngyp ERR! stack Error: `C:\\MSBuild\\14.0\\bin\\msbuild.exe` failed with exit code: 1", "EXIT_CODE_WRAPPER"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "a status, a command or a wording that names its cause");
    const char gyp[] = "Error: npm.cmd exited with code 1\ngyp ERR! stack Error: `C:\\MSBuild\\14.0\\bin\\msbuild.exe` failed with exit code: 1\n";
    wg_classifier *c = classify(gyp, sizeof gyp - 1);
    wg_blocker_view v;
    assert_true(wg_blocker_count(c) > 0);
    wg_blocker_get(c, 0, &v);
    assert_int_equal(v.log_line, 2);
    wg_classifier_free(c);
    /* R reports a command it could not run as a warning, then that the build failed: with no error
     * line to say why, that warning is the cause; a compiler's coded warning is not */
    const char r_make[] = "Warning in system(cmd) : 'make' not found\nERROR: compilation failed for package 'xfun'\n";
    expect_first(r_make, sizeof r_make - 1, "COMMAND_NOT_FOUND", "R's warning that make was not found");
    const char d9002[] = "cl : Command line warning D9002 : ignoring unknown option '-g'\n"
                         "error: command 'C:\\CUDA\\bin\\nvcc.exe' failed with exit status 1\n";
    expect_first(d9002, sizeof d9002 - 1, "SETUPTOOLS_WRAPPER", "cl's D9002 above the failure it did not cause");
    const char instance[] = "  could not find specified instance of Visual Studio:\n";
    expect_first_remedy(instance, sizeof instance - 1, "MSVC_NOT_INSTALLED", "CMakeCache.txt");
    const char scons_alone[] = "scons: warning: No version of Visual Studio compiler found - C/C++ compilers most likely not set correctly\n";
    expect_clean(scons_alone, sizeof scons_alone - 1, "SCons's search as the warning it is, alone");
}

/* Configure causes in words the catalog did not key (issue 34, round 34m11a): cuDNN named in a CMake
 * Error block's message (not in its call stack's frames), a block whose message lost its indentation
 * under a "(message):" header, FindCUDNN's status line alone (an optional search), a project's search
 * for nasm, Meson without vswhere.exe, CMake's server refusing a generator, an empty
 * CUDA_ARCHITECTURES on CMake's own try-compile target, host_config.h's #error text without the
 * header's name, NMAKE's U1077 under cmd's path-not-found, and a Python window procedure's ignored
 * exception after a finished colcon build. */
static void configure_causes_in_words(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"CMake Error at cmake/deps.cmake:12 (message):\n  The frob backend needs cuDNN; set CUDNN_ROOT\n", "CMAKE_CUDNN_NOT_FOUND"},
        {"CMake Error at ports/frob/portfile.cmake:40 (message):\n  Please put CUDNN next to the toolkit\nCall Stack (most recent call first):\n  scripts/ports.cmake:1 (include)\n", "CMAKE_CUDNN_NOT_FOUND"},
        {"CMake Error at ports/frob/portfile.cmake:40 (message):\nPlease put cuDNN next to the toolkit\nCall Stack (most recent call first):\nscripts/ports.cmake:1 (include)\n", "CMAKE_CUDNN_NOT_FOUND"},
        {"CMake Error at cmake/frob.cmake:7 (message):\n  Cannot find nasm, needed for the x64 kernels\n", "COMMAND_NOT_FOUND"},
        {"  WARNING: Failed to activate VS environment: Could not find C:\\Program Files (x86)\\Microsoft Visual Studio\\Installer\\vswhere.exe\n\n  ..\\meson.build:1:0: ERROR: Unknown compiler(s): [['cl'], ['cc']]\n", "MSVC_NOT_INSTALLED"},
        {"[cmake-server] Failed to activate protocol version: Generator \"nmake makefiles\" not supported.\n", "CMAKE_ERROR"},
        {"CMake Error in C:/b/CMakeFiles/CMakeScratch/TryCompile-x1/CMakeLists.txt:\n  CUDA_ARCHITECTURES is empty for target \"cmTC_1a2b3\".\n", "CMAKE_CUDA_ID_UNKNOWN"},
        {"-- The CUDA compiler identification is unknown\nCMake Error in C:/b/CMakeFiles/CMakeTmp/CMakeLists.txt:\n  CUDA_ARCHITECTURES is empty for target \"cmTC_1a2b3\".\n", "CMAKE_CUDA_ID_UNKNOWN"},
        {"CMake Error in CMakeLists.txt:\n  CUDA_ARCHITECTURES is empty for target \"frob\".\n", "CMAKE_CUDA_ARCH_EMPTY"},
        {"c:\\cuda\\v9.1\\include\\crt/host_confi\ng.h(133): fatal error C1189: #error:  -- unsupported Microsoft Visual Studio version! Only the versions 2012 and 2013 are supported!\n", "NVCC_UNSUPPORTED_MSVC"},
        {"\t/usr/bin/perl gen.pl > frob.h\nThe system cannot find the path specified.\nNMAKE : fatal error U1077: '/usr/bin/perl' : return code '0x1'\nStop.\n", "COMMAND_NOT_FOUND"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "a configure cause in words");
    /* the call stack's frames name files: a FindCUDNN.cmake there is no cuDNN search that failed */
    const char frame[] = "CMake Error at cmake/public/cuda.cmake:40 (message):\n  The frob option needs a newer compiler\n"
                         "Call Stack (most recent call first):\n  cmake/Modules/FindCUDNN.cmake:5 (include)\n";
    expect_first(frame, sizeof frame - 1, "CMAKE_ERROR", "a FindCUDNN.cmake frame in the call stack");
    const char required[] = "  Could NOT find CUDNN (missing: CUDNN_INCLUDE_DIR)\nCall Stack (most recent call first):\n"
                            "  CMakeLists.txt:40 (find_package)\n-- Configuring incomplete, errors occurred!\n";
    expect_first(required, sizeof required - 1, "CMAKE_CUDNN_NOT_FOUND", "a REQUIRED search's result, its header cut");
    const char status[] = "Could NOT find CUDNN (missing: CUDNN_LIBRARY) (found suitable version \"8.9.7\", minimum required is \"8\")\n";
    expect_clean(status, sizeof status - 1, "FindCUDNN's status line of an optional search");
    const char notification[] = "Finished <<< frob [2.1s]\n\nSummary: 1 package finished [2.5s]\n"
                                "WNDPROC return value cannot be converted to LRESULT\n"
                                "TypeError: WPARAM is simple, so must be an int object (got NoneType)\n";
    expect_clean(notification, sizeof notification - 1, "a window procedure's ignored exception after colcon's summary");
    const char short_report[] = "WNDPROC return value cannot be converted to LRESULT\nTypeError: an integer is required\n";
    expect_clean(short_report, sizeof short_report - 1, "a window procedure's ignored exception, a short line");
    const char exit_handler[] = "error: command 'C:\\CUDA\\bin\\nvcc.exe' failed with exit code 1\nError in atexit._run_exitfuncs:\n"
                          "Traceback (most recent call last):\n  File \"C:\\py\\lib\\frob\\stream.py\", line 12, in closed\n"
                          "    return self.wrapped.closed\nValueError: I/O operation on closed file\n";
    expect_first(exit_handler, sizeof exit_handler - 1, "SETUPTOOLS_WRAPPER", "an exit handler's ignored exception after the failure");
    /* ... its frame cut by an 80-column console: the rest of it, unindented, is still the frame's */
    const char cut_frame[] = "error: command 'C:\\CUDA\\bin\\nvcc.exe' failed with exit code 1\nError in atexit._run_exitfuncs:\n"
                             "Traceback (most recent call last):\n"
                             "  File \"C:\\py\\lib\\site-packages\\frobnicate\\streams\\wrapper.py\", line 59, in clos\n"
                             "ed\n"
                             "    return self.wrapped.closed\nValueError: I/O operation on closed file\n";
    expect_first(cut_frame, sizeof cut_frame - 1, "SETUPTOOLS_WRAPPER", "an exit handler's report with a frame cut at 80 columns");
    const char raised[] = "Summary: 1 package finished [2.5s]\nTypeError: unsupported operand type(s) for +: 'int' and 'str'\n";
    expect_first(raised, sizeof raised - 1, "UNCLASSIFIED", "an exception no callback report stands before");
}

/* A CMake feature check's try_compile answers its question: its errors (FindThreads's pthreads.lib,
 * CheckSymbolExists on strtok_r, and Ninja's lines around them) fail nothing on their own; a
 * compiler check's do. cc-rs reports its compiler-family probe as a warning, also when a console
 * wrapped its status onto the next line. */
static void feature_checks_and_probes_answer_no(void **state)
{
    (void)state;
    const char threads[] = "LINK : fatal error LNK1104: cannot open file 'pthreads.lib' [D:\\m\\CMakeFiles\\CMakeScratch\\TryCompile-rx3low\\cmTC_e47a5.vcxproj]\n"
                           "\n"
                           "LINK : fatal error LNK1104: cannot open file 'pthread.lib' [D:\\m\\CMakeFiles\\CMakeScratch\\TryCompile-do7z8r\\cmTC_e1da9.vcxproj]\n";
    expect_clean(threads, sizeof threads - 1, "FindThreads's expected link failures");
    const char symbol[] = "FAILED: CMakeFiles/cmTC_db436.dir/CheckSymbolExists.c.obj\n"
                          "D:\\b\\CMakeFiles\\CMakeScratch\\TryCompile-ir1m5j\\CheckSymbolExists.c(8): error C2065: 'strtok_r': undeclared identifier\n"
                          "ninja: build stopped: subcommand failed.\n";
    expect_clean(symbol, sizeof symbol - 1, "CheckSymbolExists's answer");
    char failing[1024];
    int n = snprintf(failing, sizeof failing, "%sCMake Error at CMakeLists.txt:9 (message):\n  strtok_r is required\n", symbol);
    expect_first(failing, (size_t)n, "MSVC_UNDECLARED", "a check the configure stopped on");
    const char compiler[] = "LINK : fatal error LNK1104: cannot open file 'kernel32.lib' [D:\\m\\CMakeFiles\\CMakeScratch\\TryCompile-x1\\cmTC_e47a5.vcxproj]\n";
    expect_first(compiler, sizeof compiler - 1, "LINK_CANNOT_OPEN", "a compiler check's link failure");
    const char family[] = "warning: Compiler family detection failed due to error: ToolExecError: Command \"cl.exe\" \"-E\" \"detect_compiler_family.c\" did not execute successfully (status code exit code: 2).\n"
                          "[testcc 0.1.0] TARGET = Some(\"x86_64-pc-windows-msvc\")\n";
    expect_clean(family, sizeof family - 1, "cc-rs's compiler-family probe");
    const char xmake_check[] = "> checking for c funcs(SDL_Init)\n"
                               "checkinfo: ...\\tools\\link.lua:164: _3B21.o : error LNK2019: unresolved external symbol SDL_Init referenced in function main\n"
                               "C:\\Temp\\.xmake\\_3B21.b : fatal error LNK1120: 1 unresolved externals\n";
    expect_clean(xmake_check, sizeof xmake_check - 1, "xmake's package check that answers no");
    const char xmake_nvcc[] = "checking for flags (-O3) ... no\n"
                              "checkinfo: @programdir\\core\\sandbox\\modules\\os.lua:261: nvcc fatal   : Cannot find compiler 'cl.exe' in PATH\n";
    expect_first(xmake_nvcc, sizeof xmake_nvcc - 1, "NVCC_NO_CL", "a check whose compiler cannot run at all");
    const char check_line[] = "checkinfo: ...gramdir\\core\\sandbox\\modules\\import\\core\\tool\\linker.lua:75: @programdir\\modules\\core\\tools\\link.lua:164: _3B21098A97EA4520832C50BDC4452A70.o : error LNK2019: unresolved external symbol SDL_Init referenced in function main";
    char check_wrapped[512]; /* cut every 80 characters: the code lands two pieces after "checkinfo:" */
    size_t cw = 0;
    for (size_t i = 0; check_line[i]; ++i) {
        if (i && i % 80 == 0)
            check_wrapped[cw++] = '\n';
        check_wrapped[cw++] = check_line[i];
    }
    check_wrapped[cw++] = '\n';
    expect_clean(check_wrapped, cw, "xmake's package check, wrapped by the console");
    const char long_line[] = "warning: Compiler family detection failed due to error: ToolExecError: Command \"C:\\\\VS\\\\2022\\\\Community\\\\VC\\\\Tools\\\\MSVC\\\\14.40.33807\\\\bin\\\\HostX64\\\\x64\\\\cl.exe\" \"-E\" \"C:\\\\Users\\\\h\\\\testcc\\\\target\\\\debug\\\\build\\\\out\\\\detect_compiler_family.c\" did not execute successfully (status code exit code: 2).";
    char wrapped[1024]; /* cut every 80 characters, as a console does */
    size_t w = 0;
    for (size_t i = 0; long_line[i]; ++i) {
        if (i && i % 80 == 0)
            wrapped[w++] = '\n';
        wrapped[w++] = long_line[i];
    }
    wrapped[w++] = '\n';
    expect_clean(wrapped, w, "cc-rs's compiler-family probe, wrapped by the console");
}

/* LNK1104 on the library of a project that failed earlier in the log is that failure's consequence:
 * the project's own error stands first, also where no class names it (C2039, a message compiler's
 * error); a library that no earlier failure builds keeps its place. */
static void a_failed_projects_library_ranks_after_its_failure(void **state)
{
    (void)state;
    const char rows[] = "Error C2039 'level': not a member of 'Guild' scripts D:\\p\\src\\server\\scripts\\Commands\\cs_guild.cpp 238\n"
                        "Error LNK1104 cannot open file '..\\scripts\\Debug\\scripts.lib' worldserver D:\\p\\src\\server\\worldserver\\LINK 1\n";
    expect_first(rows, sizeof rows - 1, "UNCLASSIFIED", "C2039 in the project whose library the link misses");
    const char folder[] = "1>c:\\tp\\poco-1.6.0\\Foundation\\src\\pocomsg.mc(89) : error : unable to open output file\n"
                          "1>Project : error PRJ0019: A tool returned an error code from \"Performing Custom Build Step\"\n"
                          "2>LINK : fatal error LNK1104: cannot open file 'PocoFoundationd.lib'\n";
    expect_first(folder, sizeof folder - 1, "UNCLASSIFIED", "the custom build step of the library's folder");
    const char other[] = "1>c:\\tp\\app\\Widgets\\src\\view.cpp(9) : error : unable to open output file\n"
                         "2>LINK : fatal error LNK1104: cannot open file 'zlibstatic.lib'\n";
    expect_first(other, sizeof other - 1, "LINK_CANNOT_OPEN", "a library no earlier failure builds");
}

/* Drivers' own words for a failure, without the word error or with a banner of their own (cpanm,
 * RubyGems and mkmf, GHCi's linker, CPython's build.bat, a Perl script that died, GCC on a POSIX
 * header); a package search's own test program answers no; a failure MSBuild demoted to a
 * warning (ContinueOnError) fails nothing. */
static void driver_words_probes_and_demoted_failures(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"-> FAIL Configure failed for ./xs. See C:\\.cpanm\\work\\1\\build.log for details.", "EXIT_CODE_WRAPPER"},
        {"ERROR:  Error installing frob:", "EXIT_CODE_WRAPPER"},
        {"*** extconf.rb failed ***", "EXIT_CODE_WRAPPER"},
        {"During interactive linking, GHCi couldn't find the following symbol:", "LINK_UNRESOLVED"},
        {"Cannot locate MSBuild.exe on PATH or as MSBUILD variable", "MSVC_NOT_INSTALLED"},
        {"Undefined subroutine &Text::Template::GEN0::catpath called at template line 190.", "UNCLASSIFIED"},
        {"1>* Requested toolchain [ win64/debug ] was not found!\n"
         "1>C:\\vs\\Microsoft.MakeFile.Targets(44,5): error MSB3073: The command \"jam.bat\" exited with code 1.",
         "UNCLASSIFIED"},
        {"C:/src/frob/main.c:3:10: fatal error: sys/mman.h: No such file or directory", "MSVC_POSIX_HEADER"},
        {"C:/src/frob/tty.c:7:10: fatal error: termios.h: No such file or directory", "MSVC_POSIX_HEADER"},
        {"C:/src/frob/main.c:3:10: fatal error: frob/sys.h: No such file or directory", "MSVC_MISSING_INCLUDE"},
        {"frob.c(67): error C2143: syntax error: missing ')' before '*'", "MSVC_UNDECLARED"},
        {"frob.c(67): error C2081: 'u_int32_t': name in formal parameter list illegal", "MSVC_UNDECLARED"},
        {"frob.c(68): error C2143: syntax error: missing ';' before '{'", "MSVC_SYNTAX"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "a driver's own words");
    const char mkmf[] = "*** extconf.rb failed ***\n";
    expect_first_remedy(mkmf, sizeof mkmf - 1, "EXIT_CODE_WRAPPER", "mkmf.log");
    const char gem[] = "ERROR:  Error installing frob:\n"
                       "        ERROR: Failed to build gem native extension.\n"
                       "checking for whether -fvisibility=hidden is accepted as CFLAGS... no\n"
                       "*** extconf.rb failed ***\n";
    expect_first_at(gem, sizeof gem - 1, "EXIT_CODE_WRAPPER", 4);
    const char perl[] = "Undefined subroutine &Frob::catpath called at template line 190.\n";
    expect_first_remedy(perl, sizeof perl - 1, "UNCLASSIFIED", "Perl");
    const char *const clean[] = {
        "The MPI test test_mpi for C in mode normal failed to compile with the following output:\n"
        "Change Dir: C:/frob/build/CMakeFiles/CMakeTmp\n"
        "test_mpi.obj : error LNK2019: unresolved external symbol MPI_Init referenced in function main "
        "[C:\\frob\\build\\CMakeFiles\\CMakeTmp\\cmTC_2c20f.vcxproj]\n",
        "OpenMPTryFlag.obj : error LNK2019: unresolved external symbol omp_get_num_threads "
        "[C:\\frob\\build\\CMakeFiles\\CMakeTmp\\cmTC_1a2b3.vcxproj]\n",
        "     3>C:\\frob\\PCbuild\\pythoncore.vcxproj(534,5): warning MSB3073: The command \"git describe\" exited with code 9009.\n"
        "         The previous error was converted to a warning because the task was called with ContinueOnError=true.\n"
        "     3>C:\\frob\\PCbuild\\pythoncore.vcxproj(534,5): warning MSB4181: The \"Exec\" task returned false but did not log an error.\n"
        "         The previous error was converted to a warning because the task was called with ContinueOnError=true.\n"
        "         Build continuing because \"ContinueOnError\" on the task \"Exec\" is set to \"true\".\n",
    };
    for (size_t i = 0; i < sizeof clean / sizeof clean[0]; ++i)
        expect_clean(clean[i], strlen(clean[i]), clean[i]);
}

/* One code, several causes: C2131 is a variable-length array unless a note under it tells another
 * failure of constant evaluation (a 'note' record), and its remedy names both where none does;
 * windows.h's max macro (C2589), the gcc crate's status, git's work tree (corpus README, tenth
 * round). */
static void notes_tell_a_codes_cause(void **state)
{
    (void)state;
    const char heap[] = "C:\\frob\\ssdp.h(29,43): error C2131: expression did not evaluate to a constant [C:\\frob\\frob.vcxproj]\n"
                        "  (compiling source file '../src/ssdp.cpp')\n"
                        "      C:\\frob\\ssdp.h(29,43):\n"
                        "      (sub-)object points to memory which was heap allocated during constant evaluation\n";
    expect_first_remedy(heap, sizeof heap - 1, "UNCLASSIFIED", "const");
    const char call[] = "frob.cpp(12): error C2131: expression did not evaluate to a constant\n"
                        "frob.cpp(12): note: failure was caused by call of undefined function or one not declared 'constexpr'\n";
    expect_first(call, sizeof call - 1, "UNCLASSIFIED", "a call not declared constexpr");
    const char vla[] = "frob.cpp(12): error C2131: expression did not evaluate to a constant\n"
                       "frob.cpp(12): note: failure was caused by a read of a variable outside its lifetime\n"
                       "frob.cpp(12): note: see usage of 'n'\n";
    expect_first_remedy(vla, sizeof vla - 1, "MSVC_VLA", "variable-length array");
    expect_first_remedy(vla, sizeof vla - 1, "MSVC_VLA", "constexpr");
    /* a note too far below, or under another diagnostic, tells nothing of it */
    const char far[] = "frob.cpp(12): error C2131: expression did not evaluate to a constant\n"
                       "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n"
                       "      (sub-)object points to memory which was heap allocated during constant evaluation\n";
    expect_first(far, sizeof far - 1, "MSVC_VLA", "a note out of reach");
    const char other[] = "frob.cpp(12): error C2131: expression did not evaluate to a constant\n"
                         "frob.cpp(14): error C2065: 'frob': undeclared identifier\n"
                         "      (sub-)object points to memory which was heap allocated during constant evaluation\n";
    expect_first(other, sizeof other - 1, "MSVC_VLA", "a note under another diagnostic");
    const char streams[] = "1>frob.cpp(12): error C2131: expression did not evaluate to a constant\n"
                           "2>      (sub-)object points to memory which was heap allocated during constant evaluation\n";
    expect_first(streams, sizeof streams - 1, "MSVC_VLA", "a note of another project");
    /* a note's words alone are no failure, and never hide a wrapper on their line */
    const char alone[] = "      (sub-)object points to memory which was heap allocated during constant evaluation\n";
    wg_classifier *c = classify(alone, sizeof alone - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    const char wrapped[] = "heap allocated during constant evaluation: the command exited with code 2\n";
    expect_first(wrapped, sizeof wrapped - 1, "EXIT_CODE_WRAPPER", "a note's words on a wrapper's line");
    const char minmax[] = "frob/env.h(795): warning C4003: not enough actual parameters for macro 'max'\n"
                          "frob/env.h(795): error C2589: '(': illegal token on right side of '::'\n"
                          "frob/env.h(795): error C2059: syntax error: '::'\n";
    expect_first_remedy(minmax, sizeof minmax - 1, "MSVC_SYNTAX", "NOMINMAX");
    const char gcc_crate[] = "process didn't exit successfully: `C:\\frob\\build-script-build` (exit code: 101)\n"
                             "--- stdout\n"
                             "running: \"cl.exe\" \"/nologo\" \"/c\" \"frob.c\"\n"
                             "ExitStatus(ExitStatus(2))\n";
    expect_first_at(gcc_crate, sizeof gcc_crate - 1, "CARGO_WRAPPER", 4);
    /* an unknown error line cut by an 80-column console joins the wrapper words of its rest (a
     * setuptools line); the next line that starts a diagnostic of its own does not */
    const char cut[] = "error: Setup script exited with error: command 'C:\\\\Program Files\\\\Microsoft Vis\n"
                       "ual Studio\\\\2022\\\\Community\\\\VC\\\\Tools\\\\MSVC\\\\14.39.33519\\\\bin\\\\HostX86\\\\x64\\\\cl\n"
                       ".exe' failed with exit code 2\n";
    expect_first_at(cut, sizeof cut - 1, "SETUPTOOLS_WRAPPER", 1);
    const char own[] = "frob: error: the generator stopped while it wrote the tables of the frob target.\n"
                       "C:\\frob\\frob.targets(5,5): error MSB3721: The command \"ml64.exe frob.asm\" exited with code 1.\n";
    expect_first_at(own, sizeof own - 1, "UNCLASSIFIED", 1);
    /* an Error List row's File and Line columns place it: a C2039 first in a header is the cause of
     * the C2065 after it there (a cascade), as on a compiler's own lines */
    const char rows[] = "Error\tC2039\t'addField': is not a member of 'Frob::Shape'\tfrob_tests\tC:\\frob\\tests\\shape.h\t118\t\n"
                        "Error\tC2065\t'FASTCALL': undeclared identifier\tfrob_tests\tC:\\frob\\tests\\shape.h\t120\t\n";
    expect_first_at(rows, sizeof rows - 1, "UNCLASSIFIED", 1);
    const char work_tree[] = "  fatal: could not create work tree dir '': No such file or directory\n"
                             "  CMake Error at frob-subbuild/frob-populate-prefix/tmp/frob-populate-gitclone.cmake:39 (message):\n"
                             "    Failed to clone repository: 'https://example.org/frob'\n";
    expect_first_at(work_tree, sizeof work_tree - 1, "FETCH_NEEDS_NETWORK", 1);
}


/* A CMake message whose "CMake Error at" header the paste cut off (indented text, then the call
 * stack) is the failure where the log fails otherwise (colcon's failed package), reported at its
 * first line; alone it may be a warning's, and fails nothing (corpus README, ninth round). */
static void cmake_block_without_its_header(void **state)
{
    (void)state;
    const char failed[] = "  Package 'frob_cpp' exports the library 'C:/opt/frob/lib/frobd.lib' which\n"
                          "  doesn't exist\n"
                          "Call Stack (most recent call first):\n"
                          "  C:/ws/install/share/frob_cpp/cmake/frob_cppConfig.cmake:38 (include)\n"
                          "  CMakeLists.txt:22 (find_package)\n"
                          "---\n"
                          "Failed   <<< frob_msgs\t[ Exited with code 1 ]\n"
                          "  1 package failed: frob_msgs\n";
    expect_first_at(failed, sizeof failed - 1, "CMAKE_ERROR", 1);
    const char alone[] = "  Package 'frob_cpp' exports the library 'C:/opt/frob/lib/frobd.lib' which\n"
                         "  doesn't exist\n"
                         "Call Stack (most recent call first):\n"
                         "  CMakeLists.txt:22 (find_package)\n";
    wg_classifier *c = classify(alone, sizeof alone - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    /* a header the log kept, even where a paste's fence or quote marker hid it from the block, heads
     * its message: a warning's call stack is no headless error */
    const char fenced[] = "CMake Warning at CMakeLists.txt:5 (message):\n"
                          "  frob is deprecated\n"
                          "```\n"
                          "  use frob2\n"
                          "Call Stack (most recent call first):\n"
                          "  CMakeLists.txt:5 (include)\n"
                          "FAILED: frob.obj\n";
    expect_first(fenced, sizeof fenced - 1, "NINJA_WRAPPER", "a fenced warning block");
    const char quoted[] = ">CMake Warning at CMakeLists.txt:5 (message):\n"
                          "  frob is deprecated\n"
                          "Call Stack (most recent call first):\n"
                          "  CMakeLists.txt:5 (include)\n"
                          "FAILED: frob.obj\n";
    expect_first(quoted, sizeof quoted - 1, "NINJA_WRAPPER", "a warning block behind a quote marker");
    /* a block behind VS Code's CMake Tools channel, or in an Error List row with no code, is one
     * block still: its cause is reported at its header */
    const char channel[] = "[cmake] CMake Error at CMakeLists.txt:3 (project):\n"
                           "[cmake]   The CMAKE_C_COMPILER:\n"
                           "[cmake] \n"
                           "[cmake]     C:/vs/VC/Tools/MSVC/14.14.26428/bin/Hostx86/x86/cl.exe\n"
                           "[cmake] \n"
                           "[cmake]   is not a full path to an existing compiler tool.\n";
    expect_first_at(channel, sizeof channel - 1, "COMMAND_NOT_FOUND", 1);
    const char row[] = "Error\t\tCMake Error at C:\\frob\\CMakeLists.txt:3 (project):\n"
                       "  The CMAKE_C_COMPILER:\n"
                       "\n"
                       "    C:/vs/VC/Tools/MSVC/14.37.32822/bin/Hostx64/x64/cl.exe\n"
                       "\n"
                       "  is not a full path to an existing compiler tool.\tcmake\tC:\\frob\\CMakeLists.txt\t3\t\t\n";
    expect_first_at(row, sizeof row - 1, "COMMAND_NOT_FOUND", 1);
}

/* Runners with no wrapper class of their own report a failed step in EXIT_CODE_WRAPPER lines
 * (colcon, Unreal's AutomationTool, "BUILD FAILED"), innermost first; keys cut by the paste inside
 * a CMake Error block or FindCUDA's header still name their cause; an exit status and a GNU
 * driver's "No such file" name theirs (corpus README, ninth round). */
static void runner_wrappers_and_cut_causes(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"Failed   <<< frob_msgs\t[ Exited with code 1 ]", "EXIT_CODE_WRAPPER"},
        {"  1 package failed: frob_msgs", "EXIT_CODE_WRAPPER"},
        {"  2 packages failed: frob_msgs frob_nodes", "EXIT_CODE_WRAPPER"},
        {"AutomationTool exiting with ExitCode=5 (5)", "EXIT_CODE_WRAPPER"},
        {"BUILD FAILED", "EXIT_CODE_WRAPPER"},
        {"scons: *** [frob\\math.obj] Error 309", "EXIT_CODE_WRAPPER"},
        {"mingw32-make[2]: *** [CMakeFiles\\frob.dir\\build.make:76: frob.obj] Error 1", "MAKE_WRAPPER"},
        {"ERROR: UnrealBuildTool failed. See log for more details. (C:\\UE\\Logs\\UBT-Frob.txt)", "EXIT_CODE_WRAPPER"},
        {"CMake Error at C:/cmake/share/cmake-3.4/Modules/FindCUDA.cmake:617 (message):\n  Specify CUDA_TOOLKI",
         "CMAKE_NO_CUDA_COMPILER"},
        {"  CMake Error at frob_generated_kernel.cu.ob", "FINDCUDA_WRAPPER"},
        {"  Internal error occurred: Command \"lib.exe\" \"/OUT:frob.lib\" with args \"lib.exe\" did not execute "
         "successfully (status code exit code: 1180).",
         "UNCLASSIFIED"},
        {"g++.exe: error: /DELAYLOAD:NODE.EXE: No such file or directory", "LINK_MISSING_INPUT"},
        {"g++.exe: error: C:Usersmenode.lib: No such file or directory", "LINK_MISSING_INPUT"},
        {"g++.exe: error: libfrob.a: No such file or directory", "LINK_MISSING_INPUT"},
        {"g++.exe: error: /LIBPATH:C:\\frob\\lib: No such file or directory", "LINK_MISSING_INPUT"},
        {"g++.exe: error: /NODEFAULTLIB:LIBCMT: No such file or directory", "LINK_MISSING_INPUT"},
        {"Error: linker exited with status 1180", "UNCLASSIFIED"},
        {"g++: error: /TP: No such file or directory", "UNCLASSIFIED"},
        {"C:\\Python27\\python.exe: can't find '__main__' module in 'src'\n"
         "NMAKE : fatal error U1077: 'C:\\Python27\\python.exe' : return code '0x1'",
         "UNCLASSIFIED"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "a runner's wrapper or a cut cause");
    const char uat[] = "ERROR: UnrealBuildTool failed. See log for more details. (C:\\UE\\Logs\\UBT-Frob.txt)\n"
                       "AutomationTool exiting with ExitCode=5 (5)\n"
                       "BUILD FAILED\n";
    expect_first_at(uat, sizeof uat - 1, "EXIT_CODE_WRAPPER", 1);
    const char lib1180[] = "did not execute successfully (status code exit code: 1180).\n";
    expect_first_remedy(lib1180, sizeof lib1180 - 1, "UNCLASSIFIED", "disk space");
    const char lnk1180[] = "LINK : fatal error LNK1180: insufficient disk space to complete link\n";
    expect_first_remedy(lnk1180, sizeof lnk1180 - 1, "UNCLASSIFIED", "disk space");
    /* FindCUDA's per-object line of a build that works is no failure */
    const char clean[] = "  Building NVCC (Device) object CMakeFiles/frob.dir/frob_generated_kernel.cu.obj\n";
    wg_classifier *c = classify(clean, sizeof clean - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
}

/* Evidence of a failure in no build tool's words is never a GO: a crash or an assertion in the
 * runtime's words, cmd's "was unexpected at this time", Windows' "Access is denied", a file another
 * process holds, error 2 alone, a build tool's or a script's own "Build failed", CMake's find_package
 * text without its header, an internal compiler error in lower case (each a GO before) */
static void failure_evidence_in_no_build_tools_words(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"Segmentation fault (core dumped)", "UNCLASSIFIED"},
        {"Assertion failed: n > 0, file gen.c, line 12", "UNCLASSIFIED"},
        {"terminate called after throwing an instance of 'std::runtime_error'", "UNCLASSIFIED"},
        {"Exception in thread \"main\" java.lang.NullPointerException", "UNCLASSIFIED"},
        {"\\Microsoft was unexpected at this time.", "UNCLASSIFIED"},
        {"Access is denied.", "UNCLASSIFIED"},
        {"The process cannot access the file because it is being used by another process.", "UNCLASSIFIED"},
        {"The system cannot find the file specified.", "COMMAND_NOT_FOUND"},
        {"Das System kann die angegebene Datei nicht finden.", "COMMAND_NOT_FOUND"},
        {"\xe7\xb3\xbb\xe7\xbb\x9f\xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe6\x8c\x87\xe5\xae\x9a\xe7\x9a\x84\xe6\x96\x87\xe4\xbb\xb6\xe3\x80\x82", "COMMAND_NOT_FOUND"},
        {"gen.c: Internal compiler error.", "UNCLASSIFIED"},
        {"Process finished with status 0x80000003 (a breakpoint)", "UNCLASSIFIED"},
        {"ERROR CODE MSB6006 \"stampinf.exe\" exited with code - 1073740791.", "UNCLASSIFIED"},
        {"Build failed.", "EXIT_CODE_WRAPPER"},
        {"[build] build failed (exit status not given)", "EXIT_CODE_WRAPPER"},
        {"Le fichier sp\xc3\xa9" "cifi\xc3\xa9 est introuvable.", "COMMAND_NOT_FOUND"},
        {"FAILURE: Build failed with an exception.", "EXIT_CODE_WRAPPER"},
        {"Compilation failed", "EXIT_CODE_WRAPPER"},
        {"      'pybind11::class_<StringVector>::def': no matching overloaded function", "UNCLASSIFIED"},
        {"'std::max': ambiguous call to overloaded function", "UNCLASSIFIED"},
        {"'initializing': cannot convert from 'const char [4]' to 'std::wstring'", "UNCLASSIFIED"},
        {"'Widget': no appropriate default constructor available", "UNCLASSIFIED"},
        {"'Shape': cannot instantiate abstract class", "UNCLASSIFIED"},
        {"'resize': function does not take 3 arguments", "UNCLASSIFIED"},
        {"Failed to compile extension module", "EXIT_CODE_WRAPPER"},
        {"Configuration failed", "EXIT_CODE_WRAPPER"},
        {"Gem::Ext::BuildError: Failed to build gem native extension.", "EXIT_CODE_WRAPPER"},
        {"Error: Command failed: cmake --build . --config Release", "EXIT_CODE_WRAPPER"},
        {"  Could not find a package configuration file provided by \"Qt5\" with any of the following names:", "CMAKE_ERROR"},
        {"  Could not find a configuration file for package \"OpenCV\" that is compatible with requested version \"4\".", "CMAKE_ERROR"},
        {"  No CMAKE_CXX_COMPILER could be found.", "CMAKE_ERROR"},
        {"make[2]: *** No rule to make target 'gen/version.h', needed by 'main.o'.  Stop.", "UNCLASSIFIED"},
        {"Unhandled exception at 0x00007FF6A1B2C3D4 in genbindings.exe: 0xC0000374", "UNCLASSIFIED"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "failure evidence in no build tool's words");
    const char warned[] = "CMake Warning at CMakeLists.txt:9 (find_package):\n"
                          "  Could not find a package configuration file provided by \"Qt5\" with any of the following names:\n"
                          "-- Configuring done\n";
    expect_clean(warned, sizeof warned - 1, "an optional find_package's warning");
}

/* Failure evidence without a diagnostic code, in the wordings the widening pass (s9-34m9) found
 * beside its corpus cases: a typographic apostrophe in French cmd, PowerShell 7's "as a name of a
 * cmdlet", GNU coreutils' link run for MSVC's, link.exe's options read by a MinGW driver as
 * inputs, crash and loader statuses as unsigned decimals, CTest's failed tests (while "0 tests
 * failed" stays clean). */
static void evidence_without_codes_in_more_words(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"'bash' n\xe2\x80\x99" "est pas reconnu en tant que commande interne", "SHELL_NOT_FOUND"},
        {"bash: The term 'bash' is not recognized as a name of a cmdlet, function, script file, or executable program.", "SHELL_NOT_FOUND"},
        {"link: missing operand", "COMMAND_NOT_FOUND"},
        {"/usr/bin/link: extra operand '/OUT:build_script_build.exe'", "COMMAND_NOT_FOUND"},
        {"subprocess.CalledProcessError: Command '['gen.exe']' returned non-zero exit status 3221226505.", "UNCLASSIFIED"},
        {"subprocess.CalledProcessError: Command '['gen.exe']' returned non-zero exit status 3221225725.", "UNCLASSIFIED"},
        {"`gcc.exe' failed in phase `C Compiler'. (Exit code: 0xC0000142)", "UNCLASSIFIED"},
        {"The application was unable to start correctly (0xc0000142).", "UNCLASSIFIED"},
        {"90% tests passed, 1 tests failed out of 10", "UNCLASSIFIED"},
        {"g++.exe: error: /SUBSYSTEM:WINDOWS: No such file or directory", "LINK_MISSING_INPUT"},
        {"c++.exe: error: /ENTRY:mainCRTStartup: No such file or directory", "LINK_MISSING_INPUT"},
        {"gcc.exe: error: /OUT:app.exe: No such file or directory", "LINK_MISSING_INPUT"},
        {"gen.c:1:0: sorry, unimplemented: code model 'large' not supported in the 32 bit mode", "UNCLASSIFIED"},
        {"[ilink32 Error] Fatal: Unable to open file 'VCLSTUB.OBJ'", "LINK_MISSING_INPUT"},
        {"AutoMoc subprocess error", "UNCLASSIFIED"},
        {"checking for zlib.h... *** ../../../../ext/zlib/extconf.rb failed ***", "EXIT_CODE_WRAPPER"},
        {"C:/Ruby22/lib/ruby/2.2.0/mkmf.rb:456:in `try_do': The compiler failed to generate an executable file.", "UNCLASSIFIED"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "evidence without codes in more words");
    const char passed[] = "100% tests passed, 0 tests failed out of 50\n\nTotal Test time (real) =  26.88 sec\n";
    expect_clean(passed, sizeof passed - 1, "CTest's summary with no failed test");
}

/* Windows' own words for errors 32 (a file another process holds), 193 (no program for this Windows)
 * and 15 (no such drive), and Polish for errors 2 and 3, in the languages Visual Studio ships: a build
 * step that printed one failed, with no code beside it. .NET's words for error 32 in a copy's retry
 * warning (MSB3026) stay a clean log's warning. */
static void windows_errors_in_more_languages(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"Der Prozess kann nicht auf die Datei zugreifen, da sie von einem anderen Prozess verwendet wird.", "UNCLASSIFIED"},
        {"Le processus ne peut pas acc\xc3\xa9" "der au fichier car ce fichier est utilis\xc3\xa9 par un autre processus.", "UNCLASSIFIED"},
        {"\xe5\x8f\xa6\xe4\xb8\x80\xe4\xb8\xaa\xe7\xa8\x8b\xe5\xba\x8f\xe6\xad\xa3\xe5\x9c\xa8\xe4\xbd\xbf\xe7\x94\xa8\xe6\xad\xa4\xe6\x96\x87\xe4\xbb\xb6\xef\xbc\x8c\xe8\xbf\x9b\xe7\xa8\x8b\xe6\x97\xa0\xe6\xb3\x95\xe8\xae\xbf\xe9\x97\xae\xe3\x80\x82", "UNCLASSIFIED"},
        {"\xd0\x9f\xd1\x80\xd0\xbe\xd1\x86\xd0\xb5\xd1\x81\xd1\x81 \xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82 \xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb8\xd1\x82\xd1\x8c \xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd1\x83\xd0\xbf \xd0\xba \xd1\x84\xd0\xb0\xd0\xb9\xd0\xbb\xd1\x83, \xd1\x82\xd0\xb0\xd0\xba \xd0\xba\xd0\xb0\xd0\xba \xd1\x8d\xd1\x82\xd0\xbe\xd1\x82 \xd1\x84\xd0\xb0\xd0\xb9\xd0\xbb \xd0\xb7\xd0\xb0\xd0\xbd\xd1\x8f\xd1\x82 \xd0\xb4\xd1\x80\xd1\x83\xd0\xb3\xd0\xb8\xd0\xbc \xd0\xbf\xd1\x80\xd0\xbe\xd1\x86\xd0\xb5\xd1\x81\xd1\x81\xd0\xbe\xd0\xbc.", "UNCLASSIFIED"},
        {"\xe3\x83\x97\xe3\x83\xad\xe3\x82\xbb\xe3\x82\xb9\xe3\x81\xaf\xe3\x83\x95\xe3\x82\xa1\xe3\x82\xa4\xe3\x83\xab\xe3\x81\xab\xe3\x82\xa2\xe3\x82\xaf\xe3\x82\xbb\xe3\x82\xb9\xe3\x81\xa7\xe3\x81\x8d\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82\xe5\x88\xa5\xe3\x81\xae\xe3\x83\x97\xe3\x83\xad\xe3\x82\xbb\xe3\x82\xb9\xe3\x81\x8c\xe4\xbd\xbf\xe7\x94\xa8\xe4\xb8\xad\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82", "UNCLASSIFIED"},
        {"El proceso no tiene acceso al archivo porque est\xc3\xa1 siendo utilizado por otro proceso.", "UNCLASSIFIED"},
        {"%1 n\xe2\x80\x99" "est pas une application Win32 valide.", "UNCLASSIFIED"},
        {"%1 \xd0\xbd\xd0\xb5 \xd1\x8f\xd0\xb2\xd0\xbb\xd1\x8f\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f \xd0\xbf\xd1\x80\xd0\xb8\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5\xd0\xbc Win32.", "UNCLASSIFIED"},
        {"%1 \xe3\x81\xaf\xe6\x9c\x89\xe5\x8a\xb9\xe3\x81\xaa Win32 \xe3\x82\xa2\xe3\x83\x97\xe3\x83\xaa\xe3\x82\xb1\xe3\x83\xbc\xe3\x82\xb7\xe3\x83\xa7\xe3\x83\xb3\xe3\x81\xa7\xe3\x81\xaf\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82", "UNCLASSIFIED"},
        {"%1 no es una aplicaci\xc3\xb3n Win32 v\xc3\xa1lida.", "UNCLASSIFIED"},
        {"Das System kann das angegebene Laufwerk nicht finden.", "UNCLASSIFIED"},
        {"\xe7\xb3\xbb\xe7\xbb\x9f\xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe6\x8c\x87\xe5\xae\x9a\xe7\x9a\x84\xe9\xa9\xb1\xe5\x8a\xa8\xe5\x99\xa8\xe3\x80\x82", "UNCLASSIFIED"},
        {"\xd0\xa1\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbc\xd0\xb5 \xd0\xbd\xd0\xb5 \xd1\x83\xd0\xb4\xd0\xb0\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f \xd0\xbd\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb8 \xd1\x83\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xb4\xd0\xb8\xd1\x81\xd0\xba.", "UNCLASSIFIED"},
        {"System nie mo\xc5\xbc" "e odnale\xc5\xba\xc4\x87 okre\xc5\x9blonej \xc5\x9b" "cie\xc5\xbcki.", "UNCLASSIFIED"},
        {"Nie mo\xc5\xbcna odnale\xc5\xba\xc4\x87 okre\xc5\x9blonego pliku.", "COMMAND_NOT_FOUND"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "Windows' errors in more languages");
    const char retry[] = "  Copying file from \"a.dll\" to \"bin\\a.dll\".\n"
        "C:\\x.targets(4,5): warning MSB3026: Der Prozess kann nicht auf die Datei \"bin\\a.dll\" zugreifen, da sie von einem anderen Prozess verwendet wird.\n";
    expect_clean(retry, sizeof retry - 1, ".NET's file in use in a copy's retry warning");
}

/* cmd's "is not recognized" shown in a wrong code page, as pastes carry it: the console's OEM bytes
 * (Russian CP866, Japanese CP932, Korean CP949) read as CP1252, Latin-1 or CP1251, with the soft hyphens
 * a paste loses; keyed on runs of letters each view keeps (GBK has its own keys). */
static void not_recognized_in_wrong_code_pages(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"\"java\" \xd2\x90 \xd0\xbf\xd1\x9e\xc2\xab\xd0\xbf\xd2\x90\xd0\xb2\xd0\xb1\xd0\xbf \xd1\x9e\xd0\xb3\xd0\xb2\xd0\xb0\xd2\x90\xd2\x90\xc2\xa9 \xd0\x81\xc2\xab\xd0\x81 \xd1\x9e\xd2\x90\xd0\xb8\xd2\x90\xc2\xa9 \xd0\x84\xc2\xae\xc2\xac \xc2\xa4\xc2\xae\xc2\xa9, \xd0\x81\xd0\xb1\xd0\x87\xc2\xae\xc2\xab\xd0\xbf\xd2\x90\xc2\xac\xc2\xae\xc2\xa9 \xd0\x87\xd0\xb0\xc2\xae\xd0\x88\xd0\xb0 \xc2\xac\xc2\xac\xc2\xae\xc2\xa9 \xd0\x81\xc2\xab\xd0\x81 \xd0\x87 \xd0\x84\xd2\x90\xd0\xb2\xd0\xbb\xc2\xac \xd0\xb4 \xc2\xa9\xc2\xab\xc2\xae\xc2\xac.", "COMMAND_NOT_FOUND"},
        {"'cl' \xc2\xad\xc2\xa5 \xc3\xaf\xc2\xa2\xc2\xab\xc3\xaf\xc2\xa5\xc3\xa2\xc3\xa1\xc3\xaf \xc2\xa2\xc2\xad\xc3\xa3\xc3\xa2\xc3\xa0\xc2\xa5\xc2\xad\xc2\xad\xc2\xa5\xc2\xa9 \xc2\xa8\xc2\xab\xc2\xa8 \xc2\xa2\xc2\xad\xc2\xa5\xc3\xa8\xc2\xad\xc2\xa5\xc2\xa9", "COMMAND_NOT_FOUND"},
        {"'cl' \xe2\x80\x9a\xc3\x8d\xef\xbf\xbd" "A\xe2\x80\x9c\xc3\xa0\xe2\x80\xa2\xe2\x80\x9d\xc6\x92R\xc6\x92}\xc6\x92\xe2\x80\x9c\xc6\x92h\xe2\x80\x9a\xc3\x9c\xe2\x80\x9a\xc2\xbd\xe2\x80\x9a\xc3\x8d\xc5\xa0O\xe2\x80\xa2\xe2\x80\x9d\xc6\x92R\xc6\x92}\xc6\x92\xe2\x80\x9c\xc6\x92h\xef\xbf\xbd" "A", "COMMAND_NOT_FOUND"},
        {"'cl'\xc3\x80\xc2\xba(\xc2\xb4\xc3\x82) \xc2\xb3\xc2\xbb\xc2\xba\xc3\x8e \xc2\xb6\xc3\x87\xc2\xb4\xc3\x82 \xc2\xbf\xc3\x9c\xc2\xba\xc3\x8e \xc2\xb8\xc3\xad\xc2\xb7\xc3\x89, \xc2\xbd\xc3\x87\xc3\x87\xc3\xa0\xc3\x87\xc3\x92 \xc2\xbc\xc3\xb6 \xc3\x80\xc3\x96\xc2\xb4\xc3\x82 \xc3\x87\xc3\x81\xc2\xb7\xc3\x8e\xc2\xb1\xc3\x97\xc2\xb7\xc2\xa5, \xc2\xb6\xc3\x87\xc2\xb4\xc3\x82", "COMMAND_NOT_FOUND"},
        {"\"bash\" \xd2\x90 \xd0\xbf\xd1\x9e\xc2\xab\xd0\xbf\xd2\x90\xd0\xb2\xd0\xb1\xd0\xbf \xd1\x9e\xd0\xb3\xd0\xb2\xd0\xb0\xd2\x90\xd2\x90\xc2\xa9 \xd0\x81\xc2\xab\xd0\x81 \xd1\x9e\xd2\x90\xd0\xb8\xd2\x90\xc2\xa9", "SHELL_NOT_FOUND"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "cmd's not recognized in a wrong code page");
}

/* Windows' error 14001 (a program whose manifest names a side-by-side assembly, an old Visual C++
 * runtime, that is not installed) in its English, German and Chinese words: a program the build runs
 * could not load its runtime; cmd's own words when a program will not run name no cause (UNCLASSIFIED,
 * never a GO). .NET's "access to the path is denied" in a
 * copy's retry warning (MSB3026), whose Russian and Spanish words begin with Windows' error 5, stays a
 * clean log's warning. */
static void side_by_side_configuration_errors(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"The application has failed to start because its side-by-side configuration is incorrect.", "RUNTIME_DLL_NOT_FOUND"},
        {"Die Anwendung konnte nicht gestartet werden, weil die Side-by-Side-Konfiguration ung\xc3\xbcltig ist.", "RUNTIME_DLL_NOT_FOUND"},
        {"\xe5\xba\x94\xe7\x94\xa8\xe7\xa8\x8b\xe5\xba\x8f\xe6\x97\xa0\xe6\xb3\x95\xe5\x90\xaf\xe5\x8a\xa8\xef\xbc\x8c\xe5\x9b\xa0\xe4\xb8\xba\xe5\xba\x94\xe7\x94\xa8\xe7\xa8\x8b\xe5\xba\x8f\xe7\x9a\x84\xe5\xb9\xb6\xe8\xa1\x8c\xe9\x85\x8d\xe7\xbd\xae\xe4\xb8\x8d\xe6\xad\xa3\xe7\xa1\xae\xe3\x80\x82", "RUNTIME_DLL_NOT_FOUND"},
        {"The system cannot execute the specified program.", "UNCLASSIFIED"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "a side-by-side configuration error");
    const char retry[] = "  Copying file from \"a.dll\" to \"bin\\a.dll\".\n"
        "C:\\x.targets(4,5): warning MSB3026: \xd0\x9e\xd1\x82\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd0\xbd\xd0\xbe \xd0\xb2 \xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd1\x83\xd0\xbf\xd0\xb5 \xd0\xbf\xd0\xbe \xd0\xbf\xd1\x83\xd1\x82\xd0\xb8 \"bin\\a.dll\".\n"
        "C:\\x.targets(4,5): warning MSB3026: Acceso denegado a la ruta de acceso 'bin\\a.dll'.\n";
    expect_clean(retry, sizeof retry - 1, ".NET's access to the path denied in a copy's retry warning");
}

/* Failure evidence that carries no diagnostic code (issue 34, twelfth round): Windows' loader dialog
 * for a missing DLL in its three Windows wordings and Visual Studio's languages, a build script's own
 * words for a program it found nowhere, a batch script's byte-order mark read as its first command,
 * Error List rows copied without their Code column (and C1853's message alone), R's status 127 that R
 * prints as a warning, Bazel's shell actions run by Windows' WSL launcher and its server's crash.
 * Error List warning rows, the Error List's header and a status of 0 stay clean. */
static void failure_evidence_without_codes_round_twelve(void **state)
{
    (void)state;
    static const char *const failing[][2] = {
        {"This application has failed to start because MSVCR100.dll was not found. Re-installing the application may fix this problem.", "RUNTIME_DLL_NOT_FOUND"},
        {"The code execution cannot proceed because VCOMP140.DLL was not found.", "RUNTIME_DLL_NOT_FOUND"},
        {"Das Programm kann nicht gestartet werden, da api-ms-win-crt-runtime-l1-1-0.dll auf dem Computer fehlt.", "RUNTIME_DLL_NOT_FOUND"},
        {"Die Ausf\xc3\xbchrung des Codes kann nicht fortgesetzt werden, da Qt6Cored.dll nicht gefunden wurde.", "RUNTIME_DLL_NOT_FOUND"},
        {"L'ex\xc3\xa9" "cution du code ne peut pas continuer car msvcp140.dll est introuvable.", "RUNTIME_DLL_NOT_FOUND"},
        {"La ejecuci\xc3\xb3n de c\xc3\xb3" "digo no puede continuar porque no se encontr\xc3\xb3 glfw3.dll.", "RUNTIME_DLL_NOT_FOUND"},
        {"Impossibile avviare il programma perch\xc3\xa9 api-ms-win-crt-runtime-l1-1-0.dll non \xc3\xa8 presente nel computer.", "RUNTIME_DLL_NOT_FOUND"},
        {"A execu\xc3\xa7\xc3\xa3o de c\xc3\xb3" "digo n\xc3\xa3o pode continuar porque libxml2.dll n\xc3\xa3o foi encontrado.", "RUNTIME_DLL_NOT_FOUND"},
        {"\xe3\x82\xb3\xe3\x83\xb3\xe3\x83\x94\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xbf\xe3\x83\xbc\xe3\x81\xab VCRUNTIME140.dll \xe3\x81\x8c\xe3\x81\xaa\xe3\x81\x84\xe3\x81\x9f\xe3\x82\x81\xe3\x80\x81\xe3\x83\x97\xe3\x83\xad\xe3\x82\xb0\xe3\x83\xa9\xe3\x83\xa0\xe3\x82\x92\xe9\x96\x8b\xe5\xa7\x8b\xe3\x81\xa7\xe3\x81\x8d\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82", "RUNTIME_DLL_NOT_FOUND"},
        {"\xe7\x94\xb1\xe4\xba\x8e\xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0 VCRUNTIME140_1.dll\xef\xbc\x8c\xe6\x97\xa0\xe6\xb3\x95\xe7\xbb\xa7\xe7\xbb\xad\xe6\x89\xa7\xe8\xa1\x8c\xe4\xbb\xa3\xe7\xa0\x81\xe3\x80\x82\xe9\x87\x8d\xe6\x96\xb0\xe5\xae\x89\xe8\xa3\x85\xe7\xa8\x8b\xe5\xba\x8f\xe5\x8f\xaf\xe8\x83\xbd\xe4\xbc\x9a\xe8\xa7\xa3\xe5\x86\xb3\xe6\xad\xa4\xe9\x97\xae\xe9\xa2\x98\xe3\x80\x82", "RUNTIME_DLL_NOT_FOUND"},
        {"mfc100.dll\xec\x9d\xb4(\xea\xb0\x80) \xec\x97\x86\xec\x96\xb4 \xec\xbd\x94\xeb\x93\x9c \xec\x8b\xa4\xed\x96\x89\xec\x9d\x84 \xec\xa7\x84\xed\x96\x89\xed\x95\xa0 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4.", "RUNTIME_DLL_NOT_FOUND"},
        {"\xd0\x9d\xd0\xb5 \xd1\x83\xd0\xb4\xd0\xb0\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xb6\xd0\xb8\xd1\x82\xd1\x8c \xd0\xb2\xd1\x8b\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xba\xd0\xbe\xd0\xb4\xd0\xb0, \xd0\xbf\xd0\xbe\xd1\x81\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd1\x83 \xd1\x81\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbc\xd0\xb0 \xd0\xbd\xd0\xb5 \xd0\xbe\xd0\xb1\xd0\xbd\xd0\xb0\xd1\x80\xd1\x83\xd0\xb6\xd0\xb8\xd0\xbb\xd0\xb0 dnssd.dll.", "RUNTIME_DLL_NOT_FOUND"},
        {"  Missing dependency: nasm", "COMMAND_NOT_FOUND"},
        {"cmake not found in PATH", "COMMAND_NOT_FOUND"},
        {"error: could not find ninja executable", "COMMAND_NOT_FOUND"},
        {"Error: 'nasm' is not installed", "COMMAND_NOT_FOUND"},
        {"nasm/yasm not found or too old. Use --disable-x86asm for a crippled build.", "COMMAND_NOT_FOUND"},
        {"'\xe2\x88\xa9\xe2\x95\x97\xe2\x94\x90REM' is not recognized as an internal or external command,", "COMMAND_NOT_FOUND"},
        {"Error\tprecompiled header file is from a different version of the compiler, or the precompiled header is C++ and you are using it from C (or vice versa)\tapp\tC:\\src\\a.cpp\t1\t", "UNCLASSIFIED"},
        {"x64\\Debug\\app.pch' precompiled header file is from a previous version of the compiler, or the precompiled header is C++ and you are using it from C (or vice versa)\t", "UNCLASSIFIED"},
        {"Fehler\tDie Datei konnte nicht ge\xc3\xb6" "ffnet werden.\tapp\tC:\\src\\a.cpp\t7\t", "UNCLASSIFIED"},
        {"Warning: running command 'make -f \"Makevars\" SHLIB=\"x.dll\"' had status 127", "COMMAND_NOT_FOUND"},
        {"Aviso: comando ejecutado 'make -f \"Makeconf\" SHLIB=\"x.dll\"' tiene estatus 127", "COMMAND_NOT_FOUND"},
        {"Windows Subsystem for Linux has no installed distributions.", "SHELL_NOT_FOUND"},
        {"ERROR: C:/src/BUILD:9:8: Executing genrule //:x failed: (Exit 1): bash.exe failed: error executing command C:\\WINDOWS\\system32\\bash.exe -c ...", "SHELL_NOT_FOUND"},
        {"Server terminated abruptly (error code: 14, error message: 'Socket closed', log file: 'C:\\b\\server\\jvm.out')", "UNCLASSIFIED"},
        {"CMake Error at cmake/Tools.cmake:3 (find_program):\n  Could not find PROTOC_BIN using the following names: protoc\n", "COMMAND_NOT_FOUND"},
        {"C:\\p\\demo.vcxproj(32,5): The imported project \"C:\\VC\\V110\\BuildCustomizations\\CUDA 5.0.props\" was not found.", "CMAKE_NO_CUDA_TOOLSET"},
        {"Setup.exe: Missing dependency on a foreign library:\n* Missing C library: kernel32\n", "LINK_MISSING_INPUT"},
        {"** Fatal error: Cannot find file \"-lws2_32\"", "LINK_MISSING_INPUT"},
        {"ERROR: glew: Error 1 while executing cd C:\\b && cmake -G \"MinGW Makefiles\" ..", "EXIT_CODE_WRAPPER"},
    };
    expect_each_first(failing, sizeof failing / sizeof failing[0], "failure evidence without a code");
    const char bom[] = "'\xe2\x88\xa9\xe2\x95\x97\xe2\x94\x90REM' is not recognized as an internal or external command,\n";
    expect_first_remedy(bom, sizeof bom - 1, "COMMAND_NOT_FOUND", "byte-order mark");
    const char pch[] = "a.cpp(1): fatal error C1083: Cannot open precompiled header file: 'Release\\app.pch': No such file or directory\n";
    expect_first_remedy(pch, sizeof pch - 1, "MSVC_MISSING_INCLUDE", "/Yc");
    const char warning_row[] = "Warning\t'strcpy': This function or variable may be unsafe.\tapp\tC:\\src\\a.cpp\t12\t\n";
    expect_clean(warning_row, sizeof warning_row - 1, "an Error List warning row without its code");
    const char header[] = "Severity\tCode\tDescription\tProject\tFile\tLine\tSuppression State\n";
    expect_clean(header, sizeof header - 1, "the Error List's header row");
    const char status_0[] = "Warning: running command 'make -f \"Makeconf\" SHLIB=\"x.dll\"' had status 0\n";
    expect_clean(status_0, sizeof status_0 - 1, "R's warning of a status 0");
}

/* clang-cl accepts MSVC options it does not implement (/Qspectre, /MP) and says so: an error under
 * the project's -Werror names the option (MSVC_UNKNOWN_OPTION, not an unexplained error line); the
 * same words as a warning leave a clean log clean. */
static void clang_cl_ignored_options_under_werror(void **state)
{
    (void)state;
    const char error[] = "FAILED: source/CMakeFiles/loader.dir/lib/ddi.cpp.obj\n"
                         "clang-cl: error: argument unused during compilation: '/Qspectre' [-Werror,-Wunused-command-line-argument]\n";
    expect_first(error, sizeof error - 1, "MSVC_UNKNOWN_OPTION", "clang-cl's unused option under -Werror");
    const char warning[] = "clang-cl: warning: argument unused during compilation: '/MP' [-Wunused-command-line-argument]\n"
                           "[2/2] Linking CXX executable app.exe\n";
    expect_clean(warning, sizeof warning - 1, "clang-cl's unused option as a warning");
}

/* A status other than 0, in any tool's words, fails the build where no key knows the tool (IDE
 * runners, pip's boxed report, ld, GNU time, Maven): never a GO. A status of 0 in the same words
 * ends a clean run, as do the configure probes and summaries that say "failed" or "not found". */
static void nonzero_exit_status_is_never_go(void **state)
{
    (void)state;
    static const char *const failing[][2] = {
        {"Process finished with exit code 1", "EXIT_CODE_WRAPPER"},
        {"  \xe2\x94\x82 exit code: 1", "EXIT_CODE_WRAPPER"},
        {"The terminal process terminated with exit code: 2.", "EXIT_CODE_WRAPPER"},
        {"exit status 2", "EXIT_CODE_WRAPPER"},
        {"collect2.exe: ld returned 1 exit status", "EXIT_CODE_WRAPPER"},
        {"ld returned 1 exit status", "EXIT_CODE_WRAPPER"},
        {"The process exited with status 3221225477", "UNCLASSIFIED"},
        {"Command exited with non-zero status 1", "EXIT_CODE_WRAPPER"},
        {"Build failed with error code 1", "EXIT_CODE_WRAPPER"},
        {"Exit code 0xC0000409", "UNCLASSIFIED"},
        {"[ERROR] Failed to execute goal org.codehaus.mojo:cmake-maven-plugin:3.22.1-b1:compile (cmake-compile) on project x", "UNCLASSIFIED"},
    };
    expect_each_first(failing, sizeof failing / sizeof failing[0], "a status other than 0");
    const char clean[] = "-- Looking for pthread.h - not found\n"
                         "-- Performing Test HAVE_FLAG - Failed\n"
                         "-- Detecting CXX compiler ABI info - failed\n"
                         "The command \"gen.exe\" exited with code 0.\n"
                         "  \xe2\x94\x82 exit code: 0\n"
                         "ld returned 0 exit status\n"
                         "Process exited with code 0x0\n"
                         "exit codes: 0 1 2 are documented\n"
                         "========== Build: 1 succeeded, 0 failed, 0 up-to-date, 0 skipped ==========\n"
                         "    0 Error(s)\n"
                         "Process finished with exit code 0\n";
    expect_clean(clean, sizeof clean - 1, "statuses of 0 and probes that failed");
}

/* What a CI runner or a paste puts before every line (a timestamp, a time in brackets, a markdown
 * quote) is not the log's own line: CMake blocks, warnings and wrapped pieces read as without it;
 * nor are a terminal's colours inside it. */
static void runner_and_paste_prefixes(void **state)
{
    (void)state;
    const char actions[] = "2024-03-01T10:11:12.1234567Z CMake Error at CMakeLists.txt:30 (find_package):\n"
        "2024-03-01T10:11:12.1234568Z   Could NOT find BLAS (missing: BLAS_LIBRARIES)\n"
        "2024-03-01T10:11:12.1234569Z -- Configuring incomplete, errors occurred!\n";
    expect_first(actions, sizeof actions - 1, "CMAKE_BLAS_NOT_FOUND", "GitHub Actions timestamps");
    const char warning[] = "[  +12 ms] CMake Warning (dev) in CMakeLists.txt:\n"
        "[        ]   CUDA_ARCHITECTURES is empty for target \"tool\".\n"
        "[        ] This warning is for project developers.\n"
        "[   +3 ms] -- Generating done\n";
    expect_clean(warning, sizeof warning - 1, "Flutter's timestamps on a warning block");
    const char quoted[] = "> C:\\src\\engine\\io\\load.cpp(12): fatal error C1083: Cannot open include file: 'u\n"
                          "> nistd.h': No such file or directory\n";
    expect_first(quoted, sizeof quoted - 1, "MSVC_POSIX_HEADER", "a quoted paste wrapped in a header's name");
    const char quoted_block[] = "> CMake Error at CMakeLists.txt:12 (project):\n"
                                ">\n"
                                ">   No CUDA toolset found.\n"
                                ">\n"
                                "> -- Configuring incomplete, errors occurred!\n";
    expect_first(quoted_block, sizeof quoted_block - 1, "CMAKE_NO_CUDA_TOOLSET", "a quoted CMake block with blank lines");
    wg_classifier *c = classify(quoted_block, sizeof quoted_block - 1);
    assert_int_equal(wg_blocker_count(c), 1); /* one block, one blocker, at its header */
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_int_equal(v.log_line, 1);
    wg_classifier_free(c);
    /* a raw CI log keeps the terminal's colours (clang-cl's, cl's code in red) */
    const char clang_cl[] = "C:\\src\\a.c(3,12): \x1b[0;1;31merror: \x1b[0m\x1b[1muse of undeclared identifier 'M_PI'\x1b[0m\n";
    expect_first(clang_cl, sizeof clang_cl - 1, "MSVC_UNDECLARED", "clang-cl's colours");
    const char cl[] = "C:\\src\\a.c(3): fatal error \x1b[31mC1083\x1b[0m: Cannot open include file: 'dlfcn.h': No such file or directory\n";
    expect_first_remedy(cl, sizeof cl - 1, "MSVC_POSIX_HEADER", "LoadLibrary");
}

/* The shapes of wrappers of any tool rank after the failure they wrap: LNK1169 after its LNK2005,
 * make's and SCons's "*** [x] Error 2", pip's and scikit-build's summaries, old MATLAB's MEX.PL,
 * a CI runner's exit code. */
static void wrapper_shapes_rank_after_the_failure(void **state)
{
    (void)state;
    /* a line that ends in a number is no cut of a key that goes on with digits */
    const char status_1[] = "subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1";
    expect_first(status_1, sizeof status_1 - 1, "PY_SUBPROCESS_WRAPPER", "exit status 1 at the log's end");
    const char duplicate[] = "engine.exe : fatal error LNK1169: one or more multiply defined symbols found\n"
                             "a.obj : error LNK2005: \"int g_count\" (?g_count@@3HA) already defined in b.obj\n";
    wg_classifier *dc = classify(duplicate, sizeof duplicate - 1);
    wg_blocker_view dv;
    assert_true(wg_blocker_count(dc) > 0);
    wg_blocker_get(dc, 0, &dv);
    assert_string_equal(dv.code, "LNK2005"); /* the count after the symbols it counts */
    wg_classifier_free(dc);
    static const char *const wrappers[] = {
        "scons: *** [build\\engine\\a.obj] Error 2",
        "error: legacy-install-failure",
        "  \xc3\x97 Encountered error while trying to install package.",
        "      *** CMake build failed",
        "  An error occurred while building with CMake.",
        "  C:\\PROGRA~1\\MATLAB\\R2010A\\BIN\\MEX.PL: Error: Compile of 'a.c' failed.",
        "Error: Process completed with exit code 1.",
        "cibuildwheel: Command failed with code 1",
        "Traceback (most recent call last):",
        "ERROR: LoadError: failed process: Process(`cmd /c build.bat`, ProcessExited(1)) [1]",
        "npm ERR! Failed at the iconv@2.3.5 install script.",
        "gyp ERR! build error",
    };
    char text[1024];
    for (size_t i = 0; i < sizeof wrappers / sizeof wrappers[0]; ++i) {
        int n = snprintf(text, sizeof text, "%s\nC:\\src\\a.c(3): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory\n", wrappers[i]);
        expect_first(text, (size_t)n, "MSVC_POSIX_HEADER", wrappers[i]);
        wg_classifier *c = classify(text, (size_t)n);
        assert_int_equal(wg_blocker_count(c), 1); /* a wrapper of an explained failure is not listed */
        wg_classifier_free(c);
        /* alone, it stands for the failure, as a wrapper */
        n = snprintf(text, sizeof text, "%s\n", wrappers[i]);
        c = classify(text, (size_t)n);
        wg_blocker_view v;
        assert_true(wg_blocker_count(c) > 0);
        wg_blocker_get(c, 0, &v);
        if (strcmp(v.kind, "wrapper") != 0)
            print_error("%s: expected a wrapper, got %s\n", wrappers[i], v.class_id);
        assert_string_equal(v.kind, "wrapper");
        wg_classifier_free(c);
    }
}

/* A wrapper of any tool (pip and setuptools, conda-build, MATLAB's mex, MSBuild) ranks after the
 * failure it wraps, before or after it in the log, and stands for the failure only alone. */
static void more_tools_wrap_after_the_failure(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"ERROR: Command errored out with exit status 1:", "SETUPTOOLS_WRAPPER"},
        {"ERROR: Could not build wheels for engine, which is required to install pyproject.toml-based projects", "SETUPTOOLS_WRAPPER"},
        {"error: metadata-generation-failed", "SETUPTOOLS_WRAPPER"},
        {"conda_build.exceptions.BuildScriptException: Command 'C:\\b\\work\\bld.bat' returned non-zero exit status 1.", "PY_SUBPROCESS_WRAPPER"},
        {"    mex: compile of ' \"k.c\"' failed.", "MATLAB_WRAPPER"},
        {"mingw32-make[2]: *** [src/CMakeFiles/engine.dir/all] Error 2", "MAKE_WRAPPER"},
        {"\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc: mex", "MATLAB_WRAPPER"},
        {"jom: C:\\b\\Makefile.Release [release\\main.obj] Error 2", "NMAKE_WRAPPER"},
    };
    const char cause[] = "C:\\src\\io.c(3): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory";
    char text[1024];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        int n = snprintf(text, sizeof text, "%s\n%s\n", cases[i][0], cause);
        expect_first(text, (size_t)n, "MSVC_POSIX_HEADER", "wrapper before");
        n = snprintf(text, sizeof text, "%s\n%s\n", cause, cases[i][0]);
        expect_first(text, (size_t)n, "MSVC_POSIX_HEADER", "wrapper after");
        n = snprintf(text, sizeof text, "%s\n", cases[i][0]);
        expect_first(text, (size_t)n, cases[i][1], "wrapper alone");
    }
    /* failures in words no generic marker knew: never a GO */
    static const char *const never_go[][2] = {
        {"-- Configuring incomplete, errors occurred!", "CMAKE_ERROR"},
        {"CMake Generate step failed.  Build files cannot be regenerated correctly.", "CMAKE_ERROR"},
        {"error[E0425]: cannot find value `STDOUT_FILENO` in crate `libc`", "UNCLASSIFIED"},
        {"FATAL: bazel crashed due to an internal error.", "UNCLASSIFIED"},
    };
    expect_each_first(never_go, sizeof never_go / sizeof never_go[0], "never a GO");
    const char toolset[] = "C:\\VS\\Microsoft.CppBuild.targets(456,5): error MSB8020: The build tools for v141 (Platform Toolset = 'v141') cannot be found. [C:\\b\\a.vcxproj]\n"
        "Build FAILED.\n";
    expect_first_remedy(toolset, sizeof toolset - 1, "UNCLASSIFIED", "Platform Toolset");
}

/* Wordings found in fresh logs: MSBuild's console indents the piece it wrapped, even inside a
 * code; a tool not on PATH as CMake's generators and Rust build scripts say it; cc-rs's newer
 * wrapper; a VS error-list row with LNK1112; legacy FindCUDA without a toolkit. */
static void fresh_log_wordings(void **state)
{
    (void)state;
    const char wrapped[] = "C:\\Users\\developer\\.nuget\\packages\\helpers\\1.0.25\\Source\\Helpers.cpp(160,9): error C2\n"
        "       065: \"DWMWA_SYSTEMBACKDROP_TYPE\": nichtdeklarierter Bezeichner [C:\\b\\app.vcxproj]\n";
    expect_first(wrapped, sizeof wrapped - 1, "MSVC_UNDECLARED", "indented continuation");
    /* the same, wrapped once more at the console's width: a chain that says error and names no cause yet
     * goes on after a short piece */
    const char twice[] = "C:\\Users\\developer\\.nuget\\packages\\helpers\\1.0.25\\Source\\Helpers.cpp(160,9): er\n"
                         "ror C2\n"
                         "       065: \"DWMWA_SYSTEMBACKDROP_TYPE\": nichtdeklarierter Bezeichner [C:\\b\\app.vcxproj]\n";
    assert_int_equal(sizeof "C:\\Users\\developer\\.nuget\\packages\\helpers\\1.0.25\\Source\\Helpers.cpp(160,9): er" - 1, 79);
    expect_first(twice, sizeof twice - 1, "MSVC_UNDECLARED", "wrapped twice");
    /* a code whose sub-class text the wrap moved to the next piece: the header decides the class */
    const char cut_header[] = "c:\\src\\engine\\engine-main.h(100) : fatal error C1083: Cannot\n"
                              "open include file: 'unistd.h': No such file or directory\n";
    expect_first(cut_header, sizeof cut_header - 1, "MSVC_POSIX_HEADER", "header name wrapped to the next line");
    /* ... but a diagnostic of its own on the next line refines nothing */
    const char own_line[] = "c:\\src\\a.c(1) : fatal error C1083: Cannot open include file: 'engine.h': No such file or directory\n"
                            "c:\\src\\b.c(2) : warning C4996: 'unistd.h' mentioned in a deprecation note\n";
    expect_first(own_line, sizeof own_line - 1, "MSVC_MISSING_INCLUDE", "next line a diagnostic of its own");
    const char cmake[] = "CMake Error at CMakeLists.txt:1 (PROJECT):\n"
                         "  The CMAKE_C_COMPILER:\n"
                         "    cl\n"
                         "  is not a full path and was not found in the PATH.\n";
    expect_first(cmake, sizeof cmake - 1, "COMMAND_NOT_FOUND", "CMake compiler not on PATH");
    const char rust[] = "error: failed to run custom build command for `engine-sys v0.1.0`\n"
                        "  thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: Os { code: 2, kind: NotFound, message: \"The system cannot find the file specified.\" }', build.rs:9:5\n";
    expect_first_remedy(rust, sizeof rust - 1, "COMMAND_NOT_FOUND", "OS error 2");
    const char ccrs[] = "error occurred in cc-rs: Command \"cl.exe\" \"-nologo\" \"k.c\" with args cl.exe did not execute successfully (status code exit code: 2).\n";
    expect_first(ccrs, sizeof ccrs - 1, "CARGO_WRAPPER", "cc-rs");
    const char row[] = "Error\tLNK1112\tmodule machine type 'x64' conflicts with target machine type 'x86'\tengine\tC:\\b\\a.obj\t\n";
    expect_first_remedy(row, sizeof row - 1, "LINK_MISMATCH", "machine type");
    /* MSB8066's exit code 9009 names a missing command; the line that says which one is the cause */
    const char shell[] = "C:\\VS\\Microsoft.CppCommon.targets(240,5): error MSB8066: Custom build for 'version.rule' exited with code 9009. [C:\\b\\version.vcxproj]\n"
                         "  'bash' is not recognized as an internal or external command,\n";
    wg_classifier *c = classify(shell, sizeof shell - 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "SHELL_NOT_FOUND");
    assert_int_equal(v.log_line, 2);
    wg_classifier_free(c);
    /* a warning whose word the console cut ("warnin" + "g C4819") stays a warning: a clean log */
    const char cut[] = "C:\\Users\\developer\\src\\extern\\s2geometry\\src\\s2\\base\\engine\\port\\port.h : warnin\n"
                       "g C4819: The file contains a character that cannot be represented in the current code page (936).\n";
    assert_int_equal(sizeof "C:\\Users\\developer\\src\\extern\\s2geometry\\src\\s2\\base\\engine\\port\\port.h : warnin" - 1, 80);
    c = classify(cut, sizeof cut - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    const char stl[] = "C:\\VS\\VC\\Tools\\MSVC\\14.40.33807\\include\\yvals_core.h(902): fatal error C1189: #error:  error STL1002: Unexpected compiler version, expected CUDA 12.4 or newer.\n";
    expect_first_remedy(stl, sizeof stl - 1, "NVCC_UNSUPPORTED_MSVC", "STL1002");
    const char rc[] = "LINK : fatal error LNK1158: cannot run 'rc.exe'\n";
    expect_first(rc, sizeof rc - 1, "COMMAND_NOT_FOUND", "rc.exe");
    const char findcuda[] = "CMake Error at C:/CMake/share/cmake-3.4/Modules/FindCUDA.cmake:617 (message):\n"
                            "  Specify CUDA_TOOLKIT_ROOT_DIR\n";
    expect_first(findcuda, sizeof findcuda - 1, "CMAKE_NO_CUDA_COMPILER", "FindCUDA");
}

/* More codes by the cause they name, each with the remedy of that cause. */
static void more_codes_by_cause(void **state)
{
    (void)state;
    static const char *const cases[][3] = {
        {"LIBCMT.lib(exit.obj) : error LNK2005: exit already defined in MSVCRT.lib(MSVCR140.dll)", "LINK_MISMATCH", "runtime"},
        {"LINK : fatal error LNK1168: cannot open C:\\b\\engine.exe for writing", "LINK_CANNOT_OPEN", "still running"},
        {"LINK : fatal error LNK1102: out of memory", "MSVC_HEAP", "out of memory"},
        {"C:\\src\\conv.c(12): error C2133: 'buf': unknown size", "MSVC_VLA", "variable-length"},
        {"C:\\src\\text.cpp(1): warning C4828: The file contains a character starting at offset 0x1f that is illegal in the current source character set (codepage 65001).", "MSVC_CODEPAGE", "/utf-8"},
        {"C:\\src\\shape.cpp(9): error C2429: language feature 'structured bindings' requires compiler flag '/std:c++17'", "MSVC_CXX20_NEEDED", "/std:c++17"},
        {"C:\\src\\io.h(20): error C4430: missing type specifier - int assumed. Note: C++ does not support default-int", "MSVC_UNDECLARED", "typedef"},
        {"C:\\src\\big.cpp: fatal error C1083: Cannot open compiler generated file: '': Invalid argument", "MSVC_MISSING_INCLUDE", "full disk"},
        {"C:\\src\\a.c(1): fatal error C1034: stdio.h: no include path set", "MSVC_MISSING_INCLUDE", "INCLUDE"},
        {"C:\\src\\app.rc(10): fatal error RC1015: cannot open include file 'afxres.h'.", "MSVC_MISSING_INCLUDE", "MFC"},
        {"error: command 'cl.exe' failed: No such file or directory", "COMMAND_NOT_FOUND", "developer environment"},
        {"  Compiling the CUDA compiler identification source file \"CMakeCUDACompilerId.cu\" failed.", "CMAKE_CUDA_ID_UNKNOWN", "identification"},
        {"C:\\src\\ops.cpp(88): fatal error C1001: Internal compiler error.", "UNCLASSIFIED", "internal compiler error"},
        {"C:\\Kits\\8.1\\Include\\um\\winnt.h(31): fatal error C1083: Cannot open include file: 'ctype.h': No such file or directory", "MSVC_MISSING_INCLUDE", "Windows SDK"},
        {"C:\\src\\clock.c(3): fatal error C1083: Cannot open include file: 'sys/time.h': No such file or directory", "MSVC_POSIX_HEADER", "_WIN32"},
        {"LINK : fatal error LNK1104: cannot open file 'python38_d.lib'", "LINK_CANNOT_OPEN", "Debug build"},
        {"LINK : fatal error LNK1104: cannot open file 'libboost_python-vc140-mt-s-1_62.lib'", "LINK_CANNOT_OPEN", "auto-linking"},
        {"C:\\src\\sky.c(40): error C2143: syntax error: missing ';' before 'type'", "MSVC_SYNTAX", "C89"},
        {"  Could not find compiler set in environment variable CUDACXX:", "CMAKE_NO_CUDA_COMPILER", "CUDA Toolkit"},
        {"  Failed to extract nvcc implicit link line.", "CMAKE_CUDA_ID_UNKNOWN", "identification"},
        {"  Unknown CUDA architecture specifier \"sm_86\".", "CMAKE_CUDA_ARCH_EMPTY", "CMAKE_CUDA_ARCHITECTURES"},
        {"error: linker `link.exe` not found", "COMMAND_NOT_FOUND", "Build Tools"},
        {"nvcc fatal   : 32 bit compilation is only supported for Microsoft Visual Studio 2013 and earlier", "NVCC_32BIT_HOST", "Hostx64"},
        {"kernels.obj : error LNK2019: unresolved external symbol __cudaRegisterLinkedBinary_41_tmpxft_00001a2c referenced in function __sti____cudaRegisterAll", "NVCC_UNRESOLVED_DEVICE", "device link"},
        {"main.obj : error LNK2019: unresolved external symbol cudaMalloc referenced in function main", "LINK_UNRESOLVED", "CUDA::cudart"},
        {"ImportError: DLL load failed while importing _engine: The specified module could not be found.", "RUNTIME_DLL_NOT_FOUND", "os.add_dll_directory"},
        {"OSError: [WinError 126] The specified module could not be found. Error loading \"C:\\py\\torch\\lib\\c10.dll\"", "RUNTIME_DLL_NOT_FOUND", "os.add_dll_directory"},
        {"The code execution cannot proceed because engine.dll was not found. Reinstalling the program may fix this problem.", "RUNTIME_DLL_NOT_FOUND", "DLLs"},
        {"Process finished with exit code -1073741515 (0xC0000135)", "RUNTIME_DLL_NOT_FOUND", "DLLs"},
    };
    char text[1024];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        int n = snprintf(text, sizeof text, "%s\n%s", cases[i][0], failure_after(cases[i][0]));
        expect_first_remedy(text, (size_t)n, cases[i][1], cases[i][2]);
    }
}

/* A console-cut line that ends with "No such file" names no <filesystem>: a cut name counts only
 * where a name starts (after a quote). */
static void cut_names_start_after_a_quote(void **state)
{
    (void)state;
    const char text[] = "cpp(28): fatal error C1083: Cannot open include file: 'unistd.h': No such file\n";
    expect_first(text, sizeof text - 1, "MSVC_POSIX_HEADER", "cut after file");
    const char cut[] = "io.cpp(3): fatal error C1083: Cannot open include file: 'unist";
    expect_first(cut, sizeof cut - 1, "MSVC_POSIX_HEADER", "cut inside the name");
}

/* A CMake Error block whose message names the cause is one blocker, at the header's place. */
static void cmake_error_block_is_one_blocker(void **state)
{
    (void)state;
    const char text[] = "-- Looking for a BLAS library\n"
                        "CMake Error at cmake/deps.cmake:41 (find_package):\n"
                        "  Could NOT find BLAS (missing: BLAS_LIBRARIES)\n"
                        "Call Stack (most recent call first):\n"
                        "  CMakeLists.txt:12 (include)\n"
                        "\n"
                        "\n"
                        "-- Configuring incomplete, errors occurred!\n";
    wg_classifier *c = classify(text, sizeof text - 1);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "CMAKE_BLAS_NOT_FOUND");
    assert_string_equal(v.file, "cmake/deps.cmake");
    assert_int_equal(v.line, 41);
    wg_classifier_free(c);
}

/* One diagnostic over three console lines of 80 columns: the header's name is on the last. */
static void wrapped_chains_are_rejoined(void **state)
{
    (void)state;
    const char *full = "C:\\Users\\builder\\source\\repos\\engine\\very\\long\\path\\to\\the\\source\\io\\load.cpp(12): fatal error C1083: Cannot open "
                       "include file: 'sys/mman.h': No such file or directory";
    char text[512];
    size_t n = 0, length = strlen(full);
    for (size_t at = 0; at < length; at += 80) {
        size_t piece = length - at < 80 ? length - at : 80;
        memcpy(text + n, full + at, piece);
        n += piece;
        text[n++] = '\n';
    }
    assert_true(length > 160); /* three pieces */
    wg_classifier *c = classify(text, n);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "MSVC_POSIX_HEADER");
    assert_int_equal(v.line, 12);
    assert_int_equal(v.log_line, 1);
    wg_classifier_free(c);
}

static void hostile_numbers_and_nul_bytes(void **state)
{
    (void)state;
    /* 20 digits are not a line number (and must not overflow into one) */
    const char digits[] = "a.cpp(12345678901234567890): error C2065: 'x': undeclared identifier\n";
    wg_classifier *c = classify(digits, sizeof digits - 1);
    wg_blocker_view v;
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_get(c, 0, &v);
    assert_int_equal(v.line, 0);
    wg_classifier_free(c);
    /* a NUL inside the message does not cut it short */
    const char nul[] = "a.cpp(3): error C2065: 'x\0y': undeclared identifier\n";
    c = classify(nul, sizeof nul - 1);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_get(c, 0, &v);
    assert_non_null(strstr(v.message, "undeclared identifier"));
    wg_classifier_free(c);
}

/* Build summaries count failures, they are none; a failure marker no class knows is reported. */
static void summaries_are_not_failures_markers_are(void **state)
{
    (void)state;
    const char clean[] = "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n    0 Fehler\n";
    wg_classifier *c = classify(clean, sizeof clean - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    const char failed[] = "Step 4/9: packaging\n** PACKAGING FAILED **\n";
    c = classify(failed, sizeof failed - 1);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "UNCLASSIFIED");
    wg_classifier_free(c);
}

/* A localized message pasted without its code is still the code's failure: the texts Visual
 * Studio's language packs print for C1083, LNK2019/LNK2001, LNK1104 and LNK1181 (the lines here
 * are written for the test; each wording is one the corpus shows beside its code). */
static void localized_messages_without_their_code(void **state)
{
    (void)state;
    static const struct {
        const char *id, *line;
    } cases[] = {
        {"MSVC_MISSING_INCLUDE", "\xe6\x97\xa0\xe6\xb3\x95\xe6\x89\x93\xe5\xbc\x80\xe5\x8c\x85\xe6\x8b\xac\xe6\x96\x87\xe4\xbb\xb6: \xe2\x80\x9c" "frob.h\xe2\x80\x9d: No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "Datei (Include) kann nicht ge\xc3\xb6" "ffnet werden: \"frob.h\": No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "Impossible d'ouvrir le fichier include : 'frob.h' : No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "Non \xc3\xa8 possibile aprire il file inclusione: 'frob.h': No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "\xed\x8f\xac\xed\x95\xa8 \xed\x8c\x8c\xec\x9d\xbc\xec\x9d\x84 \xec\x97\xb4 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. 'frob.h': No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "\xd0\x9d\xd0\xb5 \xd1\x83\xd0\xb4\xd0\xb0\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f \xd0\xbe\xd1\x82\xd0\xba\xd1\x80\xd1\x8b\xd1\x82\xd1\x8c \xd1\x84\xd0\xb0\xd0\xb9\xd0\xbb \xd0\xb2\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5: frob.h: No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "i\xc3\xa7" "erme dosyas\xc4\xb1 a\xc3\xa7\xc4\xb1lam\xc4\xb1yor: 'frob.h': No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "\xec\x86\x8c\xec\x8a\xa4 \xed\x8c\x8c\xec\x9d\xbc\xec\x9d\x84 \xec\x97\xb4 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. 'frob.cpp': No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "\xd0\x9d\xd0\xb5 \xd1\x83\xd0\xb4\xd0\xb0\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f \xd0\xbe\xd1\x82\xd0\xba\xd1\x80\xd1\x8b\xd1\x82\xd1\x8c \xd1\x84\xd0\xb0\xd0\xb9\xd0\xbb \xd0\xb8\xd1\x81\xd1\x82\xd0\xbe\xd1\x87\xd0\xbd\xd0\xb8\xd0\xba: frob.cpp: No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "kaynak dosyas\xc4\xb1 a\xc3\xa7\xc4\xb1lam\xc4\xb1yor: 'frob.cpp': No such file or directory"},
        {"LINK_UNRESOLVED", "\xe6\x97\xa0\xe6\xb3\x95\xe8\xa7\xa3\xe6\x9e\x90\xe7\x9a\x84\xe5\xa4\x96\xe9\x83\xa8\xe7\xac\xa6\xe5\x8f\xb7 frob_init\xef\xbc\x8c\xe8\xaf\xa5\xe7\xac\xa6\xe5\x8f\xb7\xe5\x9c\xa8\xe5\x87\xbd\xe6\x95\xb0 main \xe4\xb8\xad\xe8\xa2\xab\xe5\xbc\x95\xe7\x94\xa8"},
        {"LINK_UNRESOLVED", "Nerozpoznan\xc3\xbd extern\xc3\xad symbol frob_init odkazovan\xc3\xbd ve funkci main"},
        {"LINK_UNRESOLVED", "symbole externe non r\xc3\xa9solu frob_init r\xc3\xa9" "f\xc3\xa9renc\xc3\xa9 dans la fonction main"},
        {"LINK_UNRESOLVED", "s\xc3\xadmbolo externo frob_init sin resolver"},
        {"LINK_UNRESOLVED", "simbolo esterno frob_init non risolto"},
        {"LINK_UNRESOLVED", "\xd0\xbd\xd0\xb5\xd1\x80\xd0\xb0\xd0\xb7\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xb2\xd0\xbd\xd0\xb5\xd1\x88\xd0\xbd\xd0\xb8\xd0\xb9 \xd1\x81\xd0\xb8\xd0\xbc\xd0\xb2\xd0\xbe\xd0\xbb frob_init"},
        {"LINK_UNRESOLVED", "main \xed\x95\xa8\xec\x88\x98\xec\x97\x90\xec\x84\x9c \xec\xb0\xb8\xec\xa1\xb0\xeb\x90\x98\xeb\x8a\x94 \xed\x99\x95\xec\x9d\xb8\xed\x95\xa0 \xec\x88\x98 \xec\x97\x86\xeb\x8a\x94 \xec\x99\xb8\xeb\xb6\x80 \xea\xb8\xb0\xed\x98\xb8 frob_init"},
        {"LINK_CANNOT_OPEN", "'frob.lib' \xed\x8c\x8c\xec\x9d\xbc\xec\x9d\x84 \xec\x97\xb4 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4."},
        {"LINK_CANNOT_OPEN", "\xd0\xbd\xd0\xb5 \xd1\x83\xd0\xb4\xd0\xb0\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f \xd0\xbe\xd1\x82\xd0\xba\xd1\x80\xd1\x8b\xd1\x82\xd1\x8c \xd1\x84\xd0\xb0\xd0\xb9\xd0\xbb \"frob.lib\""},
        {"LINK_UNRESOLVED", "\"void __cdecl frob_init(void)\" (?frob_init@@YAXXZ) \xec\x99\xb8\xeb\xb6\x80 \xea\xb8\xb0\xed\x98\xb8(\xec\xb0\xb8\xec\xa1\xb0 \xec\x9c\x84\xec\xb9\x98: main \xed\x95\xa8\xec\x88\x98)\xec\x97\x90\xec\x84\x9c \xed\x99\x95\xec\x9d\xb8\xed\x95\x98\xec\xa7\x80 \xeb\xaa\xbb\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4."},
        {"LINK_CANNOT_OPEN", "impossible d'ouvrir le fichier 'C:\\deps\\lib\\frob.lib'"},
        {"LINK_MISSING_INPUT", "\xe6\x97\xa0\xe6\xb3\x95\xe6\x89\x93\xe5\xbc\x80\xe8\xbe\x93\xe5\x85\xa5\xe6\x96\x87\xe4\xbb\xb6\xe2\x80\x9c" "frob.lib\xe2\x80\x9d"},
        {"LINK_MISSING_INPUT", "'frob.lib' \xec\x9e\x85\xeb\xa0\xa5 \xed\x8c\x8c\xec\x9d\xbc\xec\x9d\x84 \xec\x97\xb4 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4."},
        {"MSVC_UNDECLARED", "\xe2\x80\x9c" "frob\xe2\x80\x9d: \xe6\x9c\xaa\xe5\xa3\xb0\xe6\x98\x8e\xe7\x9a\x84\xe6\xa0\x87\xe8\xaf\x86\xe7\xac\xa6"},
        {"MSVC_UNDECLARED", "\xe2\x80\x9c" "frob\xe2\x80\x9d: \xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe6\xa0\x87\xe8\xaf\x86\xe7\xac\xa6"},
        {"MSVC_UNDECLARED", "'frob': \xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe8\xad\x98\xe5\x88\xa5\xe9\xa0\x85"},
        {"MSVC_UNDECLARED", "'frob' : \xe5\xae\x9a\xe7\xbe\xa9\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xaa\xe3\x81\x84\xe8\xad\x98\xe5\x88\xa5\xe5\xad\x90\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82"},
        {"MSVC_UNDECLARED", "'frob' : \xec\x84\xa0\xec\x96\xb8\xeb\x90\x98\xec\xa7\x80 \xec\x95\x8a\xec\x9d\x80 \xec\x8b\x9d\xeb\xb3\x84\xec\x9e\x90\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4."},
        {"MSVC_UNDECLARED", "\"frob\": nichtdeklarierter Bezeichner"},
        {"UNCLASSIFIED", "\xe2\x80\x9clist\xe2\x80\x9d: \xe4\xb8\x8d\xe6\x98\xaf\xe2\x80\x9cstd\xe2\x80\x9d\xe7\x9a\x84\xe6\x88\x90\xe5\x91\x98"},
        {"UNCLASSIFIED", "\"string\": \xe4\xb8\x8d\xe6\x98\xaf \"std\" \xe7\x9a\x84\xe6\x88\x90\xe5\x91\x98"},
        {"UNCLASSIFIED", "\"void frob(int)\": \xd0\xbd\xd0\xb5\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe \xd0\xbf\xd1\x80\xd0\xb5\xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82\xd1\x8c \xd0\xb0\xd1\x80\xd0\xb3\xd1\x83\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x82 1 \xd0\xb8\xd0\xb7 \"const char *\" \xd0\xb2 \"int\""},
        {"LINK_CANNOT_OPEN", "\xe6\x97\xa0\xe6\xb3\x95\xe6\x89\x93\xe5\xbc\x80\xe6\x96\x87\xe4\xbb\xb6\xe2\x80\x9c" "frob.lib\xe2\x80\x9d"},
        {"LINK_UNRESOLVED_COUNT", "frob.exe : 1 \xe4\xb8\xaa\xe6\x97\xa0\xe6\xb3\x95\xe8\xa7\xa3\xe6\x9e\x90\xe7\x9a\x84\xe5\xa4\x96\xe9\x83\xa8\xe5\x91\xbd\xe4\xbb\xa4"},
        {"LINK_UNRESOLVED_COUNT", "\xd0\xbd\xd0\xb5\xd1\x80\xd0\xb0\xd0\xb7\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8b\xd1\x85 \xd0\xb2\xd0\xbd\xd0\xb5\xd1\x88\xd0\xbd\xd0\xb8\xd1\x85 \xd1\x8d\xd0\xbb\xd0\xb5\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x82\xd0\xbe\xd0\xb2: 2"},
        {"LINK_UNRESOLVED_COUNT", "34\xea\xb0\x9c\xec\x9d\x98 \xed\x99\x95\xec\x9d\xb8\xed\x95\xa0 \xec\x88\x98 \xec\x97\x86\xeb\x8a\x94 \xec\x99\xb8\xeb\xb6\x80 \xec\xb0\xb8\xec\xa1\xb0\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4."},
        {"MSBUILD_WRAPPER", "\xe5\x91\xbd\xe4\xbb\xa4\xe2\x80\x9csetlocal\xe2\x80\x9d\xe5\xb7\xb2\xe9\x80\x80\xe5\x87\xba\xef\xbc\x8c\xe4\xbb\xa3\xe7\xa0\x81\xe4\xb8\xba 1\xe3\x80\x82"},
        {"MSBUILD_WRAPPER", "\xe5\x91\xbd\xe4\xbb\xa4\xe2\x80\x9c\"C:\\CUDA\\bin\\nvcc.exe\" -x cu k.cu\xe2\x80\x9d\xe5\xb7\xb2\xe9\x80\x80\xe5\x87\xba\xef\xbc\x8c\xe8\xbf\x94\xe5\x9b\x9e\xe4\xbb\xa3\xe7\xa0\x81\xe4\xb8\xba 1\xe3\x80\x82"},
        {"MSBUILD_WRAPPER", "uscita dal comando \"\"C:\\CUDA\\bin\\nvcc.exe\" -x cu k.cu\""},
        {"MSBUILD_WRAPPER", "Der benutzerdefinierte Build f\xc3\xbcr \"C:\\b\\x.rule;C:\\b\\CMakeLists.txt\""},
        {"MSVC_UNKNOWN_OPTION", "cl: \xe5\x91\xbd\xe4\xbb\xa4\xe8\xa1\x8c \xe6\x97\xa0\xe6\x95\x88\xe7\x9a\x84\xe6\x95\xb0\xe5\x80\xbc\xe5\x8f\x82\xe6\x95\xb0\xe2\x80\x9c/Wextra\xe2\x80\x9d"},
        {"MSVC_UNDECLARED", "'p': \xe6\x9c\xaa\xe5\xae\xa3\xe5\x91\x8a\xe7\x9a\x84\xe8\xad\x98\xe5\x88\xa5\xe9\xa0\x85"},
        {"MSVC_UNDECLARED", "'pclose' : identificateur non d\xc3\xa9" "clar\xc3\xa9"},
        {"MSVC_UNDECLARED", "'popen' : identificateur introuvable"},
        {"MSVC_UNDECLARED", "'perimetro': identificatore non dichiarato"},
        {"MSVC_UNDECLARED", "'frob': identificador no declarado"},
        {"MSVC_MISSING_INCLUDE", "\xe7\x84\xa1\xe6\xb3\x95\xe9\x96\x8b\xe5\x95\x9f\xe5\x8c\x85\xe5\x90\xab\xe6\xaa\x94\xe6\xa1\x88: 'frob.h': No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "No se puede abrir el archivo incluir: 'frob.h': No such file or directory"},
        {"LINK_UNRESOLVED", "\xe7\x84\xa1\xe6\xb3\x95\xe8\xa7\xa3\xe6\x9e\x90\xe7\x9a\x84\xe5\xa4\x96\xe9\x83\xa8\xe7\xac\xa6\xe8\x99\x9f _IID_IDirect3DTexture9"},
        {"LINK_UNRESOLVED", "Verweis auf nicht aufgel\xc3\xb6stes externes Symbol \"__imp__closesocket@4\" in Funktion \"_main\"."},
        {"LINK_UNRESOLVED", "\xe6\x9c\xaa\xe8\xa7\xa3\xe6\xb1\xba\xe3\x81\xae\xe5\xa4\x96\xe9\x83\xa8\xe3\x82\xb7\xe3\x83\xb3\xe3\x83\x9c\xe3\x83\xab \"void __cdecl frob(void)\""},
        {"LINK_CANNOT_OPEN", "no se puede abrir el archivo 'msvcrt.lib'"},
        {"UNCLASSIFIED", "'string' n'est pas membre de 'std'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i)
        expect_first(cases[i].line, strlen(cases[i].line), cases[i].id, "a localized message without its code");
}

/* A message text stands for its code ('message' records): a line pasted without its code gets the
 * code's classes, sub-classes and remedies, in English and in Visual Studio's languages. */
static void message_texts_stand_for_their_code(void **state)
{
    (void)state;
    static const struct {
        const char *id, *line;
    } cases[] = {
        {"MSVC_POSIX_HEADER", "Cannot open include file: 'unistd.h': No such file or directory"},
        {"MSVC_POSIX_HEADER", "\xe6\x97\xa0\xe6\xb3\x95\xe6\x89\x93\xe5\xbc\x80\xe5\x8c\x85\xe6\x8b\xac\xe6\x96\x87\xe4\xbb\xb6: \xe2\x80\x9cunistd.h\xe2\x80\x9d: No such file or directory"},
        {"MSVC_MISSING_INCLUDE", "Cannot open include file: 'frob.h': No such file or directory"},
        {"LINK_MISMATCH", "unresolved external symbol __iob_func referenced in function frob"},
        {"LINK_UNRESOLVED", "unresolved external symbol frob referenced in function main"},
        {"LINK_MISMATCH", "mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in main.obj"},
        {"MSVC_HEAP", "compiler is out of heap space in pass 2"},
        {"MSVC_VLA", "expression did not evaluate to a constant"},
        {"UNCLASSIFIED", "\xe4\xbb\xa5\xe4\xb8\x8b\xe8\xad\xa6\xe5\x91\x8a\xe8\xa2\xab\xe8\xa7\x86\xe4\xb8\xba\xe9\x94\x99\xe8\xaf\xaf"},
        {"UNCLASSIFIED", "'function': is not a member of 'std'"},
        {"LINK_UNRESOLVED", "nierozpoznany symbol zewn\xc4\x99trzny TTFFont::load"},
        {"LINK_UNRESOLVED", "\xc3\xa7\xc3\xb6z\xc3\xbcmlenmemi\xc5\x9f d\xc4\xb1\xc5\x9f sembol SrtOutput::SrtOutput"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i)
        expect_first(cases[i].line, strlen(cases[i].line), cases[i].id, "a message without its code");
    const char system_lib[] = "cannot open file 'kernel32.lib'\n";
    expect_first_remedy(system_lib, sizeof system_lib - 1, "LINK_CANNOT_OPEN", "Windows SDK");
    /* a warning word after the key is another diagnostic's (Python's repr of a tool's output) */
    const char repr[] = "b\"Cannot open include file: 'frob.h': No such file or directory\\r\\nnvcc warning : The 'compute_35' "
                        "architecture is deprecated\"\n";
    expect_first(repr, sizeof repr - 1, "MSVC_MISSING_INCLUDE", "an error message before a warning on one line");
    /* a code on the line names the diagnostic: a cut message text does not override it */
    const char count[] = "frob.dll : fatal error LNK1120: 1 unresolved external";
    expect_first(count, sizeof count - 1, "LINK_UNRESOLVED_COUNT", "a cut LNK1120");
}

/* A severity word of any of Visual Studio's languages where MSVC and MSBuild print "error" (after a
 * source place, or right before a diagnostic code) fails the build even where no key knows the
 * line's words, in every encoding the decoder reads; the same words elsewhere on a line (Polish
 * "chyba" is "probably"), or on a warning line, do not. */
static void localized_severity_fails_the_build(void **state)
{
    (void)state;
    static const char *const failing[] = {
        "C:\\src\\a.c(12): chyba C7777: frob\n",                                   /* cs */
        "C:\\src\\a.c(12): hata C7777: frob\n",                                    /* tr */
        "a.c:12:3: chyba: frob\n",                                                 /* a GCC-shaped cs line */
        "C:\\src\\a.c(12): \xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0 C7777: frob\n", /* ru, capitalized */
        "C:\\src\\a.c(12): ERROR C7777: frob\n",
        "LINK : Schwerwiegender FEHLER LNK7777: frob\n",
        "  Chyba C7777 frob  engine  C:\\src\\a.c  12\n",                          /* an error-list row, flattened */
        "1>  Hata C7777 frob\n",
    };
    for (size_t i = 0; i < sizeof failing / sizeof failing[0]; ++i)
        expect_first(failing[i], strlen(failing[i]), "UNCLASSIFIED", "a localized severity where error stands");
    /* CP1251, as a Russian console writes it */
    static const char cp1251[] = "C:\\src\\a.c(12): \xce\xf8\xe8\xe1\xea\xe0 C7777: \xf4\xe0\xe9\xeb \xed\xe5 \xed\xe0\xe9\xe4\xe5\xed\n";
    expect_decoded(cp1251, sizeof cp1251 - 1, "cp1251", "UNCLASSIFIED", "C:\\src\\a.c");
    const char clean[] = "Kompilacja chyba trwa d\xc5\x82ugo\n"
                         "C:\\src\\a.c(12): warning C4996: 'strerror': chyba\n"
                         "C:\\src\\a.c(12): note: see 'hata' C7777\n"
                         "O\xc5\xa1" "et\xc5\x99" "en\xc3\xad chyby C7777\n";
    expect_clean(clean, sizeof clean - 1, "the words elsewhere on a line");
}

/* Wrappers rank innermost first, also two wrappers' lines joined into one (nvcc's count inside
 * setuptools' exit status) and vcpkg's build-process block under its port summary. */
static void joined_wrappers_rank_inner_first(void **state)
{
    (void)state;
    const char joined[] = "`1 error detected in the compilation of \"C:/t/tmpxft_0-8_k.cpp4.ii\". error: command "
                          "'C:\\\\CUDA\\\\v10.0\\\\bin\\\\nvcc.exe' failed with exit status 2\n";
    expect_first(joined, sizeof joined - 1, "NVCC_FAILED", "nvcc's count joined to setuptools' status");
    const char vcpkg[] = "Error: Building package zlib:x86-windows failed with: BUILD_FAILED\n"
                         "CMake Error at scripts/cmake/vcpkg_execute_build_process.cmake:155 (message):\n"
                         "    Command failed: cmake.exe --build . --config Debug --target install\n";
    wg_classifier *c = classify(vcpkg, sizeof vcpkg - 1);
    wg_blocker_view v;
    assert_true(wg_blocker_count(c) >= 1);
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "VCPKG_WRAPPER");
    assert_int_equal(v.log_line, 2);
    wg_classifier_free(c);
}

/* A diagnostic code of an error range right before its colon fails the build, also where the
 * severity word was cut off or is in a language no key knows; a warning range's code does not. */
static void error_range_codes_fail_without_their_word(void **state)
{
    (void)state;
    static const char *const failing[] = {
        "rror C2999: frob\n", "1>C7999: frob\n", "frob.obj : LNK2999: frob\n", "cl : D8999 : frob\n",
        "NMAKE : U1999: frob\n", "a.rc(3) : RC2999: frob\n",
    };
    for (size_t i = 0; i < sizeof failing / sizeof failing[0]; ++i)
        expect_first(failing[i], strlen(failing[i]), "UNCLASSIFIED", "an error range's code");
    const char clean[] = "rror C4999: frob\n"
                         "frob.obj : LNK4999: frob\n"
                         "cl : D9999 : frob\n"
                         "value 0xC2999: frob\n"
                         "ABC2999: frob\n";
    expect_clean(clean, sizeof clean - 1, "a warning range's code, or no code");
}

/* A cause named by a fragment a paste kept: CMake's compiler check by its module or status line,
 * C2015 on a mis-decoded character constant, setuptools' "Build Tools" link, C2664's message. */
static void causes_named_by_what_the_paste_kept(void **state)
{
    (void)state;
    static const struct {
        const char *id, *text;
    } cases[] = {
        {"CMAKE_COMPILER_BROKEN", "[cmake] CMake Error at C:/Program Files/CMake/share/cmake-3.31/Modules/CMakeTestCCompiler.cmake:67 (message):\n"},
        {"CMAKE_COMPILER_BROKEN", "-- Check for working C compiler: C:/LLVM/bin/clang-cl.exe - broken\n"},
        {"MSVC_CODEPAGE", "2>C:\\src\\input.cpp(119): error C2015: too many characters in constant\n"
                          "2>C:\\src\\input.cpp(119): error C2143: syntax error : missing ';' before 'constant'\n"},
        {"PY_NO_MSVC", "udio.microsoft.com/visual-cpp-build-tools/\n      [end of output]\n  ERROR: Failed building wheel for frob\n"},
        {"UNCLASSIFIED", "\xe2\x80\x9cPVOID frob(volatile PVOID)\xe2\x80\x9d: \xe6\x97\xa0\xe6\xb3\x95\xe5\xb0\x86\xe5\x8f\x82\xe6\x95\xb0 1 \xe4\xbb\x8e\xe2\x80\x9cnode_t *\xe2\x80\x9d\xe8\xbd\xac\xe6\x8d\xa2\xe4\xb8\xba\xe2\x80\x9cvolatile PVOID *\xe2\x80\x9d\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i)
        expect_first(cases[i].text, strlen(cases[i].text), cases[i].id, "what the paste kept");
    const char check[] = "-- Check for working C compiler: C:/LLVM/bin/clang-cl.exe - skipped\n";
    expect_clean(check, sizeof check - 1, "a compiler check that passed");
}

/* A program that a non-build tool runs and cannot find, in that tool's own words: cc-rs's
 * "Failed to find tool", numpy.distutils' "Could not locate executable" for MSVC's programs (not
 * for the Fortran compilers it only probes), Python 2's WindowsError [Error 2] at a traceback's end,
 * CMake's link step that could not start rc.exe ("failed (exit code 0)": no process ran). */
static void runners_name_the_program_not_found(void **state)
{
    (void)state;
    static const char *const missing[] = {
        "  --- stderr\n\n  error occurred: Failed to find tool. Is `clang++.exe` installed?\n\nwarning: build failed, waiting for other jobs to finish...\n",
        "error occurred: Failed to find tool. Is `x86_64-w64-mingw32-gcc` installed? (see\nhttps://example.org/cc-rs for help)\n",
        "link.exe /nologo /DLL build\\temp\\frob.obj /OUT:frob.pyd\nCould not locate executable link.exe\nExecutable link.exe does not exist\n",
        "Running from frob source directory.\nCould not locate executable C:\\VS\\bin\\cl.exe\n",
        "Traceback (most recent call last):\n  File \"setup_frob.py\", line 12, in <module>\n"
        "    subprocess.check_call(['nvcc', '-c', 'k.cu'])\n  File \"C:\\Python27\\lib\\subprocess.py\", line 535, in check_call\n"
        "WindowsError: [Error 2] The system cannot find the file specified\n",
        "RC Pass 1: command \"rc /fo CMakeFiles\\cmTC_1.dir/manifest.res CMakeFiles\\cmTC_1.dir/manifest.rc\" failed (exit code 0) with the following output:\n"
        "The system cannot find the file specified\n\n"
        "ninja: build stopped: subcommand failed.\n",
        "WindowsError: [Error 2] \xe7\xb3\xbb\xe7\xbb\x9f\xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe6\x8c\x87\xe5\xae\x9a\xe7\x9a\x84\xe6\x96\x87\xe4\xbb\xb6\xe3\x80\x82\n",
    };
    for (size_t i = 0; i < sizeof missing / sizeof missing[0]; ++i)
        expect_first(missing[i], strlen(missing[i]), "COMMAND_NOT_FOUND", "a runner's program not found");
    const char cc_rs[] = "error occurred: Failed to find tool. Is `cl.exe` installed?\n";
    expect_first_remedy(cc_rs, sizeof cc_rs - 1, "COMMAND_NOT_FOUND", "CC/CXX");
    const char ran_and_failed[] = "LINK Pass 1: command \"link.exe /nologo a.obj /out:a.exe\" failed (exit code 1120) with the following output:\n"
                                  "a.obj : error LNK2019: unresolved external symbol frob referenced in function main\n";
    expect_first(ran_and_failed, sizeof ran_and_failed - 1, "LINK_UNRESOLVED", "a link step that ran");
    const char fortran_probes[] = "customize IntelVisualFCompiler\nCould not locate executable ifort\n"
                                  "Could not locate executable gfortran\nCould not locate executable f95\n"
                                  "don't know how to compile Fortran code on platform 'nt'\n";
    expect_clean(fortran_probes, sizeof fortran_probes - 1, "numpy.distutils' Fortran probes");
}

/* Codes by family: C2397 is C2398's narrowing for one value; C1905 (front and back end for
 * another processor, under any tool's prefix) is an LTCG mismatch ahead of its LNK1257; lld-link
 * names where the reference is before "undefined symbol:"; a wrapper's exit code 1120 alone is
 * LNK1120's count, after the unresolved symbols where they were pasted. */
static void link_and_narrowing_codes_by_family(void **state)
{
    (void)state;
    static const struct {
        const char *id, *text;
    } cases[] = {
        {"MSVC_NARROWING", "C:\\src\\frob.h(12,40): error C2397: conversion from 'long' to 'unsigned int' requires a narrowing conversion\n"},
        {"MSVC_NARROWING", "frob.cpp(7): error C2397: conversion from 'double' to 'float' requires a narrowing conversion [C:\\b\\frob.vcxproj]\n"},
        {"LINK_MISMATCH", "3>LINK : fatal error C1905: Front end and back end not compatible (must target same processor).\n3>LINK : fatal error LNK1257: code generation failed\n"},
        {"LINK_MISMATCH", "  CUSTOMBUILD : fatal error C1905: Front end and back end not compatible (must target same processor).\n  LINK : fatal error LNK1257: code generation failed\n"},
        {"LINK_UNRESOLVED", "lld-link: error: frob.lib(a.obj): undefined symbol: void __cdecl frob(int)\n>>> referenced by a.obj\n"},
        {"LINK_UNRESOLVED", "  FAILED: bin/frob.exe\n  lld-link: error: <root>: undefined symbol: mainCRTStartup\n"},
        {"LINK_UNRESOLVED_COUNT", "error: linking with `link.exe` failed: exit code: 1120\n  |\n  = note: \"link.exe\" \"/NOLOGO\" \"frob.o\"\n"},
        {"LINK_UNRESOLVED_COUNT", "error: command 'C:\\\\VS\\\\bin\\\\link.exe' failed with exit code 1120\n"},
        {"LINK_UNRESOLVED", "frob.obj : error LNK2019: unresolved external symbol frob referenced in function main\n"
                            "error: linking with `link.exe` failed: exit code: 1120\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i)
        expect_first(cases[i].text, strlen(cases[i].text), cases[i].id, "a code's family");
    const char processor[] = "LINK : fatal error C1905: Front end and back end not compatible (must target same processor).\n";
    expect_first_remedy(processor, sizeof processor - 1, "LINK_MISMATCH", "one architecture");
}

/* Windows' words for a DLL that could not be loaded name the cause under any loader (MATLAB's
 * MEX loader ahead of its "Error in" stack), and an nvcc stage that died with 0xC000007B stays the
 * stage's death, with the other-architecture remedy. */
static void dll_loads_by_windows_words(void **state)
{
    (void)state;
    const char mex[] = "Invalid MEX-file 'C:\\src\\frob.mexw64': The specified module could not be found.\n\n"
                       "Error in frob_init (line 7)\nfrob(0);\n";
    expect_first(mex, sizeof mex - 1, "RUNTIME_DLL_NOT_FOUND", "MATLAB's MEX loader");
    const char died[] = "nvcc error   : 'C:/VS/VC/bin/cl.exe' died with status 0xC000007B\n"
                        "Error using frob_compile>nvcc_compile (line 12)\n";
    expect_first_remedy(died, sizeof died - 1, "NVCC_STAGE_DIED", "STATUS_INVALID_IMAGE_FORMAT");
}

/* A build tool's summary quoted in a CMake Error block is the output of the program CMake ran
 * (MSBuild's VCTargetsPath probe): the CMake error stays first, the error inside it after. */
static void build_summary_inside_a_cmake_block(void **state)
{
    (void)state;
    const char probe[] =
        "CMake Error at CMakeLists.txt:2 (project):\n"
        "  Failed to run MSBuild command:\n\n"
        "    C:/VS/MSBuild/Current/Bin/MSBuild.exe\n\n"
        "  to get the value of VCTargetsPath:\n\n"
        "    C:\\VS\\Microsoft.Cpp.WindowsSDK.targets(46,5): error MSB8036: The Windows SDK version 10.0.19041.0 was not found. [C:\\b\\VCTargetsPath.vcxproj]\n"
        "    Done Building Project \"C:\\b\\VCTargetsPath.vcxproj\" (default targets) -- FAILED.\n\n"
        "    Build FAILED.\n\n"
        "-- Configuring incomplete, errors occurred!\n";
    wg_classifier *c = classify(probe, sizeof probe - 1);
    assert_true(wg_blocker_count(c) >= 2);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_string_equal(v.class_id, "CMAKE_ERROR");
    assert_int_equal(v.log_line, 1);
    wg_blocker_get(c, 1, &v);
    assert_string_equal(v.code, "MSB8036");
    wg_classifier_free(c);
}

/* A clean localized log still passes: Visual Studio's summaries with none failed, warnings, notes
 * and progress lines in their languages, as real logs print them (ja, zh-CN, ru, it, de, fr, pl, ko). */
static void localized_clean_logs_pass(void **state)
{
    (void)state;
    const char clean[] =
        "1>------ \xe3\x83\x93\xe3\x83\xab\xe3\x83\x89\xe9\x96\x8b\xe5\xa7\x8b: \xe3\x83\x97\xe3\x83\xad\xe3\x82\xb8\xe3\x82\xa7\xe3\x82\xaf\xe3\x83\x88: frob, \xe6\xa7\x8b\xe6\x88\x90: Release Win32 ------\n"
        "2>..\\speed_test.c(25): warning C4133: '\xe9\x96\xa2\xe6\x95\xb0' : 'int *' \xe3\x81\xa8 'msgpack_unpacked *' \xe3\x81\xae\xe9\x96\x93\xe3\x81\xa7\xe5\x9e\x8b\xe3\x81\xab\xe4\xba\x92\xe6\x8f\x9b\xe6\x80\xa7\xe3\x81\x8c\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82\n"
        "  ========== \xe3\x83\x93\xe3\x83\xab\xe3\x83\x89: 1 \xe6\xad\xa3\xe5\xb8\xb8\xe7\xb5\x82\xe4\xba\x86\xe3\x80\x81" "0 \xe5\xa4\xb1\xe6\x95\x97\xe3\x80\x81" "0 \xe6\x9b\xb4\xe6\x96\xb0\xe4\xb8\x8d\xe8\xa6\x81\xe3\x80\x81" "0 \xe3\x82\xb9\xe3\x82\xad\xe3\x83\x83\xe3\x83\x97 ==========\n"
        "1>f:\\src\\sqlpool.h(127): note: \xe5\x8f\x82\xe8\xa7\x81\xe5\xaf\xb9\xe6\xad\xa3\xe5\x9c\xa8\xe7\xbc\x96\xe8\xaf\x91\xe7\x9a\x84\xe5\x87\xbd\xe6\x95\xb0 \xe6\xa8\xa1\xe6\x9d\xbf \xe5\xae\x9e\xe4\xbe\x8b\xe5\x8c\x96\xe2\x80\x9cstd::shared_ptr<toolkit::Timer>\xe2\x80\x9d\xe7\x9a\x84\xe5\xbc\x95\xe7\x94\xa8\n"
        "s2/base/port.h : warning C4819: \xe8\xaf\xa5\xe6\x96\x87\xe4\xbb\xb6\xe5\x8c\x85\xe5\x90\xab\xe4\xb8\x8d\xe8\x83\xbd\xe5\x9c\xa8\xe5\xbd\x93\xe5\x89\x8d\xe4\xbb\xa3\xe7\xa0\x81\xe9\xa1\xb5(936)\xe4\xb8\xad\xe8\xa1\xa8\xe7\xa4\xba\xe7\x9a\x84\xe5\xad\x97\xe7\xac\xa6\xe3\x80\x82\xe8\xaf\xb7\xe5\xb0\x86\xe8\xaf\xa5\xe6\x96\x87\xe4\xbb\xb6\xe4\xbf\x9d\xe5\xad\x98\xe4\xb8\xba Unicode \xe6\xa0\xbc\xe5\xbc\x8f\xe4\xbb\xa5\xe9\x98\xb2\xe6\xad\xa2\xe6\x95\xb0\xe6\x8d\xae\xe4\xb8\xa2\xe5\xa4\xb1\n"
        "  \xe6\xad\xa3\xe5\x9c\xa8\xe7\x94\x9f\xe6\x88\x90\xe4\xbb\xa3\xe7\xa0\x81...\n"
        "    0 \xe4\xb8\xaa\xe8\xad\xa6\xe5\x91\x8a\n"
        "    0 \xe4\xb8\xaa\xe9\x94\x99\xe8\xaf\xaf\n"
        "1>\xd0\xa1\xd0\xbe\xd0\xb7\xd0\xb4\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xba\xd0\xbe\xd0\xb4\xd0\xb0...\n"
        "========== \xd0\x9f\xd0\xb5\xd1\x80\xd0\xb5\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb8\xd1\x82\xd1\x8c \xd0\xb2\xd1\x81\xd0\xb5: \xd1\x83\xd1\x81\xd0\xbf\xd0\xb5\xd1\x88\xd0\xbd\xd0\xbe \xe2\x80\x94 1, \xd0\xbd\xd0\xb5\xd1\x83\xd0\xb4\xd0\xb0\xd1\x87\xd0\xbd\xd0\xbe \xe2\x80\x94 0, \xd0\xbf\xd1\x80\xd0\xbe\xd0\xbf\xd1\x83\xd1\x89\xd0\xb5\xd0\xbd\xd0\xbe \xe2\x80\x94 0 ==========\n"
        "========== \xd0\x9f\xd0\xb5\xd1\x80\xd0\xb5\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb8\xd1\x82\xd1\x8c \xd0\xb7\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd1\x88\xd0\xb5\xd0\xbd\xd0\xbe \xd0\xb2 22:12 \xd0\xb8 \xd0\xb7\xd0\xb0\xd0\xbd\xd1\x8f\xd0\xbb\xd0\xbe 09,111 \xd1\x81 ==========\n"
        "========== Compilazione: 3 completato/i, 0 non riuscito/i, 7 aggiornato/i, 0 ignorato/i ==========\n"
        "========== Compilazione avviato alle 8:15 AM e ha impiegato 49:13,436 minuti ==========\n"
        " warning C4244: \"=\": Konvertierung von \"double\" in \"cmsFloat32Number\", m\xc3\xb6glicher Datenverlust\n"
        "C:\\src\\system_handler.cpp(12,57): message : voir la d\xc3\xa9" "claration de 'std::unique_ptr<_Ty,_Dx>::get'\n"
        "  G\xc3\xa9n\xc3\xa9ration de code en cours...\n"
        "D:\\VS\\MSBuild\\Microsoft\\VC\\v160\\Microsoft.CppBuild.targets(499,5): warning MSB8029: Katalog po\xc5\x9bredni ani katalog danych wyj\xc5\x9b" "ciowych nie mog\xc4\x85 znajdowa\xc4\x87 si\xc4\x99 w katalogu tymczasowym, poniewa\xc5\xbc mo\xc5\xbc" "e to spowodowa\xc4\x87 problemy z kompilacj\xc4\x85 przyrostow\xc4\x85.\n"
        "\xeb\xb9\x8c\xeb\x93\x9c\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4.\n"
        "    \xea\xb2\xbd\xea\xb3\xa0 0\xea\xb0\x9c\n"
        "    \xec\x98\xa4\xeb\xa5\x98 0\xea\xb0\x9c\n";
    expect_clean(clean, sizeof clean - 1, "a clean localized log");
}

/* A CMake Error block inside a wrapping tool's indented output ends at the wrapper's own, less
 * indented lines: pip's summary after it is a wrapper of the block, not its content. And a CMake
 * header is a line of its own, never the rest of a console-wide line before it. */
static void cmake_block_ends_at_its_wrapper(void **state)
{
    (void)state;
    const char pip[] = "  error: subprocess-exited-with-error\n"
                       "  \xc3\x97 Building wheel for frob (pyproject.toml) did not run successfully.\n"
                       "  \xe2\x95\xb0\xe2\x94\x80> [6 lines of output]\n"
                       "      CMake Error at CMakeLists.txt:3 (project):\n"
                       "        Generator NMake Makefiles does not support platform specification\n"
                       "      -- Configuring incomplete, errors occurred!\n"
                       "      [end of output]\n"
                       "  ERROR: Failed building wheel for frob\n";
    expect_first(pip, sizeof pip - 1, "CMAKE_ERROR", "a CMake block inside pip's output");
    /* 99 columns: as wide as a console that wraps at 100 */
    const char wide[] = "subprocess.CalledProcessError: Command '['cmake', '--build', '.']' returned non-zero exit status 1.\n"
                        "CMake Error at CMakeLists.txt:3 (project):\n"
                        "  Generator NMake Makefiles does not support platform specification\n";
    expect_first(wide, sizeof wide - 1, "CMAKE_ERROR", "a CMake header after a console-wide wrapper");
}

/* A build tool's summary of a failure (a solution's "N succeeded, M failed", "Build FAILED.", Ninja's
 * and make's stops, setuptools' and pip's, Python's, cargo's and node-gyp's) ranks after any
 * specific compiler, linker or CMake cause, whether it stands before the cause, after it, or both. */
static void build_tool_summaries_rank_after_any_cause(void **state)
{
    (void)state;
    static const char *const summaries[] = {
        "========== Build: 0 succeeded, 1 failed, 0 up-to-date, 0 skipped ==========",
        "========== \xe7\x94\x9f\xe6\x88\x90: \xe6\x88\x90\xe5\x8a\x9f 0 \xe4\xb8\xaa\xef\xbc\x8c\xe5\xa4\xb1\xe8\xb4\xa5 1 \xe4\xb8\xaa\xef\xbc\x8c\xe6\x9c\x80\xe6\x96\xb0 0 \xe4\xb8\xaa\xef\xbc\x8c\xe8\xb7\xb3\xe8\xbf\x87 0 \xe4\xb8\xaa ==========",
        "Build FAILED.",
        "ninja: build stopped: subcommand failed.",
        "make: *** [Makefile:12: all] Error 1",
        "mingw32-make[2]: *** [src/CMakeFiles/frob.dir/all] Error 2",
        "error: command 'C:\\\\BuildTools\\\\VC\\\\bin\\\\HostX86\\\\x64\\\\cl.exe' failed with exit code 2",
        "error: subprocess-exited-with-error",
        "subprocess.CalledProcessError: Command '['cmake', '--build', '.']' returned non-zero exit status 1.",
        "error: failed to run custom build command for `frob-sys v0.1.0`",
        "gyp ERR! build error",
    };
    static const struct {
        const char *id, *text;
    } causes[] = {
        {"MSVC_MISSING_INCLUDE", "C:\\src\\a.cpp(12): fatal error C1083: Cannot open include file: 'frob.h': No such file or directory"},
        {"LINK_UNRESOLVED", "a.obj : error LNK2019: unresolved external symbol frob referenced in function main"},
        {"NVCC_BAD_ARCH", "nvcc fatal   : Unsupported gpu architecture 'compute_20'"},
        {"CMAKE_ERROR", "CMake Error at CMakeLists.txt:3 (project):\n  Generator NMake Makefiles does not support platform specification"},
    };
    char log[1024];
    for (size_t s = 0; s < sizeof summaries / sizeof summaries[0]; ++s)
        for (size_t k = 0; k < sizeof causes / sizeof causes[0]; ++k)
            for (int order = 0; order < 3; ++order) {
                const char *w = summaries[s], *x = causes[k].text;
                int n = order == 0   ? snprintf(log, sizeof log, "%s\n%s\n", x, w)
                        : order == 1 ? snprintf(log, sizeof log, "%s\n%s\n", w, x)
                                     : snprintf(log, sizeof log, "%s\n%s\n%s\n", w, x, w);
                assert_true(n > 0 && (size_t)n < sizeof log);
                expect_first(log, (size_t)n, causes[k].id, "a build tool's summary beside its cause");
            }
}

/* Visual Studio's closing summary with failed projects fails the build in any language, even
 * where the errors it counts were not pasted; one with none failed, and the timing line, do not. */
static void failed_solution_summary_is_a_wrapper(void **state)
{
    (void)state;
    static const char *const failed[] = {
        "========== Rebuild All: 0 succeeded, 3 failed, 0 skipped ==========\n",
        "========== Build: 2 succeeded, 10 failed, 5 up-to-date, 0 skipped ==========\n",
        "  ========== \xe3\x83\x93\xe3\x83\xab\xe3\x83\x89: 0 \xe6\xad\xa3\xe5\xb8\xb8\xe7\xb5\x82\xe4\xba\x86\xe3\x80\x81"
        "2 \xe5\xa4\xb1\xe6\x95\x97\xe3\x80\x81" "0 \xe6\x9b\xb4\xe6\x96\xb0\xe4\xb8\x8d\xe8\xa6\x81\xe3\x80\x81" "0 \xe3\x82\xb9\xe3\x82\xad\xe3\x83\x83\xe3\x83\x97 ==========\n",
        "========== Compilazione: 0 completate, 1 non riuscite, 4 aggiornate, 0 ignorate ==========\n",
    };
    for (size_t i = 0; i < sizeof failed / sizeof failed[0]; ++i)
        expect_first(failed[i], strlen(failed[i]), "MSBUILD_WRAPPER", "a solution summary with failed projects");
    static const char *const clean[] = {
        "========== Build: 4 succeeded, 0 failed, 1 up-to-date, 0 skipped ==========\n",
        "========== Build started at 8:15 AM and took 01,234 seconds ==========\n",
        "========== Rebuild All: 0 succeeded, 1 failed ==========\n", /* not the summary's list */
    };
    for (size_t i = 0; i < sizeof clean / sizeof clean[0]; ++i)
        expect_clean(clean[i], strlen(clean[i]), "a summary with no failed project, or no summary");
    const char with_error[] = "a.obj : error LNK2019: unresolved external symbol frob_init referenced in function main\n"
                              "========== Build: 0 succeeded, 1 failed, 0 up-to-date, 0 skipped ==========\n";
    expect_first(with_error, sizeof with_error - 1, "LINK_UNRESOLVED", "the summary after its error");
}

/* nvcc's own fatal line about a stray quote in its arguments names its cause. */
static void nvcc_stray_quote_names_its_cause(void **state)
{
    (void)state;
    const char log[] = "nvcc fatal   : Stray '\"' character\n"
                       "  CMake Error at frob_generated_k.cu.obj.Debug.cmake:222 (message):\n"
                       "    Error generating\n";
    expect_first(log, sizeof log - 1, "NVCC_STRAY_INPUT", "nvcc's stray quote");
}

/* The compiler's heap exhaustion is the cause of the missing library after it, even where the
 * linker's consequence was pasted first; an ignored library of another machine type is a failure
 * even in a log with no error, unless the log says the build succeeded. */
static void causes_pasted_after_or_alone(void **state)
{
    (void)state;
    const char heap[] = "LINK : fatal error LNK1181: cannot open input file 'frob.lib'\n"
                        "C:\\src\\frob\\big.cpp(6626): fatal error C1002: compiler is out of heap space in pass 2\n";
    expect_first(heap, sizeof heap - 1, "MSVC_HEAP", "heap exhaustion pasted after its consequence");
    const char ignored[] = "  C:\\deps\\lib\\frob.lib : warning LNK4272: library machine type 'x86' conflicts with target machine type 'x64' [C:\\b\\frob.vcxproj]\n";
    expect_first(ignored, sizeof ignored - 1, "LINK_MISMATCH", "a library of another machine type, alone");
    const char other[] = "  LINK : warning LNK4098: defaultlib 'LIBCMT' conflicts with use of other libs; use /NODEFAULTLIB:library\n";
    expect_clean(other, sizeof other - 1, "another linker warning, alone");
    const char succeeded[] = "  C:\\deps\\lib\\frob.lib : warning LNK4272: library machine type 'x86' conflicts with target machine type 'x64'\n"
                             "========== Build: 1 succeeded, 0 failed, 0 up-to-date, 0 skipped ==========\n";
    expect_clean(succeeded, sizeof succeeded - 1, "a library of another machine type in a build that succeeded");
}

/* 20,000 different errors stay 20,000 blockers; 20,000 repeats of one merge into one. */
static void many_distinct_errors_merge_exactly(void **state)
{
    (void)state;
    size_t capacity = 20000 * 80, n = 0;
    char *text = malloc(capacity);
    assert_non_null(text);
    for (int i = 0; i < 20000; ++i)
        n += (size_t)snprintf(text + n, capacity - n, "u%d.cpp(%d): error C2065: 'sym_%d': undeclared identifier\n", i % 97, i % 50 + 1, i);
    wg_classifier *c = wg_classifier_new(catalog);
    wg_classifier_feed(c, text, n);
    wg_classifier_finish(c);
    assert_int_equal(wg_blocker_count(c), 20000);
    wg_classifier_free(c);
    n = 0;
    for (int i = 0; i < 20000; ++i)
        n += (size_t)snprintf(text + n, capacity - n, "u.cpp(%d): error C2065: 'same': undeclared identifier\n", i % 50 + 1);
    c = wg_classifier_new(catalog);
    wg_classifier_feed(c, text, n);
    wg_classifier_finish(c);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_int_equal(v.count, 20000);
    wg_classifier_free(c);
    free(text);
}

static void emulated_narrowing_is_predicted(void **state)
{
    (void)state;
    const char error[] = "narrow.cpp:5:20: error: narrowing conversion of 'd' from 'double' to 'int' [-Werror=narrowing]\n";
    wg_classifier *c = classify(error, sizeof error - 1);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_blocker_view b;
    wg_blocker_get(c, 0, &b);
    assert_string_equal(b.class_id, "MSVC_NARROWING");
    assert_int_equal(b.predicted, 1);
    assert_string_equal(b.file, "narrow.cpp");
    assert_int_equal(b.line, 5);
    wg_classifier_free(c);
    /* Without the emulation GCC only warns, and a warning blocks nothing. */
    const char warning[] = "narrow.cpp:5:20: warning: narrowing conversion of 'd' from 'double' to 'int' [-Wnarrowing]\n";
    c = classify(warning, sizeof warning - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
}

static void bad_catalogs_are_refused_with_their_line(void **state)
{
    (void)state;
    char error[256];
    const char *bad[] = {
        "# comment\nclass X | specific | cl\n",
        "key X | code | C1083\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | regex | C1083\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | C1\n",
        "class X | sometimes | cl | upstream-source | - | fix it\n",
        "class X | specific | cl | upstream-source | - | fix it\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | C1083\nconsequence X | Y\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | C1083\nconsequence X | X\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | C1083\nfailure X | C1084\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | C1083\nmessage C1084 | Cannot open\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | C1083\nmessage C1083\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | MSB3073 | 9009 && \"\"\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | C2131\nnote C2131 | Y | heap allocated\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | code | C2131\nnote C2131 | X\n",
        "class X | specific | link | toolchain | - | fix it\nkey X | code | LNK1112\nstatus U1077 | LNK | '0x%s'\n",
        "class X | specific | link | toolchain | - | fix it\nkey X | code | LNK1112\nstatus U1077 | ZZZ | '0x%x'\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | text | [WinError 193]\ncontext X | [WinError 126] | _dlopen(\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | text | [WinError 193]\ncontext Y | [WinError 193] | _dlopen(\n",
        "class X | specific | cl | upstream-source | - | fix it\nkey X | text | [WinError 193]\ncontext X | [WinError 193]\n",
    };
    const char *lines[] = {"line 2", "line 1", "line 2", "line 2", "line 1", "no keys", "line 3", "line 3",
                           "line 3", "line 3", "line 3", "line 2", "line 3", "line 3", "line 3", "line 3",
                           "line 3", "line 3", "line 3"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        wg_catalog *c = wg_catalog_parse(bad[i], strlen(bad[i]), error, sizeof error);
        assert_null(c);
        assert_non_null(strstr(error, lines[i]));
    }
}

typedef struct findings {
    char text[2048];
} findings;

static void collect(void *context, const char *id, const char *path, long line, const char *message)
{
    findings *f = context;
    (void)path;
    (void)message;
    size_t used = strlen(f->text);
    snprintf(f->text + used, sizeof f->text - used, "%s:%ld ", id, line);
}

static void scan_predicts_source_blockers(void **state)
{
    (void)state;
    const char source[] =
        "#include <unistd.h>\n"                     /* 1: unguarded */
        "#ifndef _WIN32\n"
        "#include <sys/mman.h>\n"                   /* 3: guarded */
        "#endif\n"
        "float _Complex z;\n"                       /* 5 */
        "void f(int n) {\n"
        "    float buf[n];\n"                       /* 7: VLA */
        "    float fixed[16];\n"
        "}\n"
        "__attribute__((unused)) static int x;\n"   /* 10 */
        "/* _Complex in a comment */\n"
        "#if defined(__GNUC__)\n"
        "static int y __attribute__((unused));\n"   /* 13: guarded */
        "#endif\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("src/a.c", source, sizeof source - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_POSIX_HEADER:1 SCAN_COMPLEX:5 SCAN_VLA:7 SCAN_GCC_EXTENSION:10 ");
}

static void scan_predicts_build_blockers(void **state)
{
    (void)state;
    const char cmake[] =
        "add_compile_options(-O3)\n"                                        /* 1 */
        "if(NOT MSVC)\n"
        "  add_compile_options(-fPIC)\n"                                    /* 3: guarded */
        "endif()\n"
        "add_custom_command(OUTPUT x COMMAND sh gen.sh)\n"                  /* 5 */
        "FetchContent_Declare(dep URL https://example.invalid/y.tgz)\n"    /* 6 */
        "FetchContent_Declare(ok URL https://example.invalid/z.tgz\n"
        "  URL_HASH SHA256=00)\n"
        "set(L /usr/lib/libfoo.so)\n"                                       /* 9 */
        "target_compile_options(t PRIVATE $<$<CXX_COMPILER_ID:GNU>:-O3>)\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("CMakeLists.txt", cmake, sizeof cmake - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_GCC_FLAG:1 SCAN_SHELL_STEP:5 SCAN_UNHASHED_DOWNLOAD:6 SCAN_UNIX_PATH:9 ");
    memset(&f, 0, sizeof f);
    assert_int_equal(wg_scan_text("README.md", cmake, sizeof cmake - 1, collect, &f), 0);
    assert_string_equal(f.text, "");
}

static void scan_tells_statement_expressions_from_braced_arguments(void **state)
{
    (void)state;
    const char source[] =
        "void f(void) {\n"
        "    auto a = make({1, 2, 3});\n"                  /* 2: braced argument */
        "    auto b = make({\n"                            /* 3: braced argument over lines */
        "        1,\n"
        "        2});\n"
        "    int c = ({ int t = 1; t + 1; });\n"          /* 6: statement expression */
        "    int d = ({\n"                                 /* 7: statement expression over lines */
        "        int t = 2;\n"
        "        t * t;\n"
        "    });\n"
        "    call({[](int x) { return x; }, 1});\n"       /* 11: a lambda's ';' is one level deeper */
        "    call({\"a;b\", \"}\"});\n"                 /* 12: ';' and '}' inside literals */
        "    call({';', 0});\n"                          /* 13 */
        "}\n"
        "#ifdef __GNUC__\n"
        "#define SQUARE(x) ({ int v_ = (x); v_ * v_; })\n" /* 16: preprocessor line */
        "static int e = ({ 1; });\n"                     /* 17: guarded */
        "#endif\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("src/b.cpp", source, sizeof source - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_GCC_EXTENSION:6 SCAN_GCC_EXTENSION:7 ");
}

static void scan_takes_template_and_constexpr_bounds_as_constant(void **state)
{
    (void)state;
    const char source[] =
        "template <typename T, int max_radix, const uint8_t scalar_size = 4>\n"
        "void f(int n) {\n"
        "    float a[max_radix];\n"                  /* 3: template parameter */
        "    uint8_t b[scalar_size];\n"              /* 4: one with a default */
        "    constexpr int per_thread = 8;\n"
        "    float c[per_thread];\n"                 /* 6: constexpr */
        "    float d[n];\n"                          /* 7: a run-time bound */
        "}\n"
        "template <\n"
        "    int rows,\n"
        "    typename U>\n"
        "void g() {\n"
        "    int r[rows];\n"                         /* 13: parameter list over lines */
        "}\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("src/c.cuh", source, sizeof source - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_VLA:7 ");
}

static void scan_predicts_crt_file_io(void **state)
{
    (void)state;
    const char source[] =
        "#include <fcntl.h>\n"
        "#ifdef _MSC_VER\n"
        "#include <io.h>\n"          /* 3: the Windows branch: the CRT's I/O */
        "#else\n"
        "#include <unistd.h>\n"      /* 5: guarded (not Windows) */
        "#endif\n"
        "int f(const char *p) {\n"
        "  return open(p, O_RDONLY);\n" /* 8: the CRT's call is the defect, not the include */
        "}\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("io/load.h", source, sizeof source - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_CRT_IO:8 ");
}

/* The preprocessor as MSVC x64 sees it (issue 15): predefined macros, #define/#undef in the file,
 * a switch nothing defines is undefined, #elif/#else after a taken branch are skipped, and what
 * cannot be decided (__has_include) stays counted. */
static void scan_models_the_msvc_preprocessor(void **state)
{
    (void)state;
    const char source[] =
        "#if defined(_WIN32) && _MSC_VER >= 1900 && !defined(__GNUC__)\n"
        "static unsigned long long a = 1UL << 33;\n"      /* 2: on the path */
        "#elif defined(__APPLE__)\n"
        "static unsigned long long b = 1UL << 34;\n"      /* 4: an #elif after a taken branch */
        "#else\n"
        "static unsigned long long c = 1UL << 35;\n"      /* 6 */
        "#endif\n"
        "#ifdef ENGINE_NOWHERE_DEFINED\n"
        "#include <pthread.h>\n"                           /* 9: a switch nothing defines */
        "#endif\n"
        "#define ENGINE_LOCAL 1\n"
        "#if ENGINE_LOCAL\n"
        "#include <dirent.h>\n"                            /* 13: defined above */
        "#endif\n"
        "#undef ENGINE_LOCAL\n"
        "#ifdef ENGINE_LOCAL\n"
        "#include <dirent.h>\n"                            /* 17: undefined again */
        "#endif\n"
        "#if __has_include(<sys/mman.h>)\n"
        "#include <sys/mman.h>\n"                          /* 20: unknown: reported apart, not counted */
        "#endif\n"
        "static unsigned long long d = 1ULL << 33;\n"      /* 22: the fixed form */
        "#if defined(__ARM_NEON) || defined(__riscv_vector) || defined(__HIP_PLATFORM_AMD__) || __POWER9_VECTOR__\n"
        "#include <unistd.h>\n"                            /* 24: other architectures: off */
        "#elif defined(__MMA__) || defined(__VXE__) || defined(__loongarch_sx) || __GNUC__ >= 9\n"
        "#include <unistd.h>\n"                            /* 26: off */
        "#endif\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("src/p.cpp", source, sizeof source - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_LLP64:2 SCAN_POSIX_HEADER:13 ");
}

static void scan_finds_powershell_named_away_from_its_command(void **state)
{
    (void)state;
    const char cmake[] =
        "if(MSVC)\n"
        "  set(SHELL_CMD powershell -ExecutionPolicy Bypass -File)\n" /* 2 */
        "else()\n"
        "  set(SHELL_CMD bash)\n"                                     /* 4: guarded */
        "endif()\n"
        "add_custom_command(OUTPUT gen.cpp\n"
        "  COMMAND\n"
        "    ${SHELL_CMD} make_gen.${SHELL_EXT} gen.cpp)\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("CMakeLists.txt", cmake, sizeof cmake - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_SHELL_STEP:2 ");
}

/* The walker on a real folder (under Wine in the Windows lane: FindFirstFileW): a folder named
 * build is walked, upper-case names count, .git is not source, --scan-skip leaves a folder out and
 * --scan-exclude marks its files. */
static void walker_lists_every_source_folder(void **state)
{
    (void)state;
    static const char *const folders[] = {"walk-tree", "walk-tree/build", "walk-tree/Sub", "walk-tree/.git", "walk-tree/out"};
    static const char *const files[] = {"walk-tree/build/a.c", "walk-tree/Sub/B.CPP", "walk-tree/.git/c.c", "walk-tree/out/d.h",
                                        "walk-tree/readme.txt", "walk-tree/CMakeLists.txt"};
    for (size_t i = 0; i < sizeof folders / sizeof folders[0]; ++i)
        make_folder(folders[i]);
    for (size_t i = 0; i < sizeof files / sizeof files[0]; ++i) {
        FILE *f = fopen(files[i], "wb");
        assert_non_null(f);
        fputs("int x;\n", f);
        fclose(f);
    }
    wg_walk_entry *entries;
    size_t count;
    char error[256];
    const char *skip[] = {"out"}, *exclude[] = {"Sub"};
    assert_int_equal(wg_walk_tree("walk-tree", skip, 1, exclude, 1, &entries, &count, NULL, NULL, error, sizeof error), 0);
    char listed[256] = "";
    for (size_t i = 0; i < count; ++i)
        snprintf(listed + strlen(listed), sizeof listed - strlen(listed), "%s%s%s ", entries[i].path,
                 entries[i].problem ? "!" : "", entries[i].excluded ? "(excluded)" : "");
    wg_walk_free(entries, count);
    assert_string_equal(listed, "CMakeLists.txt Sub/B.CPP(excluded) build/a.c ");
    const char *why = NULL;
    FILE *f = wg_open_regular("walk-tree/build", &why);
    assert_null(f);
    assert_non_null(why);
    assert_int_equal(wg_walk_tree("walk-tree/no-such", NULL, 0, NULL, 0, &entries, &count, NULL, NULL, error, sizeof error), -1);
    assert_non_null(strstr(error, "no-such"));
    for (size_t i = sizeof files / sizeof files[0]; i-- > 0;)
        remove(files[i]);
    for (size_t i = sizeof folders / sizeof folders[0]; i-- > 0;)
        remove_folder(folders[i]);
}

/* #if nesting past any fixed depth, and a #include whose name is on the next line. */
static void scan_follows_deep_nesting_and_continued_includes(void **state)
{
    (void)state;
    char text[4096] = "";
    for (int i = 0; i < 100; ++i)
        strcat(text, "#if 1\n");
    strcat(text, "#include <unistd.h>\n");
    for (int i = 0; i < 100; ++i)
        strcat(text, "#endif\n");
    strcat(text, "#ifdef __linux__\n#include <sys/mman.h>\n#endif\n#include \\\n  <pthread.h>\n");
    findings f = {{0}};
    assert_int_equal(wg_scan_text("deep.c", text, strlen(text), collect, &f), 0);
    assert_string_equal(f.text, "SCAN_POSIX_HEADER:101 SCAN_POSIX_HEADER:205 ");
}

/* A '(' opening a line has nothing before it: the compound-literal rule must not read there
 * (found by fuzz.gate.scan_walk once the walk fed the rule families; ASan reads the byte). */
static void scan_line_opening_with_a_parenthesis(void **state)
{
    (void)state;
    static const char source[] = "(void)0;\n(Point){1, 2};\nint x = (Point){1, 2}.x;\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("src/open.cpp", source, sizeof source - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_MSVC_SYNTAX:3 ");
}

/* Names are case-insensitive on Windows: SRC.C is a C source for the preprocessor as for the
 * rules (no __cplusplus), as the walk lists it. */
static void scan_upper_case_c_is_c(void **state)
{
    (void)state;
    static const char source[] = "#ifndef __cplusplus\n#include <unistd.h>\n#endif\n#include <dirent.h>\n";
    findings f = {{0}};
    assert_int_equal(wg_scan_text("src/SRC.C", source, sizeof source - 1, collect, &f), 0);
    assert_string_equal(f.text, "SCAN_POSIX_HEADER:2 SCAN_POSIX_HEADER:4 ");
}

/* The eighth batch's families (corpus README, eleventh round): a script's own error above the
 * wrapper of its interpreter, a traceback's quote of code, a version query's D8003, cmd's path text
 * above a custom step's failure, Windows' and cmd's refusals, runners' lines and advice. */
static void script_errors_refusals_and_runner_lines(void **state)
{
    (void)state;
    /* (a script without the .pl extension: OpenSSL's Configure, a module) */
    const char perl[] = "Can't open C:/frob/bin/frob.dll at Configure line 69.\n"
                        "NMAKE : fatal error U1077: '\"C:\\perl\\bin\\perl.exe\" \"Configure\"' : return code '0xd'\n"
                        "Stop.\n";
    expect_first_at(perl, sizeof perl - 1, "UNCLASSIFIED", 1);
    /* Perl's warnings have the same shape: alone (no wrapper after them) they fail nothing */
    const char perl_warning[] = "Use of uninitialized value $frob in concatenation at Frob/Util.pm line 12.\n";
    wg_classifier *c = classify(perl_warning, sizeof perl_warning - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    const char quote[] = "  File \"C:\\frob\\SConscript\", line 4\n"
                         "    print \"Error: frob is not supported\"\n"
                         "                                        ^\n"
                         "SyntaxError: invalid syntax\n"
                         "C:\\frob\\Microsoft.CppCommon.targets(171,5): error MSB6006: \"cmd.exe\" exited with code 2.\n";
    expect_first_at(quote, sizeof quote - 1, "UNCLASSIFIED", 4);
    const char version[] = "cl : Command line warning D9002 : ignoring unknown option '--version'\n"
                           "cl : Command line error D8003 : missing source filename\n"
                           "CMake Error at cmake/frob_compiler_id.cmake:12 (STRING):\n"
                           "  STRING sub-command REPLACE requires at least four arguments.\n";
    expect_first_at(version, sizeof version - 1, "CMAKE_ERROR", 3);
    /* a D8003 after a D9002 on another option is the failure it is */
    const char no_source[] = "cl : Command line warning D9002 : ignoring unknown option '-fPIC'\n"
                             "cl : Command line error D8003 : missing source filename\n";
    expect_first_at(no_source, sizeof no_source - 1, "UNCLASSIFIED", 2);
    const char step[] = "1>The system cannot find the path specified.\n"
                        "1>C:\\frob\\Microsoft.CppCommon.targets(156,5): error MSB3073: The command \"\\tools\\frobgen.exe -x\" exited with code 3.\n";
    expect_first_remedy(step, sizeof step - 1, "COMMAND_NOT_FOUND", "custom build step");
    const char step_ru[] = "1>\xd0\xa1\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbc\xd0\xb5 \xd0\xbd\xd0\xb5 \xd1\x83\xd0\xb4\xd0\xb0\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f \xd0\xbd\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb8 \xd1\x83\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xbf\xd1\x83\xd1\x82\xd1\x8c.\n"
                           "1>C:\\frob\\Microsoft.CppCommon.targets(156,5): error MSB3073: \"\\tools\\frobgen.exe\" 3.\n";
    expect_first_at(step_ru, sizeof step_ru - 1, "COMMAND_NOT_FOUND", 1);
    /* ... also where the console cut MSBuild's line (its piece has no "N>" prefix), in French */
    const char step_fr[] = "1>  Le chemin d'acc\xc3\xa8s sp\xc3\xa9\x63ifi\xc3\xa9 est introuvable.\n"
                           "1>C:\\frob\\Microsoft.CppCommon.targets(151,5): error\n"
                           "MSB6006: \"cmd.exe\" exited with code 3.\n";
    expect_first_at(step_fr, sizeof step_fr - 1, "COMMAND_NOT_FOUND", 1);
    /* cmd's "cannot find the file specified" with copy's count after it: a file the step copies */
    const char copy[] = "The system cannot find the file specified.\n"
                        "        0 file(s) copied.\n"
                        "C:\\frob\\Microsoft.CppCommon.targets(123,5): error MSB3073: The command \"copy /y frob.json out\" exited with code 1.\n";
    expect_first_remedy(copy, sizeof copy - 1, "UNCLASSIFIED", "copies");
    /* the path text far above the step's failure, or of another project, stays what it is */
    const char far[] = "1>The system cannot find the path specified.\n1>a\n1>b\n1>c\n"
                       "1>C:\\frob\\Microsoft.CppCommon.targets(156,5): error MSB3073: The command \"frobgen\" exited with code 1.\n";
    expect_first_at(far, sizeof far - 1, "UNCLASSIFIED", 1);
    const char other[] = "1>The system cannot find the path specified.\n"
                         "2>C:\\frob\\Microsoft.CppCommon.targets(156,5): error MSB3073: The command \"frobgen\" exited with code 1.\n";
    expect_first_at(other, sizeof other - 1, "UNCLASSIFIED", 1);
    /* an unknown error line first in a header is not an echo of another unknown error's code */
    const char unknown[] = "C:\\frob\\nan.h(263): error C2995: 'frob': function template has already been defined\n"
                           "C:\\frob\\nan.h(661): error C2039: 'FreeCallback': is not a member of 'node'\n";
    expect_first_at(unknown, sizeof unknown - 1, "UNCLASSIFIED", 1);
    const char mix[] = "NMAKE : fatal error U1052: file 'Makefile.win' not found\n"
                       "Stop.\n"
                       "** (Mix) Could not compile with \"nmake\" (exit status: 2).\n"
                       "One option is to install a recent version of\n"
                       "[Visual C++ Build Tools](http://landinghub.visualstudio.com/visual-cpp-build-tools)\n";
    expect_first_at(mix, sizeof mix - 1, "UNCLASSIFIED", 1);
    /* CMake's "unknown" identification before "No CMAKE_CUDA_COMPILER could be found": no compiler found */
    const char no_cuda[] = "The CUDA compiler identification is unknown\n"
                           "No CMAKE_CUDA_COMPILER could be found.\n";
    expect_first_at(no_cuda, sizeof no_cuda - 1, "CMAKE_NO_CUDA_COMPILER", 2);
    /* a Python build helper's probes for optional libraries: a lone test.c, links without the library */
    const char probes[] = "LINK : fatal error LNK1181: cannot open input file 'frobaio.lib'\n"
                          "test.c\n"
                          "LINK : fatal error LNK1181: cannot open input file 'frobfile.lib'\n";
    c = classify(probes, sizeof probes - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    /* ... but not beside another failure, nor without the probe's echo */
    const char probe_and_error[] = "test.c\n"
                                   "LINK : fatal error LNK1181: cannot open input file 'frobaio.lib'\n"
                                   "frob.cpp(3): error C2065: 'frob': undeclared identifier\n";
    expect_first_at(probe_and_error, sizeof probe_and_error - 1, "LINK_MISSING_INPUT", 2);
    const char link_alone[] = "frob.c\n"
                              "LINK : fatal error LNK1181: cannot open input file 'frobaio.lib'\n";
    expect_first_at(link_alone, sizeof link_alone - 1, "LINK_MISSING_INPUT", 2);
    static const char *const lines[][2] = {
        {"nvcc fatal   : cl.exe in PATH (C:/frob/shim/bin) is different than one specified with -ccbin (C:/VS/VC/bin/HostX64/x64)", "NVCC_32BIT_HOST"},
        {"error LNK2005: ldexpf already defined in libmmt.lib(ldexpf_iface_c99.obj)", "LINK_MISMATCH"},
        {"FileNotFoundError: due to missing DLLs", "RUNTIME_DLL_NOT_FOUND"},
        {"This version of C:\\frob\\minilua.exe is not compatible with the version of Windows you're running. Check your computer's system information.", "UNCLASSIFIED"},
        {"The system cannot find the batch label specified - found-python", "UNCLASSIFIED"},
        {"unknown argument(s) found", "UNCLASSIFIED"},
        {"'cl.exe' \xc2\xb2\xc2\xbb\xc3\x8a\xc3\x87\xc3\x84\xc3\x9a\xc2\xb2\xc2\xbf\xc2\xbb\xc3\xb2\xc3\x8d\xc3\xa2\xc2\xb2\xc2\xbf\xc3\x83\xc3\xbc\xc3\x81\xc3\xae", "COMMAND_NOT_FOUND"},
        {"ERROR: compile failed while processing C:/frob/jiffy: rebar_abort", "EXIT_CODE_WRAPPER"},
        /* cmd's zh-CN texts as GBK bytes shown in code page 1252 */
        {"\xc3\x8f\xc2\xb5\xc3\x8d\xc2\xb3\xc3\x95\xc3\x92\xc2\xb2\xc2\xbb\xc2\xb5\xc2\xbd\xc3\x96\xc2\xb8\xc2\xb6\xc2\xa8\xc2\xb5\xc3\x84\xc3\x8e\xc3\x84\xc2\xbc\xc3\xbe\xc2\xa1\xc2\xa3", "COMMAND_NOT_FOUND"},
        {"'bash' \xc2\xb2\xc2\xbb\xc3\x8a\xc3\x87\xc3\x84\xc3\x9a\xc2\xb2\xc2\xbf\xc2\xbb\xc3\xb2\xc3\x8d\xc3\xa2\xc2\xb2\xc2\xbf\xc3\x83\xc3\xbc\xc3\x81\xc3\xae\xc2\xa3\xc2\xac", "SHELL_NOT_FOUND"},
        /* Windows' own texts of errors 2, 3, 5, 123, 193, 267 alone: a failure, never a GO */
        {"Das System kann den angegebenen Pfad nicht finden.", "UNCLASSIFIED"},
        {"El sistema no puede encontrar el archivo especificado.", "COMMAND_NOT_FOUND"},
        {"\xe6\x8b\x92\xe7\xbb\x9d\xe8\xae\xbf\xe9\x97\xae\xe3\x80\x82", "UNCLASSIFIED"},
        {"The filename, directory name, or volume label syntax is incorrect.", "UNCLASSIFIED"},
        {"C:\\frob\\frobgen.exe is not a valid Win32 application.", "UNCLASSIFIED"},
        {"The directory name is invalid.", "UNCLASSIFIED"},
        /* the ninth batch's development part */
        {"C:\\frob\\vadefs.h(61): error C2054: expected '(' to follow 'P'", "MSVC_SYNTAX"},
        {"main.obj : error LNK2020: unresolved token (0A000459) frob_global_g", "LINK_UNRESOLVED"},
        {"Error: Variable Frob_SVN_EXECUTABLE is set to an inexistent directory or file !", "COMMAND_NOT_FOUND"},
        {"ERROR: C:/frob/BUILD.bazel:355:11: Compiling frob/port.cc [for tool] failed: (Exit 2): cl.exe failed: error executing CppCompile command (from cc_library rule target //frob:port)", "EXIT_CODE_WRAPPER"},
        {"FileNotFoundError: [WinError 3] The system cannot find the path specified: 'C:\\\\Program Files (x86)\\\\Microsoft Visual Studio\\\\2019\\\\Community\\\\VC/Tools/MSVC'", "MSVC_NOT_INSTALLED"},
        {"frob.py: Could not find frob executable at: \\src\\buildtools\\win\\frob.exe", "COMMAND_NOT_FOUND"},
        {"Bazel couldn't find a valid Visual C++ build tools installation on your machine.", "MSVC_NOT_INSTALLED"},
        {"error: command 'cl.exe' failed: None", "COMMAND_NOT_FOUND"},
        {"Error: Could not setup Developer Command Prompt: Microsoft Visual Studio not found", "MSVC_NOT_INSTALLED"},
        {"(   *  ) frob: Setting up CUDA (This may take a few minutes the first time)INFO: Could not find files for the given pattern(s).", "COMMAND_NOT_FOUND"},
    };
    expect_each_first(lines, sizeof lines / sizeof lines[0], "the eighth batch's families");
}

/* Issue 34's eleventh batch: a wrapper of another driver ranks after the cause it wraps (a build
 * script's own panic, a MATLAB function's error message, a command MSBuild's Exec task ran, GNU ld
 * under Go's linker, gcc handed MSVC's options), and failures that read as GO before (make's recipe
 * line alone, the loader's dialog retyped, a misspelt link code). Lines written for the test. */
static void other_drivers_causes_and_retyped_failures(void **state)
{
    (void)state;
    const char panic[] = "error: failed to run custom build command for `frob v0.1.0`\n"
                         "process didn't exit successfully: `C:\\frob\\target\\debug\\build\\frob-1\\build-script-build` (exit code: 101)\n"
                         "--- stderr\n"
                         "thread 'main' panicked at 'FROB_DIR is not set', build.rs:9\n"
                         "stack backtrace:\n";
    expect_first_at(panic, sizeof panic - 1, "UNCLASSIFIED", 4);
    /* (an unknown error line, not a wrapper: a compiler's diagnostic beside it still ranks first) */
    const char unwrap[] = "thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value', build.rs:10:5\n"
                          "C:\\src\\a.c(3): fatal error C1083: Cannot open include file: 'unistd.h': No such file or directory\n";
    expect_first(unwrap, sizeof unwrap - 1, "MSVC_POSIX_HEADER", "panic beside a diagnostic");
    /* a panic that opens its message on the next lines reports a command the script ran */
    const char command[] = "thread 'main' panicked at '\n"
                           "\n"
                           "Internal error occurred: Command \"cl.exe\" \"/c\" \"frob.c\" with args \"cl.exe\" did not execute successfully (status code exit code: 2).\n";
    expect_first(command, sizeof command - 1, "CARGO_WRAPPER", "cc-rs panic");
    const char matlab[] = "Error using frobtool.make>cc_name (line 12)\n"
                          "Unknown compiler: Frob C++ 9\n"
                          "\n"
                          "Error in frobtool.make (line 3)\n"
                          "    cc = cc_name();\n";
    expect_first_at(matlab, sizeof matlab - 1, "UNCLASSIFIED", 2);
    /* under mex's own line, the compiler's output is indented: mex stays the wrapper it is */
    const char mex[] = "Error using mex\n"
                       "   Creating library frob.lib and object frob.exp\n";
    expect_first(mex, sizeof mex - 1, "MATLAB_WRAPPER", "mex's output");
    const char conan[] = "frob/1.0: Error in build() method, line 61\n"
                         "C:\\frob\\Frob.vcxproj(12,5): error MSB3073: The command \"frobdeps.bat Debug\" exited with code 1.\n";
    expect_first_at(conan, sizeof conan - 1, "EXIT_CODE_WRAPPER", 1);
    /* ... but MSBuild's own echo of the command's status is no output of the command */
    const char echo[] = "The command \"frobdeps.bat Debug\" exited with code 1.\n"
                        "C:\\frob\\Frob.vcxproj(12,5): error MSB3073: The command \"frobdeps.bat Debug\" exited with code 1.\n";
    expect_first_at(echo, sizeof echo - 1, "MSBUILD_WRAPPER", 2);
    const char cgo[] = "# frob\n"
                       "C:\\go\\pkg\\tool\\windows_amd64\\link.exe: running gcc failed: exit status 1\n"
                       "C:\\Temp\\go-link-1/000001.o:frob.c:(.text+0x10): multiple definition of `frob_init'\n"
                       "C:\\Temp\\go-link-1/000000.o:frob.c:(.text+0x10): first defined here\n"
                       "collect2.exe: error: ld returned 1 exit status\n";
    expect_first_at(cgo, sizeof cgo - 1, "UNCLASSIFIED", 3);
    const char options[] = "frob.ino:5: error: 'Frob' was not declared in this scope\n"
                           "avr-g++: /Fo.build\\frob.obj: No such file or directory\n"
                           "avr-g++: /c: No such file or directory\n";
    expect_first_at(options, sizeof options - 1, "UNCLASSIFIED", 2);
    expect_first_remedy(options, sizeof options - 1, "UNCLASSIFIED", "MSVC's options");
    const char setup[] = "C:\\cygwin\\bin\\ld.exe returned ExitFailure 1 with error message:\n"
                         "C:\\Temp\\1.o: file not recognized: File format not recognized\n"
                         "setup-Cabal-1.18.exe: does not exist\n";
    expect_first_at(setup, sizeof setup - 1, "UNCLASSIFIED", 2);
    const char setup_alone[] = "setup-Cabal-1.18.exe: does not exist\n";
    expect_first(setup_alone, sizeof setup_alone - 1, "COMMAND_NOT_FOUND", "setup alone");
    const char recipe[] = "Makefile|12|recipe for target 'all' failed|\n";
    expect_first(recipe, sizeof recipe - 1, "MAKE_WRAPPER", "recipe");
    const char retyped[] = "The code execution cannot proceed  FROB.dll not found.\n";
    expect_first(retyped, sizeof retyped - 1, "RUNTIME_DLL_NOT_FOUND", "retyped dialog");
    const char debug[] = "VCRUNTIME140D.dll was not found\n";
    expect_first_remedy(debug, sizeof debug - 1, "RUNTIME_DLL_NOT_FOUND", "Debug build");
    const char misspelt[] = "LNK110:cannot open frob.lib\n";
    expect_first(misspelt, sizeof misspelt - 1, "UNCLASSIFIED", "misspelt link code");
    const char cabal[] = "Configuring frob-0.1...\n"
                         "* Missing C library: frob\n";
    expect_first(cabal, sizeof cabal - 1, "LINK_MISSING_INPUT", "cabal");
    const char flexlink[] = "* An option like /linkXXX is an abbreviation for '-link XXX'.\n"
                            "File \"caml_startup\", line 1:\n"
                            "Error: Error during linking (exit code 2)\n";
    expect_first_at(flexlink, sizeof flexlink - 1, "UNCLASSIFIED", 1);
    const char cudart[] = "frob.obj : error LNK2005: cudaFree already defined in cudart.lib(cudart64_110.dll)\n";
    expect_first_remedy(cudart, sizeof cudart - 1, "LINK_MISMATCH", "CUDA runtime");
    const char script[] = "/usr/bin/ld:frob.def: file format not recognized; treating as linker script\n"
                          "/usr/bin/ld:frob.def:2: syntax error\n"
                          "collect2: error: ld returned 1 exit status\n";
    expect_first_remedy(script, sizeof script - 1, "UNCLASSIFIED", "linker script");
    const char error126[] = "> Failed to load DLL: C:\\Frob\\Plugins\\frob.dll with errorcode: 126\n";
    expect_first_remedy(error126, sizeof error126 - 1, "RUNTIME_DLL_NOT_FOUND", "error 126");
    const char nvcc_script[] = "nvcc error while executing compiling: \"nvcc\" \"-c\" \"frob.cu\"\n"
                               "\n"
                               "# stderr\n"
                               "##[error]Process completed with exit code 1.\n";
    expect_first_at(nvcc_script, sizeof nvcc_script - 1, "CARGO_WRAPPER", 1);
    /* a console-wide piece of node-gyp's line, whose rest alone reads as setuptools' words */
    const char gyp[] = "gyp ERR! stack Error: `C:\\Frob Tools\\Visual Studio\\2017\\BuildTools\\MSBuild\\15.0\\\n"
                       "\\MSBuild.exe` failed with exit code: 1\n"
                       "gyp ERR! not ok\n";
    expect_first_at(gyp, sizeof gyp - 1, "EXIT_CODE_WRAPPER", 1);
    wg_classifier *c = classify(gyp, sizeof gyp - 1);
    wg_blocker_view v;
    wg_blocker_get(c, 0, &v);
    assert_non_null(strstr(v.message, "failed with exit code"));
    wg_classifier_free(c);
}

/* Issue 34, round 34m12a: a compiler that could not be started in CMake's identification report,
 * cl's command-line errors before the link they left without a library, GNU ld's message split by a
 * blank line, MATLAB's MEX load failure and MinGW's runtime DLLs in retyped words. */
static void start_failures_command_lines_and_foreign_imports(void **state)
{
    (void)state;
    const char elevation[] = "Compiling the C compiler identification source file \"CMakeCCompilerId.c\" failed.\n"
                             "Compiler: C:/frob/bin/cl.exe \n"
                             "\n"
                             "The output was:\n"
                             "The requested operation requires elevation\n";
    expect_first_at(elevation, sizeof elevation - 1, "UNCLASSIFIED", 5);
    expect_first_remedy(elevation, sizeof elevation - 1, "UNCLASSIFIED", "administrator");
    /* (no key knows these words: the line after "The output was:" that is no exit code is the failure) */
    const char denied[] = "Compiling the CXX compiler identification source file \"CMakeCXXCompilerId.cpp\" failed.\n"
                          "Compiler: C:/frob/bin/cl.exe \n"
                          "The output was:\n"
                          "Frob refused to run\n";
    expect_first_at(denied, sizeof denied - 1, "UNCLASSIFIED", 4);
    const char ran[] = "Compiling the C compiler identification source file \"CMakeCCompilerId.c\" succeeded.\n"
                       "The output was:\n"
                       "0\n"
                       "CMakeCCompilerId.c\n";
    expect_clean(ran, sizeof ran - 1, "an identification whose compiler ran");
    const char options[] = "------ Build started: Project: frobcore, Configuration: Debug Win32 ------\n"
                           "cl : Command line error D8016: '/ZI' and '/GL' command-line options are incompatible\n"
                           "------ Build started: Project: frobapp, Configuration: Debug Win32 ------\n"
                           "LINK : fatal error LNK1104: cannot open file 'frobcore.lib'\n";
    expect_first_at(options, sizeof options - 1, "UNCLASSIFIED", 2);
    const char split[] = "C:\\Temp\\cc1.o:frob.cpp:(.text+0x17): undefined \n"
                         "\n"
                         "reference to `_imp___ZN4Frob3runEv'\n"
                         "collect2: ld returned 1 exit status\n";
    expect_first_at(split, sizeof split - 1, "LINK_UNRESOLVED", 1);
    expect_first_remedy(split, sizeof split - 1, "LINK_UNRESOLVED", "MinGW");
    const char mex[] = "Invalid MEX-file 'C:\\frob\\frob.mexw64':\n"
                       "The specified module could not be\n"
                       "found.\n";
    expect_first(mex, sizeof mex - 1, "RUNTIME_DLL_NOT_FOUND", "MEX file, wrapped reason");
    const char mex_zh[] = "Invalid MEX-file 'C:\\frob\\frob.mexw64': \xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe6\x8c\x87\xe5\xae\x9a"
                          "\xe7\x9a\x84\xe6\xa8\xa1\xe5\x9d\x97\xe3\x80\x82\n";
    expect_first(mex_zh, sizeof mex_zh - 1, "RUNTIME_DLL_NOT_FOUND", "MEX file, Chinese reason");
    const char mex_case[] = "Invalid Mex-file 'C:\\frob\\frob.mexw64': the Module could not be found\n";
    expect_first(mex_case, sizeof mex_case - 1, "RUNTIME_DLL_NOT_FOUND", "MEX file, retyped case");
    const char mex_other[] = "Invalid MEX-file 'C:\\frob\\frob.mexw64': The specified procedure could not be found.\n";
    /* (error 127: a DLL of another version, RUNTIME_DLL_NOT_FOUND by the corpus README's fifteenth round) */
    expect_first_remedy(mex_other, sizeof mex_other - 1, "RUNTIME_DLL_NOT_FOUND", "another version");
    const char caps[] = "The Program Can't Start Because LIBSTDC++-6.DLL Is Missing\n";
    expect_first_remedy(caps, sizeof caps - 1, "RUNTIME_DLL_NOT_FOUND", "-static-libgcc");
    const char retold[] = "Code execution could not continue because libwinpthread-1.dll could not be found.\n";
    expect_first_remedy(retold, sizeof retold - 1, "RUNTIME_DLL_NOT_FOUND", "-static-libgcc");
    const char begin[] = "process_begin: CreateProcess(NULL, C:/frob/tools cr\n"
                         "  CMakeFiles/frob.dir/objects.a\n"
                         "  @CMakeFiles/frob.dir/objects1.rsp, ...) failed.\n"
                         "make (e=5): Access is denied.\n";
    expect_first_at(begin, sizeof begin - 1, "UNCLASSIFIED", 1);
    const char entry[] = "The procedure entry point frob_init could not be located in the dynamic link library frobrt.dll\n";
    expect_first_remedy(entry, sizeof entry - 1, "RUNTIME_DLL_NOT_FOUND", "another version");
    const char zlib[] = "frob: engine ready\nCould not locate zlibwapi.dll. Please make sure it is in your library path!\n";
    expect_first_remedy(zlib, sizeof zlib - 1, "RUNTIME_DLL_NOT_FOUND", "NVIDIA's zlib");
    const char located[] = "Could not locate frobz.dll. Please make sure it is in your library path!\n";
    expect_first(located, sizeof located - 1, "RUNTIME_DLL_NOT_FOUND", "a library's own search");
    const char sublib[] = "Could not load library frob_infer64_8.dll. Error code 126\n";
    expect_first(sublib, sizeof sublib - 1, "RUNTIME_DLL_NOT_FOUND", "a library's error 126");
    const char arch[] = "Could not load library frobz.dll. Error code 193. Please verify the library\n";
    /* (error 193 on a DLL load: a DLL of the other architecture, the eighteenth round's rule) */
    expect_first_remedy(arch, sizeof arch - 1, "RUNTIME_DLL_NOT_FOUND", "architecture");
    const char pywin[] = "pywintypes.error: (126, 'LoadLibraryEx', 'cannot find module.')\n";
    expect_first(pywin, sizeof pywin - 1, "RUNTIME_DLL_NOT_FOUND", "pywin32's error 126");
    const char proc[] = "ImportError: DLL load failed while importing frob: The specified procedure could not be found.\n";
    expect_first_remedy(proc, sizeof proc - 1, "RUNTIME_DLL_NOT_FOUND", "another version");
    const char any_dll[] = "The Program Can't Start Because FROBRT.DLL Is Missing\n";
    expect_first(any_dll, sizeof any_dll - 1, "RUNTIME_DLL_NOT_FOUND", "retyped dialog, any DLL");
    const char any_retold[] = "code execution could not continue because frobrt.dll could not be found\n";
    expect_first(any_retold, sizeof any_retold - 1, "RUNTIME_DLL_NOT_FOUND", "dialog told back, any DLL");
}

/* Issue 34's fifteenth round (34m13a): the twelfth blind batch's misses, by shape. From-scratch logs
 * in the shapes of the families that batch missed. */
static void twelfth_batch_loader_and_runner_shapes(void **state)
{
    (void)state;
    /* a runtime's own loader, retyped dialogs and error 127 in Russian: a DLL not found, or of another version */
    static const char *const dll_lines[][2] = {
        {"ERROR: Unable to load dependent library C:\\frob\\bin\\../bin/libfrob-codegen.dll", "RUNTIME_DLL_NOT_FOUND"},
        {"\xd1\x82\xd0\xbe\xd1\x87\xd0\xba\xd0\xb0 \xd0\xb2\xd1\x85\xd0\xbe\xd0\xb4\xd0\xb0 \xd0\xb2 "
         "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x86\xd0\xb5\xd0\xb4\xd1\x83\xd1\x80\xd1\x83 frob_init", "RUNTIME_DLL_NOT_FOUND"},
        {"frob_init \xd0\xbd\xd0\xb5 \xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb0 \xd0\xb2 "
         "\xd0\xb1\xd0\xb8\xd0\xb1\xd0\xbb\xd0\xb8\xd0\xbe\xd1\x82\xd0\xb5\xd0\xba\xd0\xb5 DLL frobrt.dll",
         "RUNTIME_DLL_NOT_FOUND"},
        {"The entry point to the frob_init procedure was not found in the DLL C:\\frob\\frobrt.dll", "RUNTIME_DLL_NOT_FOUND"},
        {"Failed to load DLL: Reason: \xd0\x9d\xd0\xb5 \xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb0 "
         "\xd1\x83\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd0\xbd\xd0\xbd\xd0\xb0\xd1\x8f "
         "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x86\xd0\xb5\xd0\xb4\xd1\x83\xd1\x80\xd0\xb0", "RUNTIME_DLL_NOT_FOUND"},
        {"frob: \xd0\xbd\xd0\xb5 \xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb0 "
         "\xd1\x83\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd0\xbd\xd0\xbd\xd0\xb0\xd1\x8f "
         "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x86\xd0\xb5\xd0\xb4\xd1\x83\xd1\x80\xd0\xb0", "RUNTIME_DLL_NOT_FOUND"},
        /* runners' own lines in setuptools' words: a build script's throw, a pipeline task's */
        {"dotnet.exe failed with exit code: 1", "EXIT_CODE_WRAPPER"},
        {"##[error]The process 'C:\\frob\\dotnet.exe' failed with exit code 1", "EXIT_CODE_WRAPPER"},
        /* cmd's Korean "is not recognized" with its Hangul lost in the paste */
        {"1> [CMake] 'frobc'()    ,    , ", "COMMAND_NOT_FOUND"},
    };
    expect_each_first(dll_lines, sizeof dll_lines / sizeof dll_lines[0], "34m13a lines alone");
    /* nvcc's host pass reading Visual Studio's concrt.h in a double-byte code page */
    const char concrt[] = "1>C:\\VS12\\VC\\INCLUDE\\concrt.h(5658): error C2015: too many characters in constant\n"
                          "1>C:\\VS12\\VC\\INCLUDE\\concrt.h(5658): error C2146: syntax error : missing ')' before identifier 'q'\n";
    expect_first_remedy(concrt, sizeof concrt - 1, "MSVC_CODEPAGE", "non-Unicode");
    const char concrt_nl[] = "C:\\VS11\\VC\\include\\concrt.h(5762): error C2001: newline in constant\n";
    expect_first_remedy(concrt_nl, sizeof concrt_nl - 1, "MSVC_CODEPAGE", "non-Unicode");
    /* make stopping on a makefile it cannot parse, under R's installer: make's line first */
    const char separator[] = "** libs\n"
                             "Makevars.win:12: *** missing separator.  Stop.\n"
                             "ERROR: compilation failed for package 'frob'\n"
                             "Warning in install.packages :\n"
                             "  installation of package 'frob' had non-zero exit status\n";
    expect_first_at(separator, sizeof separator - 1, "UNCLASSIFIED", 2);
    expect_first_remedy(separator, sizeof separator - 1, "UNCLASSIFIED", "tab");
    const char dollar[] = "ninja: error: build.ninja:41: bad $-escape (literal $ must be written as $$)\n";
    expect_first_remedy(dollar, sizeof dollar - 1, "UNCLASSIFIED", "$$");
    /* Ninja rejecting a try_compile's build.ninja: CMake's report of it ranks before the compiler check
     * it left undone, whose block is one blocker (its call stack's CMakeTestCCompiler.cmake included) */
    const char recompact[] = "CMake Error:\n"
                             "  Running\n"
                             "\n"
                             "   'C:/frob/ninja.exe' '-C' 'C:/frob/b/CMakeFiles/CMakeScratch/TryCompile-x1' '-t' 'recompact'\n"
                             "\n"
                             "  failed with:\n"
                             "\n"
                             "   ninja: error: build.ninja:12: bad $-escape (literal $ must be written as $$)\n"
                             "\n"
                             "\n"
                             "CMake Error at C:/cmake/share/cmake-3.26/Modules/CMakeDetermineCompilerABI.cmake:57 (try_compile):\n"
                             "  Failed to generate test project build system.\n"
                             "Call Stack (most recent call first):\n"
                             "  C:/cmake/share/cmake-3.26/Modules/CMakeTestCCompiler.cmake:26 (CMAKE_DETERMINE_COMPILER_ABI)\n"
                             "  CMakeLists.txt:3 (project)\n";
    expect_first_at(recompact, sizeof recompact - 1, "CMAKE_ERROR", 1);
    /* keys that narrow a specific text to a cause its class does not have */
    const char seh[] = "C:/frob/src/os.c:260:5: error: use of undeclared identifier '__try'\n"
                       "  260 |     __try\n"
                       "      |     ^\n"
                       "1 error generated.\n";
    expect_first_remedy(seh, sizeof seh - 1, "UNCLASSIFIED", "MinGW");
    const char except[] = "frob.c:31:7: error: use of undeclared identifier '__except'\n";
    expect_first_remedy(except, sizeof except - 1, "UNCLASSIFIED", "MinGW");
    const char undeclared[] = "frob.c:31:7: error: use of undeclared identifier 'frob_count'\n";
    expect_first(undeclared, sizeof undeclared - 1, "MSVC_UNDECLARED", "another name stays undeclared");
    const char access[] = "ImportError: DLL load failed while importing _frob: The system cannot access the file.\n";
    expect_first_remedy(access, sizeof access - 1, "UNCLASSIFIED", "1920");
    const char access_zh[] = "ImportError: DLL load failed: \xe7\xb3\xbb\xe7\xbb\x9f\xe6\x97\xa0\xe6\xb3\x95\xe8\xae\xbf\xe9\x97\xae"
                             "\xe6\xad\xa4\xe6\x96\x87\xe4\xbb\xb6\xe3\x80\x82\n";
    expect_first_remedy(access_zh, sizeof access_zh - 1, "UNCLASSIFIED", "1920");
    /* two pasted diagnostics that each name their place are two lines, never one joined line: cl's
     * C2678 in the STL's <utility>, then nvcc's front end on the project's own source */
    const char listed[] = "1. 1>C:\\VS\\2019\\VC\\Tools\\MSVC\\14.29.30133\\include\\utility(347,1): error C2678: binary '==': no "
                          "operator found which takes a left-hand operand of type 'const _Ty2' (or there is no acceptable "
                          "conversion)\n"
                          "2. 4>D:\\frob\\kernels.cu(602): error : a __global__ function call must be configured\n";
    expect_first_at(listed, sizeof listed - 1, "UNCLASSIFIED", 1);
}

/* Hard-wraps every line of `in` at 80 bytes (ASCII), as a console does, into `out`. */
static size_t wrap_at_80(const char *in, char *out, size_t size)
{
    size_t n = 0, column = 0;
    for (const char *p = in; *p && n + 2 < size; ++p) {
        if (*p != '\n' && column == 80) {
            out[n++] = '\n';
            column = 0;
        }
        out[n++] = *p;
        column = *p == '\n' ? 0 : column + 1;
    }
    out[n] = '\0';
    return n;
}

/* Issue 34's sixteenth round (34m14a): the thirteenth batch's false GO and rank shapes, in
 * from-scratch lines. */
static void thirteenth_batch_shapes(void **state)
{
    (void)state;
    /* programs a build runs that are not there, and mex's -l library it cannot find */
    static const char *const lines[][2] = {
        {"Setup.hs: The program frobc is required but it could not be found.", "COMMAND_NOT_FOUND"},
        {"      Problem with the CMake installation, aborting build. CMake executable is cmake", "COMMAND_NOT_FOUND"},
        {"MEX cannot find library 'frob', specified with the -l option.", "LINK_MISSING_INPUT"},
        {"ERROR: Unable to compile MEX function: \"MEX \xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe4\xbd\xbf\xe7\x94\xa8 -l "
         "\xe9\x80\x89\xe9\xa1\xb9\xe6\x8c\x87\xe5\xae\x9a\xe7\x9a\x84\xe5\xba\x93 'frob'\xe3\x80\x82",
         "LINK_MISSING_INPUT"},
    };
    expect_each_first(lines, sizeof lines / sizeof lines[0], "34m14a lines alone");
    /* binutils reading objects of another toolchain; a .def read as a linker script keeps its key */
    const char nm[] = "C:\\rtools\\mingw_32\\bin\\nm.exe: C:/frob/src-x64/frob.o: File format not recognized\n";
    expect_first_remedy(nm, sizeof nm - 1, "UNCLASSIFIED", "binutils");
    /* opam's own lines of a build command that failed, nothing else pasted */
    const char opam[] = "Building frob.1.0:\n"
                        "  make all\n"
                        "[ERROR] The compilation of frob.1.0 failed.\n"
                        "Removing frob.1.0.\n"
                        "[ERROR] Failure while processing frob.1.0\n";
    expect_first_at(opam, sizeof opam - 1, "EXIT_CODE_WRAPPER", 3);
    /* a CMake Error block behind markdown's bold and heading marks */
    const char heading[] = "**### CMake Error at CMakeLists.txt:3 (project):\n"
                           "  Running\n"
                           "\n"
                           "   'nmake' '-?'\n"
                           "\n"
                           "  failed with:\n"
                           "\n"
                           "   The system cannot find the file specified\n"
                           "\n"
                           "CMake Error: CMAKE_C_COMPILER not set, after EnableLanguage\n";
    expect_first_at(heading, sizeof heading - 1, "COMMAND_NOT_FOUND", 1);
    /* Error List rows are sorted: the LNK1104 row on a library the failing row's project builds */
    const char rows[] = "Error\tLNK1104\tcannot open file '..\\lib\\Debug\\frobcore.lib'\tfrob_test\tC:\\frob\\b\\test\\LINK\t1\t\n"
                        "Error\tC2039\t'make': is not a member of 'Frob::Core'\tfrobcore\tC:\\frob\\src\\frobcore\\core.cpp\t12\t\n";
    expect_first_at(rows, sizeof rows - 1, "UNCLASSIFIED", 2);
    /* a script's fallback to another generator fails on the cache its first try left */
    const char fallback[] = "CMake Error at CMakeLists.txt:2 (project):\n"
                            "  Generator\n"
                            "\n"
                            "    Visual Studio 17 2022\n"
                            "\n"
                            "  could not find any instance of Visual Studio.\n"
                            "\n"
                            "-- Configuring incomplete, errors occurred!\n"
                            "Trying Visual Studio 2019...\n"
                            "CMake Error: Error: generator : Visual Studio 16 2019\n"
                            "Does not match the generator used previously: Visual Studio 17 2022\n";
    expect_first_at(fallback, sizeof fallback - 1, "CMAKE_ERROR", 10);
    expect_first_remedy(fallback, sizeof fallback - 1, "CMAKE_ERROR", "CMakeCache.txt");
    /* cc-rs's failed command relayed as the build script's warning before its panic is the report;
     * inside its own family-detection warning it is a warning (a clean log) */
    const char relay[] = "warning: frob@0.1.0: ToolExecError: Command \"cl.exe\" \"-c\" \"frob.c\" with args cl.exe did not "
                         "execute successfully (status code exit code: 2).\n"
                         "error: failed to run custom build command for `frob v0.1.0`\n";
    expect_first_at(relay, sizeof relay - 1, "CARGO_WRAPPER", 1);
    const char detection[] = "warning: Compiler family detection failed due to error: ToolExecError: Command \"cl.exe\" "
                             "\"-E\" \"detect.c\" with args cl.exe did not execute successfully (status code exit code: 2).\n"
                             "   Compiling frob v0.1.0\n"
                             "    Finished `release` profile [optimized] target(s) in 9.81s\n";
    expect_clean(detection, sizeof detection - 1, "cc-rs's family-detection warning");
    /* distutils' exception cut by the console before its status, and Gradle's exception around Ninja */
    char wrapped[2048];
    size_t n = wrap_at_80("distutils.errors.DistutilsExecError: command 'C:\\\\Program Files (x86)\\\\Microsoft Visual "
                          "Studio 14.0\\\\VC\\\\BIN\\\\cl.exe' failed with exit code 2\n", wrapped, sizeof wrapped);
    expect_first(wrapped, n, "SETUPTOOLS_WRAPPER", "DistutilsExecError cut at 80 columns"); /* (either piece) */
    const char gradle[] = "com.android.ide.common.process.ProcessException: ninja: Entering directory `C:\\frob\\.cxx\\Debug\\x1\\arm64-v8a'\n"
                          "  ninja: build stopped: .\n"
                          "\n"
                          "  ninja: error: mkdir(CMakeFiles/frob.dir/C_/frob/very/long): No such file or directory\n";
    expect_first_at(gradle, sizeof gradle - 1, "UNCLASSIFIED", 4);
}

/* Issue 34's fourteenth round (34m12b): wrappers over nvcc and native toolchains, nvcc's
 * environment. From-scratch logs in the shapes of the families the eleventh batch missed. */
static void wrappers_over_nvcc_and_native_toolchains(void **state)
{
    (void)state;
    /* an empty "error:" line names no cause: the build script's own panic over the tool ranks first */
    const char bare[] = "  --- stdout\n"
                        "  running: \"nvcc\" \"-c\" \"kernels/add.cu\"\n"
                        "  error: \n"
                        "  --- stderr\n"
                        "  thread 'main' panicked at build.rs:31:10:\n"
                        "  called `Result::unwrap()` on an `Err` value: CompilationFailed\n";
    expect_first_at(bare, sizeof bare - 1, "CARGO_WRAPPER", 5);
    const char alone[] = "  kernels.cu\n  error:\n";
    expect_first_at(alone, sizeof alone - 1, "UNCLASSIFIED", 2); /* alone, it still fails the log */
    /* electron-rebuild over node-gyp over MSBuild, quoted: node-gyp's report of MSBuild's status first */
    const char rebuild[] = "> An unhandled error occurred inside electron-rebuild\n"
                           "> node-gyp failed to rebuild 'C:\\app\\node_modules\\addon'.\n"
                           ">\n"
                           "> Error: `C:\\BuildTools\\MSBuild\\Current\\Bin\\MSBuild.exe` failed with exit code: 1\n"
                           ">\n"
                           "> \xe2\x9c\x96 Rebuild Failed\n";
    expect_first_at(rebuild, sizeof rebuild - 1, "EXIT_CODE_WRAPPER", 4);
    /* Gradle's newer wording, a where.exe search before it, its cause lines far below the task */
    const char gradle[] = "INFO: Could not find files for the given pattern(s).\n"
                          "> Task :lib:compileDebugCpp FAILED\n"
                          "\n"
                          "FAILURE: Build failed with an exception.\n"
                          "\n"
                          "* What went wrong:\n"
                          "Execution failed for task ':lib:compileDebugCpp'.\n"
                          "> No tool chain has support to build C++ for host operating system 'Windows 11' architecture 'x86-64':\n"
                          "    - Tool chain 'visualCpp' (Visual Studio):\n"
                          "        - Could not find vswhere.exe in the Visual Studio Installer folder.\n";
    expect_first_at(gradle, sizeof gradle - 1, "MSVC_NOT_INSTALLED", 8);
    const char novs[] = "ERROR: Visual Studio is not installed.\nBUILD FAILED\n";
    expect_first_at(novs, sizeof novs - 1, "MSVC_NOT_INSTALLED", 1);
    /* the CUDA compiler check's block embeds nvcc's own failure to set up cl's environment */
    const char check[] =
        "CMake Error at C:/cmake/share/cmake-3.28/Modules/CMakeTestCUDACompiler.cmake:56 (message):\n"
        "  The CUDA compiler\n"
        "\n"
        "    \"C:/CUDA/v12.4/bin/nvcc.exe\"\n"
        "\n"
        "  is not able to compile a simple test program.\n"
        "\n"
        "  It fails with the following output:\n"
        "\n"
        "    Change Dir: C:/b/CMakeFiles/CMakeScratch/TryCompile-x1\n"
        "\n"
        "    Run Build Command(s): C:/ninja.exe -v cmTC_5a1f0\n"
        "    [1/2] C:\\CUDA\\v12.4\\bin\\nvcc.exe -c main.cu -o main.cu.obj\n"
        "    FAILED: CMakeFiles/cmTC_5a1f0.dir/main.cu.obj\n"
        "    nvcc fatal   : Could not set up the environment for Microsoft Visual Studio using 'C:/VS/VC/Auxiliary/Build/vcvars64.bat'\n"
        "    ninja: build stopped: subcommand failed.\n"
        "\n"
        "  CMake will not be able to correctly generate this project.\n";
    expect_first_at(check, sizeof check - 1, "NVCC_VS_ENV", 15);
    /* ... also where the paste ends inside nvcc's line */
    const char cut[] = "CMake Error at C:/cmake/share/cmake-3.28/Modules/CMakeTestCUDACompiler.cmake:56 (message):\n"
                       "  The CUDA compiler\n"
                       "  is not able to compile a simple test program.\n"
                       "    FAILED: CMakeFiles/cmTC_5a1f0.dir/main.cu.obj\n"
                       "    nvcc fatal   : Could not set up the";
    expect_first_at(cut, sizeof cut - 1, "NVCC_VS_ENV", 5);
    /* nvcc run directly: its front end's parse errors in the MSVC STL (include folder in forward slashes) */
    const char stl[] = "C:/VS14/VC/INCLUDE\\xtr1common(29): error: identifier \"constexpr\" is undefined\n"
                       "error: command 'nvcc.exe' failed with exit status 2\n";
    expect_first_at(stl, sizeof stl - 1, "NVCC_UNSUPPORTED_MSVC", 1);
    /* each runner's line and each missing installation's words, alone */
    static const char *const alone_lines[][2] = {
        {"Error: `C:\\MSBuild\\14.0\\bin\\msbuild.exe` failed with exit code: 1", "EXIT_CODE_WRAPPER"},
        {"node-gyp failed to rebuild 'C:\\app\\node_modules\\addon'.", "EXIT_CODE_WRAPPER"},
        {"An unhandled error occurred inside electron-rebuild", "EXIT_CODE_WRAPPER"},
        {"\xc3\x97 Rebuild Failed", "EXIT_CODE_WRAPPER"},
        {"        - Visual C++ is not available on this operating system.", "MSVC_NOT_INSTALLED"},
        {"Could not find vswhere.exe; is Visual Studio installed?", "MSVC_NOT_INSTALLED"},
        {"C:/VS12/VC/include\\xutility(1120): error: expected a \")\"", "NVCC_UNSUPPORTED_MSVC"},
        {"C:/VS/2019/VC/Tools/MSVC/14.29.30037/include\\xmemory(120): error: identifier \"_Ty\" is undefined",
         "NVCC_UNSUPPORTED_MSVC"},
        {"nvcc fatal : Could not set up the", "NVCC_VS_ENV"},
        {"  C:\\VS\\MSBuild\\Microsoft\\VC\\v170\\BuildCustomizations\\CUDA 13.0.targets(609,9): error : The CUDA Toolkit "
         "directory '' does not exist.  Please verify the CUDA Toolkit is installed properly or that the CUDA_PATH "
         "environment variable is set.", "CMAKE_NO_CUDA_COMPILER"},
    };
    expect_each_first(alone_lines, sizeof alone_lines / sizeof alone_lines[0], "34m12b lines alone");
    /* a CMake block pasted in a markdown code span: its cause is reported at the header */
    const char span[] = "`CMake Error at CMakeLists.txt:3 (project):\n"
                        "  Running\n"
                        "\n"
                        "   'nmake' '-?'\n"
                        "\n"
                        "  failed with:\n"
                        "\n"
                        "   The system cannot find the file specified\n"
                        "\n"
                        "-- Configuring incomplete, errors occurred!`\n";
    expect_first_at(span, sizeof span - 1, "COMMAND_NOT_FOUND", 1);
    /* ... and one retyped at the left margin, CMake's "failed with:" in it */
    const char margin[] = "CMake Error at CMakeLists.txt:9 (project):\n"
                          "  Running 'nmake' '-?'\n"
                          "failed with:\n"
                          "  The system cannot find the file specified\n";
    expect_first_at(margin, sizeof margin - 1, "COMMAND_NOT_FOUND", 1);
    /* pip's lines after the build's output rank after the wrappers inside that output */
    const char pip[] = "      RuntimeError: Error compiling objects for extension\n"
                       "      [end of output]\n"
                       "  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
                       "  ERROR: Failed building wheel for frobcuda\n"
                       "ERROR: Could not build wheels for frobcuda, which is required to install pyproject.toml-based projects\n";
    expect_first_at(pip, sizeof pip - 1, "PY_SUBPROCESS_WRAPPER", 1);
    const char pip24[] = "      RuntimeError: Error compiling objects for extension\n"
                         "ERROR: Failed to build installable wheels for some pyproject.toml based projects (frobcuda)\n";
    expect_first_at(pip24, sizeof pip24 - 1, "PY_SUBPROCESS_WRAPPER", 1);
    /* vcpkg's own build helper of 2018 over its BUILD_FAILED summary */
    const char vcpkg[] = "CMake Error at scripts/cmake/vcpkg_build_cmake.cmake:129 (message):\n"
                         "    Command failed: C:/vcpkg/downloads/cmake.exe;--build;.;--config;Release\n"
                         "\n"
                         "Error: Building package frob:x86-windows failed with: BUILD_FAILED\n";
    expect_first_at(vcpkg, sizeof vcpkg - 1, "VCPKG_WRAPPER", 1);
    /* a runner's words for cmd's 9009 */
    const char status9009[] = "frob/1.0@user/stable: WARN: Error 9009 while executing bootstrap.bat vc141\n";
    expect_first_at(status9009, sizeof status9009 - 1, "COMMAND_NOT_FOUND", 1);
    /* a scratch project's unresolved link, as CMakeConfigureLog.yaml quotes it: a check's answer */
    const char probe[] = "    C:\\\\b\\\\CMakeFiles\\\\CMakeScratch\\\\TryCompile-ab12\\\\cmTC_1a2b3.exe : fatal error LNK1120: "
                         "1 unresolved externals\n"
                         "      exitCode: 1\n";
    wg_classifier *c = classify(probe, sizeof probe - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
}

/* The fourteenth blind batch's development misses, by shape (round 34m14b), each line written here. */
static void fourteenth_batch_statuses_probes_and_fatals(void **state)
{
    (void)state;
    /* NMAKE's U1077 on the linker prints its exit status, the LNK number, in hex: every LNK code the
     * catalogue knows, not only the two it listed (0x458 = 1112, 0x49d = 1181, 0x450 = 1104) */
    static const char *const statuses[][2] = {
        {"NMAKE : fatal error U1077: '\"C:\\VS\\bin\\HostX86\\x64\\link.EXE\"' : return code '0x458'", "LINK_MISMATCH"},
        {"> NMAKE : fatal error U1077: 'link.exe' : return code '0x458'", "LINK_MISMATCH"},
        {"NMAKE : fatal error U1077: 'C:\\VS\\bin\\HostX64\\x64\\link.exe' : return code '0x49d'", "LINK_MISSING_INPUT"},
        {"NMAKE : fatal error U1077: 'lib.exe' : return code '0x450'", "LINK_CANNOT_OPEN"},
        {"NMAKE : fatal error U1077: 'C:\\VS\\bin\\cl.EXE' : return code '0x2'", "NMAKE_WRAPPER"},
    };
    expect_each_first(statuses, sizeof statuses / sizeof statuses[0], "34m14b linker statuses");
    /* CMakeConfigureLog.yaml: a FindThreads check's link failed, its output under the command's line
     * (the command's status names LNK1104, the output holds it): the check's answer, no failure */
    const char yaml[] = "    -\n"
                        "      kind: \"try_compile-v1\"\n"
                        "        LINK Pass 1: command \"C:\\\\VS\\\\link.exe /nologo CMakeFiles\\\\cmTC_5e1f.dir\\\\"
                        "CheckFunctionExists.c.obj /out:cmTC_5e1f.exe pthreads.lib kernel32.lib\" failed (exit code 1104) "
                        "with the following output:\n"
                        "        LINK : fatal error LNK1104: cannot open file 'pthreads.lib'\n"
                        "        ninja: build stopped: subcommand failed.\n"
                        "\n"
                        "      exitCode: 1\n";
    wg_classifier *c = classify(yaml, sizeof yaml - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    /* ... also where an 80-column console cut the command's line into pieces */
    char wrapped[sizeof yaml * 2];
    size_t n = wrap_at_80(yaml, wrapped, sizeof wrapped);
    c = classify(wrapped, n);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    /* ... but an error after that output is no answer of the check's */
    const char after[] = "        LINK Pass 1: command \"link.exe CMakeFiles\\\\cmTC_5e1f.dir\\\\CheckFunctionExists.c.obj "
                         "pthreads.lib\" failed (exit code 1104) with the following output:\n"
                         "        LINK : fatal error LNK1104: cannot open file 'pthreads.lib'\n"
                         "      exitCode: 1\n"
                         "LINK : fatal error LNK1104: cannot open file 'frob.lib'\n";
    expect_first_at(after, sizeof after - 1, "LINK_CANNOT_OPEN", 4);
    /* nvcc's own fatal stops the compile: the library its project did not make is a consequence */
    const char fatal[] = "1>  nvcc fatal   : No input files specified; use option --help for more information\n"
                         "2>LINK : fatal error LNK1104: cannot open file 'MathKernels.lib'\n";
    expect_first_at(fatal, sizeof fatal - 1, "NVCC_STRAY_INPUT", 1);
    const char unknown[] = "1>  nvcc fatal   : Frobnication of the device stage failed\n"
                           "2>LINK : fatal error LNK1181: cannot open input file 'Kernels.lib'\n";
    expect_first_at(unknown, sizeof unknown - 1, "UNCLASSIFIED", 1);
    /* C1083's message retyped without its head, then another project's 9009 and a consequence */
    const char retyped[] = "'FrobAggregator.h': No such file or directory\n"
                           "The command \"xcopy /Y a.dll b\" exited with code 9009.\n"
                           " LNK1181: cannot open input file 'Frob.lib'\n";
    expect_first_at(retyped, sizeof retyped - 1, "MSVC_MISSING_INCLUDE", 1);
    /* ... a POSIX header's keeps its sub-class; GCC's unquoted name is not cl's message */
    static const char *const heads[][2] = {
        {"'unistd.h': No such file or directory", "MSVC_POSIX_HEADER"},
        {"'frob/widget.hpp': No such file or directory", "MSVC_MISSING_INCLUDE"},
        {"configure: error: flexdll.h is required for native Win32", "MSVC_MISSING_INCLUDE"},
        {"configure: error: C compiler cannot create executables", "UNCLASSIFIED"},
    };
    expect_each_first(heads, sizeof heads / sizeof heads[0], "34m14b retyped and configure headers");
    /* a Perl test harness's summary: a test file that exited non-zero is the failure under make's */
    const char harness[] = "Test Summary Report\n"
                           "-------------------\n"
                           "t/10-frob.t         (Wstat: 1792 Tests: 140 Failed: 7)\n"
                           "  Failed tests:  11, 28\n"
                           "  Non-zero exit status: 7\n"
                           "Result: FAIL\n"
                           "gmake: *** [Makefile:889: test_dynamic] Error 255\n";
    expect_first_at(harness, sizeof harness - 1, "UNCLASSIFIED", 3);
    /* ... and a file listed only for TODO tests that passed (Wstat 0) fails nothing */
    const char todo[] = "Test Summary Report\n"
                        "-------------------\n"
                        "t/20-frob.t         (Wstat: 0 Tests: 12 Failed: 0)\n"
                        "  TODO passed:   4\n"
                        "Files=3, Tests=40,  1 wallclock secs\n"
                        "Result: PASS\n";
    c = classify(todo, sizeof todo - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
}

/* Issue 34's seventeenth round (34m15a): the fourteenth batch's held-back misses, by shape. */
static void fourteenth_batch_held_shapes(void **state)
{
    (void)state;
    /* a verbose Ninja echoes a check's link step (longer than the excerpt ring keeps: the check's
     * name past its cut), then reports the step failed by the scratch target's name alone: the
     * check's "no", no failure; also where an 80-column console cut the step's line */
    const char step[] = "        [2/2] C:\\WINDOWS\\system32\\cmd.exe /C \"cd . && C:\\CMake\\bin\\cmake.exe -E vs_link_exe "
                        "--intdir=CMakeFiles\\cmTC_7a2f0.dir --rc=C:\\Kits\\10\\bin\\x64\\rc.exe --mt=C:\\Kits\\10\\bin\\x64\\mt.exe "
                        "--manifests -- C:\\VS\\2022\\VC\\Tools\\MSVC\\14.40\\bin\\Hostx64\\x64\\link.exe /nologo /machine:x64 "
                        "/debug /INCREMENTAL /subsystem:console /version:0.0 /pdb:cmTC_7a2f0.pdb /implib:cmTC_7a2f0.lib "
                        "/out:cmTC_7a2f0.exe CMakeFiles\\cmTC_7a2f0.dir\\CheckFunctionExists.c.obj pthreads.lib kernel32.lib "
                        "user32.lib && cd .\"\n"
                        "        FAILED: cmTC_7a2f0.exe \n";
    assert_true(strlen(step) > 480);
    wg_classifier *c = classify(step, sizeof step - 1);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    char wrapped[sizeof step * 2];
    size_t n = wrap_at_80(step, wrapped, sizeof wrapped);
    c = classify(wrapped, n);
    assert_int_equal(wg_blocker_count(c), 0);
    wg_classifier_free(c);
    /* ... but the compiler check's own link is no answer */
    const char compiler[] = "    [2/2] cmd.exe /C \"cd . && link.exe /nologo CMakeFiles\\cmTC_51d.dir\\testCCompiler.c.obj "
                            "/out:cmTC_51d.exe kernel32.lib && cd .\"\n"
                            "    FAILED: cmTC_51d.exe \n";
    c = classify(compiler, sizeof compiler - 1);
    assert_true(wg_blocker_count(c) > 0);
    wg_classifier_free(c);
    /* a code-page warning explains the errors it garbles, not a fatal error of a cause of its own */
    const char own[] = "..\\frob.cc : warning C4819: The file contains a character that cannot be represented in the current code page (936)\n"
                       "..\\frob.cc(5): fatal error C1083: Cannot open include file: 'FrobDevice.h': No such file or directory\n";
    expect_first_at(own, sizeof own - 1, "MSVC_MISSING_INCLUDE", 2);
    const char garbled[] = "frob.cc(1): warning C4819: The file contains a character that cannot be represented in the current code page (932)\n"
                           "frob.cc(12): error C2001: newline in constant\n";
    expect_first_at(garbled, sizeof garbled - 1, "MSVC_CODEPAGE", 1);
    /* a numbered Error List whose tabs a copy made blanks is sorted: the library's row goes after the
     * failure of the project that builds it */
    const char rows[] = "\xe9\x94\x99\xe8\xaf\xaf  12 error LNK1181: cannot open input file 'froblib.lib'\n"
                        "\xe9\x94\x99\xe8\xaf\xaf  9 error C1033: cannot open program database 'd:\\b\\froblib\\vc120.pdb'\n";
    expect_first_at(rows, sizeof rows - 1, "UNCLASSIFIED", 2);
    static const char *const lines[][2] = {
        /* Meson knows no compiler family of the program a native file names by its path */
        {"meson.build:1:0: ERROR: Unknown compiler(s): [['C:\\\\Tools\\\\Frob\\\\bin\\\\frobcc.exe']]", "UNCLASSIFIED"},
        {"meson.build:1:0: ERROR: Unknown compiler(s): [['cl'], ['gcc']]", "COMMAND_NOT_FOUND"},
        /* gcc's C wording of an undeclared name */
        {"frob.c:37: error: 'FROBINPUT' undeclared (first use in this function)", "MSVC_UNDECLARED"},
        /* a Java runner's status line, and a make that is only a stub */
        {"**2021-03-04 10:11:12 t-3 WARNING: Error: 255=\"null\" when executing [C:\\b\\bin\\frob.bat, lib, x]**", "EXIT_CODE_WRAPPER"},
        {"    ###  Do not use dmake.exe utility as it is no longer      ###", "UNCLASSIFIED"},
    };
    expect_each_first(lines, sizeof lines / sizeof lines[0], "34m15a held shapes");
    /* a probe's missing library the script warns about and goes past; the script's own exception later */
    const char probe[] = "test.c\n"
                         "LINK : fatal error LNK1181: cannot open input file 'frobio.lib'\n"
                         " [WARNING]  frob_io requires the dev libfrobio .so object and headers but these were not found.\n"
                         "Traceback (most recent call last):\n"
                         "  File \"C:\\b\\setup.py\", line 19, in <module>\n"
                         "    check_versions()\n"
                         "frob.builder.VersionMismatchException: >- installed toolkit 12.1 does not match 11.8\n";
    expect_first_at(probe, sizeof probe - 1, "UNCLASSIFIED", 7);
    /* ... but a stop right after the probe's link reports it: the link is the cause */
    const char stop[] = "test.c\n"
                        "LINK : fatal error LNK1181: cannot open input file 'frobio.lib'\n"
                        "Traceback (most recent call last):\n"
                        "  File \"C:\\b\\setup.py\", line 48, in abort\n"
                        "    assert False, msg\n"
                        "AssertionError: Unable to pre-compile frob_io\n";
    expect_first_at(stop, sizeof stop - 1, "LINK_MISSING_INPUT", 2);
}

/* The fifteenth blind batch's development misses, by shape (round 34m15c), each line written here. */
static void fifteenth_batch_mex_errno_and_make_outer(void **state)
{
    (void)state;
    /* MATLAB's Invalid MEX-file whose Windows reason begins "The specified" (126 or 127, a DLL the MEX
     * file needs), also where the paste wrapped the reason after those words */
    const char mex[] = "Invalid MEX-file 'D:\\frob\\build\\mex\\frob_open.mexw64': The specified\n"
                       "module could not be found.\n"
                       "\n"
                       "Error in run_frob (line 7)\n";
    expect_first_at(mex, sizeof mex - 1, "RUNTIME_DLL_NOT_FOUND", 1);
    static const char *const reasons[][2] = {
        {"Invalid MEX-file 'C:\\w\\frob.mexw64': The specified procedure could not be found.", "RUNTIME_DLL_NOT_FOUND"},
        {"Invalid MEX-file 'C:\\w\\frob.mexw64': %1 is not a valid Win32 application.", "UNCLASSIFIED"},
    };
    expect_each_first(reasons, sizeof reasons / sizeof reasons[0], "34m15c MEX reasons");
    /* a script's errno 2 on a Windows drive path (repr doubles the backslashes) is a file it opened,
     * the script's own failure, not a program missing from PATH (that is WinError 2 on Windows) */
    const char opened[] = "5>  Traceback (most recent call last):\n"
                          "5>    File \"pack.py\", line 40, in <module>\n"
                          "5>      shutil.copy(src, dst)\n"
                          "5>  FileNotFoundError: [Errno 2] No such file or directory: 'D:\\\\out\\\\Release\\\\frobdrv.dll'\n"
                          "5>C:\\VS\\Microsoft.MakeFile.Targets(41,5): error MSB3073: The command \"pack.bat\" exited with code 1.\n";
    expect_first_at(opened, sizeof opened - 1, "UNCLASSIFIED", 4);
    static const char *const spawned[][2] = {
        {"FileNotFoundError: [Errno 2] No such file or directory: 'frobgen'", "COMMAND_NOT_FOUND"},
        {"FileNotFoundError: [WinError 2] The system cannot find the file specified", "COMMAND_NOT_FOUND"},
    };
    expect_each_first(spawned, sizeof spawned / sizeof spawned[0], "34m15c Python spawns");
    /* make's and SCons's "*** [target] Error N" wrap the recipe's command: the gcc driver's report of the
     * failed link printed before it is that command's own, the innermost wrapper */
    const char scons[] = "collect2.exe: error: ld returned 1 exit status\n"
                         "*** [.build\\frob\\app.elf] Error 1\n";
    expect_first_at(scons, sizeof scons - 1, "EXIT_CODE_WRAPPER", 1);
    const char make[] = "collect2.exe: error: ld returned 1 exit status\n"
                        "make[2]: *** [CMakeFiles/app.dir/build.make:97: app.exe] Error 1\n"
                        "make[1]: *** [CMakeFiles/Makefile2:83: CMakeFiles/app.dir/all] Error 2\n";
    expect_first_at(make, sizeof make - 1, "EXIT_CODE_WRAPPER", 1);
}

/* The seventeenth batch's clean shapes (34m18a): a code of a warning range with no severity word before
 * it (UnrealBuildTool's bracketed "[C4996]", wrapped over indented lines; an Error List row without its
 * Severity column) is a warning; unknown error lines right before CMake's status of an optional search
 * that found nothing are that search's answer, and the configure goes on; an Error List row without its
 * Severity column that a console cut still fails. */
static void seventeenth_batch_bare_warning_codes_and_search_answers(void **state)
{
    (void)state;
    const char ubt[] = "    Frob.h(41): [C4996] 'strcpy': This function\n"
                       "    or variable may be unsafe. Consider using strcpy_s instead.\n"
                       "    To disable deprecation, use _CRT_SECURE_NO_WARNINGS.\n";
    expect_clean(ubt, sizeof ubt - 1, "UBT's bracketed C4996, no severity word");
    const char row[] = "C4996\t'strdup': The POSIX name for this item is deprecated.\tfrob\tC:\\w\\frob.c\t12\n";
    expect_clean(row, sizeof row - 1, "an Error List row of C4996 without its Severity column");
    const char promoted[] = "    Frob.h(41): error C4996: 'strcpy': This function or variable may be unsafe.\n";
    expect_first(promoted, sizeof promoted - 1, "UNCLASSIFIED", "C4996 printed as an error");
    const char wrapped[] = "error: Frob.h(41): [C4996] 'strcpy': This function or variable may be unsafe.\n";
    expect_first(wrapped, sizeof wrapped - 1, "UNCLASSIFIED", "a wrapper's error word before the code");
    const char search[] = "FATAL: C:/w/bin/ocamlfind.exe: no such command in PATH\n"
                          "FATAL: C:/w/bin/ocamlfind.exe: no such command in PATH\n"
                          "-- Could NOT find OCaml (missing: OCAML_VERSION OCAML_STDLIB_PATH)\n"
                          "-- OCaml bindings disabled.\n";
    expect_clean(search, sizeof search - 1, "an optional search's probe output");
    const char stopped[] = "FATAL: C:/w/bin/ocamlfind.exe: no such command in PATH\n"
                           "-- Could NOT find OCaml (missing: OCAML_VERSION OCAML_STDLIB_PATH)\n"
                           "CMake Error at CMakeLists.txt:12 (message):\n"
                           "  OCaml is required\n"
                           "-- Configuring incomplete, errors occurred!\n";
    expect_first_at(stopped, sizeof stopped - 1, "CMAKE_ERROR", 3);
    const char unrelated[] = "FATAL: frob.exe crashed\n"
                             "-- Configuring frob\n"
                             "-- Could NOT find OCaml (missing: OCAML_VERSION)\n";
    expect_first_at(unrelated, sizeof unrelated - 1, "UNCLASSIFIED", 1);
    /* an Error List row copied from its Code column on, which a console cut at 80 columns: its other
     * columns went on to the next line (the row still fails the build, reported at its first piece) */
    const char cut_row[] = "`MSB4999\tThe target \"FrobnicateOutputsForClean\" does not exist in the project fi\n"
                           "le for Clean.\tfrob\tC:\\VisualX\\x.targets\t382`\n";
    expect_first_at(cut_row, sizeof cut_row - 1, "UNCLASSIFIED", 1);
    const char short_row[] = "MSB4999\tThe target does not exist.\n";
    expect_clean(short_row, sizeof short_row - 1, "a code and a tab on a short line: no row");
}

/* Build drivers that found no Visual Studio they can use, in their own words (issue 34, twenty-eighth
 * round): waf's compiler search, conan's VCVars, vcpkg's toolset search; vcpkg's warning that it
 * excluded an instance for its missing English language pack names the cause, before its stop. */
static void drivers_find_no_visual_studio(void **state)
{
    (void)state;
    static const char *const cases[][3] = {
        {"could not configure a c compiler!", "MSVC_NOT_INSTALLED", "waf"},
        {"could not configure a C++ compiler!", "MSVC_NOT_INSTALLED", "--check-cxx-compiler"},
        {"        ConanException: VS non-existing installation: Visual Studio 17", "MSVC_NOT_INSTALLED", "compiler.version"},
        {"Could not locate a complete toolset.", "MSVC_NOT_INSTALLED", "Desktop development with C++"},
    };
    char text[1024];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        int n = snprintf(text, sizeof text, "%s\n", cases[i][0]);
        expect_first_remedy(text, (size_t)n, cases[i][1], cases[i][2]);
    }
    const char vcpkg[] = "Building package zlib:x86-windows...\n"
                         "Warning: The following VS instances are excluded because the English language pack is unavailable.\n"
                         "    C:\\VS\\2017\\Community\n"
                         "Please install the English language pack.\n"
                         "Could not locate a complete toolset.\n";
    expect_first_at(vcpkg, sizeof vcpkg - 1, "MSVC_NOT_INSTALLED", 2);
    expect_first_remedy(vcpkg, sizeof vcpkg - 1, "MSVC_NOT_INSTALLED", "Language packs");
    /* waf's "not found" check lines are a search it goes on from: its stop is the failure */
    const char waf[] = "Checking for 'msvc' (c compiler)         : not found\n"
                       "Checking for 'msvc'                      : Warning: cound not find x64 msvc, looking for others\n"
                       "Checking for 'msvc' (c compiler)         : not found\n"
                       "could not configure a c compiler!\n";
    expect_first_at(waf, sizeof waf - 1, "MSVC_NOT_INSTALLED", 4);
}

/* C2899, typename outside a template (C++11), rejected by Visual Studio 2013 and older (issue 34,
 * twenty-eighth round): a syntax the compiler does not take, as C2760's dependent-type typename. */
static void typename_outside_a_template(void **state)
{
    (void)state;
    const char line[] = "C:\\src\\include\\frob/iter.hpp(97): error C2899: typename cannot be used outside a template declaration\n";
    expect_first_remedy(line, sizeof line - 1, "MSVC_SYNTAX", "typename");
    const char bare[] = "error C2899: typename cannot be used outside a template declaration\n";
    expect_first(bare, sizeof bare - 1, "MSVC_SYNTAX", "C2899 alone");
}

/* Issue 34, thirty-first round (34m29b): the twenty-ninth batch's development part, by family. zig's native
 * libc search for the msvc ABI and node-gyp's search that finds a Visual Studio it does not know are no
 * usable Visual Studio; C2187 is C2760's conformance parse; C3688 on a standard library literal suffix is
 * an undeclared name (a macro glued to a string literal is not); cl's note of a failed overload resolution
 * is that error where the paste lost the error line (and no blocker of its own under it), and stays a line
 * of its own over setuptools' line even where its byte count looks console-wide (139 bytes). */
static void twenty_ninth_batch_dev_families(void **state)
{
    (void)state;
    const char zig[] = "   \xe2\x94\x94\xe2\x94\x80 zig build-lib frob Debug x86_64-windows-msvc failure\n"
                       "error: error: unable to find native libc installation: LibCStdLibHeaderNotFound\n"
                       "\n"
                       "error: the following command exited with error code 1:\n";
    expect_first_at(zig, sizeof zig - 1, "MSVC_NOT_INSTALLED", 2);
    const char sdk[] = "error: unable to create compilation: WindowsSdkNotFound\n";
    expect_first_remedy(sdk, sizeof sdk - 1, "MSVC_NOT_INSTALLED", "Windows SDK");
    const char kernel32[] = "error: unable to find native libc installation: LibCKernel32LibNotFound\n";
    expect_first(kernel32, sizeof kernel32 - 1, "MSVC_NOT_INSTALLED", "kernel32.lib");
    const char gyp[] = "npm error gyp ERR! find VS running in VS Command Prompt, installation path is:\n"
                       "npm error gyp ERR! find VS \"C:\\Program Files\\Microsoft Visual Studio\\18\\Community\"\n"
                       "npm error gyp ERR! find VS - will only use this version\n"
                       "npm error gyp ERR! find VS unknown version \"undefined\" found at \"C:\\Program Files\\Microsoft Visual Studio\\18\\Community\"\n";
    expect_first_at(gyp, sizeof gyp - 1, "MSVC_NOT_INSTALLED", 4);
    expect_first_remedy(gyp, sizeof gyp - 1, "MSVC_NOT_INSTALLED", "update node-gyp");
    const char c2187[] = "frob\\bind.h(1416): error C2187: syntax error: ')' was unexpected here\n";
    expect_first_remedy(c2187, sizeof c2187 - 1, "MSVC_SYNTAX", "template keyword");
    const char sdk_header[] = "1>c:\\program files (x86)\\windows kits\\10\\include\\10.0.15063.0\\winrt\\wrl\\client.h(892): error C2187: syntax error: 'identifier' was unexpected here\n";
    expect_first(sdk_header, sizeof sdk_header - 1, "MSVC_SYNTAX", "C2187 in an SDK header");
    const char chrono[] = "> error C3688: invalid literal suffix 'ms'; literal operator or literal operator template 'operator \"\"ms' not found\n"
                          "> error C2672: 'std::this_thread::sleep_for': no matching overloaded function found\n";
    expect_first_remedy(chrono, sizeof chrono - 1, "MSVC_UNDECLARED", "chrono_literals");
    const char glued[] = "frob.c(310): error C3688: invalid literal suffix 'PRIu64'; literal operator or literal operator template 'operator \"\"PRIu64' not found\n";
    expect_first(glued, sizeof glued - 1, "UNCLASSIFIED", "a macro glued to a string literal");
    const char note[] = "C:\\src\\frob\\include\\./vec.h(128): note: while trying to match the argument list '(float, float, float)'\n"
                        "error: command 'C:\\VS\\VC\\Tools\\MSVC\\14.29.30133\\bin\\HostX64\\x64\\cl.exe' failed with exit code 2\n";
    expect_first_at(note, sizeof note - 1, "UNCLASSIFIED", 1);
    const char wide[] = "C:\\Users\\builders\\projects\\frob-0.3.1\\frob\\csrc\\geometry\\include\\./vec.h(128): note: "
                        "\xe5\xb0\x9d\xe8\xaf\x95\xe5\x8c\xb9\xe9\x85\x8d\xe5\x8f\x82\xe6\x95\xb0\xe5\x88\x97\xe8\xa1\xa8\xe2\x80\x9c(float, float, float)\xe2\x80\x9d\xe6\x97\xb6\n"
                        "error: command 'C:\\VS\\VC\\Tools\\MSVC\\14.29.30133\\bin\\HostX64\\x64\\cl.exe' failed with exit code 2\n";
    expect_first_at(wide, sizeof wide - 1, "UNCLASSIFIED", 1);
    /* ... and under its error, pasted whole, the note is that error's words: one blocker, not two */
    const char under[] = "1>C:\\src\\frob\\vec.cpp(33,10): error C2665: 'frob::dot': no overloaded function could convert all the argument types\n"
                         "1>C:\\src\\frob\\vec.cpp(33,10): message : while trying to match the argument list '(float, double)'\n";
    wg_classifier *c = classify(under, sizeof under - 1);
    assert_int_equal(wg_blocker_count(c), 1);
    wg_classifier_free(c);
}

/* A CMake error as a row of Visual Studio's Error List in another UI language (issue 34, twenty-eighth
 * round): the Severity column's word ("\xe9\x94\x99\xe8\xaf\xaf", zh-CN) is the row's, not the error's, and the
 * block under the header is CMake's. */
static void localized_error_list_cmake_rows(void **state)
{
    (void)state;
    const char openssl[] = "\xe4\xb8\xa5\xe9\x87\x8d\xe6\x80\xa7\t\xe4\xbb\xa3\xe7\xa0\x81\t\xe8\xaf\xb4\xe6\x98\x8e\n"
                           "\xe9\x94\x99\xe8\xaf\xaf\t\tCMake Error at C:/CMake/share/cmake-3.29/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n"
                           "  Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the\n"
                           "  system variable OPENSSL_ROOT_DIR (missing: OPENSSL_CRYPTO_LIBRARY)\t\tC:/CMake/share/cmake-3.29/Modules/FindPackageHandleStandardArgs.cmake\t230\t\t\n";
    expect_first_at(openssl, sizeof openssl - 1, "CMAKE_ERROR", 2);
    /* ... and where the console cut the row at 80 columns (the pieces join into the row again) */
    const char cut[] = "\xe9\x94\x99\xe8\xaf\xaf\t\tCMake Error at C:/CMake/share/cmake-3.29/Modules/FindPackageHandleStandardAr\n"
                       "gs.cmake:230 (message):\n"
                       "  Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the\n";
    expect_first_at(cut, sizeof cut - 1, "CMAKE_ERROR", 1);
    const char compiler[] = "\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc\t\tCMake Error at C:\\frob\\CMakeLists.txt:3 (project):\n"
                            "  The CMAKE_C_COMPILER:\n"
                            "\n"
                            "    C:/vs/VC/Tools/MSVC/14.37.32822/bin/Hostx64/x64/cl.exe\n"
                            "\n"
                            "  is not a full path to an existing compiler tool.\tfrob\tC:\\frob\\CMakeLists.txt\t3\t\t\n";
    expect_first_at(compiler, sizeof compiler - 1, "COMMAND_NOT_FOUND", 1);
}

/* Issue 34's twentieth round (34m18b): the seventeenth batch's other misses, by shape. A Linux .so in
 * the load call a few lines above WinError 193; C4430 read by its place (beside C2143: the syntax
 * error's class; alone: a guess, ranked with the unexplained errors); a cause warning after an error of
 * another source; a built-in Python exception that says a command failed with a status; a frame line
 * cut at 80 columns; OCaml's uncaught exception under its exit status; an x86 mnemonic under C3861. */
/* The nineteenth batch's dev part: a warning C2220 promoted at its own place is the failure with its
 * class, C2220 its consequence (both console forms: "file(606): " and VS 2010's "file(606) : "); the
 * same warning with no C2220 at its place stays a warning after the link error. */
static void nineteenth_batch_promoted_warning(void **state)
{
    (void)state;
    const char promoted[] = "src\\a.c(606): error C2220: warning treated as error - no 'object' file generated\n"
                            "src\\a.c(606): warning C4013: 'log_debug' undefined; assuming extern returning int\n"
                            "src\\a.c(614): error C2143: syntax error : missing ';' before 'type'\n";
    expect_first_at(promoted, sizeof promoted - 1, "MSVC_UNDECLARED", 2);
    const char spaced[] = "src/a.c(606) : error C2220: warning treated as error - no 'object' file generated\n"
                          "src/a.c(606) : warning C4013: 'log_debug' undefined; assuming extern returning int\n"
                          "src/a.c(614) : error C2143: syntax error : missing ';' before 'type'\n";
    expect_first_at(spaced, sizeof spaced - 1, "MSVC_UNDECLARED", 2);
    const char plain[] = "1>c:\\w\\main.c(2620,28): warning C4013: 'frob_loop' undefined; assuming extern returning int\n"
                         "1>main.obj : error LNK2001: unresolved external symbol _frob_loop\n";
    expect_first_at(plain, sizeof plain - 1, "LINK_UNRESOLVED", 2);
}

/* Issue 34, twenty-eighth round: cl's C1907 ("unable to recover from previous error(s)") and its crash
 * banner rank after the error they follow, also where cl prints them above it (VS 2022 17.14); a crash
 * banner above another error, with no C1907, stays first (a text key's words follow only in order), and
 * so does a C1907 with no other error. */
static void twenty_fifth_batch_stop_printed_first(void **state)
{
    (void)state;
    const char above[] = "Frob.h(57,108): fatal error C1907: unable to recover from previous error(s); stopping compilation\n"
                         "    INTERNAL COMPILER ERROR in 'C:\\VC\\Tools\\MSVC\\14.44.35207\\bin\\HostX86\\x86\\CL.exe'\n"
                         "        Please choose the Technical Support command on the Visual C++\n"
                         "Frob.h(21,61): error C2106: 'initializing': left operand must be l-value\n";
    expect_first_at(above, sizeof above - 1, "UNCLASSIFIED", 4);
    const char banner[] = "cl.exe : INTERNAL COMPILER ERROR in 'C:\\VC\\bin\\cl.exe'\n"
                          "frob.cpp(9): error C2106: '=': left operand must be l-value\n";
    expect_first_at(banner, sizeof banner - 1, "UNCLASSIFIED", 1);
    const char alone[] = "frob.cpp(57): fatal error C1907: unable to recover from previous error(s); stopping compilation\n"
                         "NMAKE : fatal error U1077: 'cl.exe' : return code '0x2'\n";
    expect_first_at(alone, sizeof alone - 1, "UNCLASSIFIED", 1);
}

/* Issue 34, twenty-eighth round: CMakeError.log's "Source file was:" after a source-compiles check's
 * output (a compiler-flag check whose header the excerpt cut off): the scratch project's error above it
 * is the check's answer, also where a console cut the project's tag onto the next piece; without the
 * echo (a compiler check prints none) it stays a failure. */
static void twenty_fifth_batch_source_check_answer(void **state)
{
    (void)state;
    const char answer[] = "cl : Command line error D8016: '/RTC1' and '/Og' command-line options are incompatible [C:\\b\\CMakeFiles\\CMakeTmp\\cmTC_195d5.vcxproj]\n"
                          "\n"
                          "Source file was:\n"
                          "int main(void) { return 0; }\n";
    expect_clean(answer, sizeof answer - 1, "source check");
    const char cut[] = "cl : Command line error D8016: '/RTC1' and '/Og' command-line options are incomp\n"
                       "atible [C:\\b\\CMakeFiles\\CMakeTmp\\cmTC_195d5.vcxproj]\n"
                       "\n"
                       "Source file was:\n"
                       "int main(void) { return 0; }\n";
    expect_clean(cut, sizeof cut - 1, "source check, cut");
    const char compiler[] = "cl : Command line error D8016: '/RTC1' and '/Og' command-line options are incompatible [C:\\b\\CMakeFiles\\CMakeTmp\\cmTC_195d5.vcxproj]\n"
                            "\n"
                            "-- Configuring incomplete, errors occurred!\n";
    expect_first_at(compiler, sizeof compiler - 1, "UNCLASSIFIED", 1);
}

static void seventeenth_batch_places_exceptions_and_mnemonics(void **state)
{
    (void)state;
    const char elf[] = "    frob = ctypes.CDLL(os.path.dirname(__file__) + '/libfrob.so')\n"
                       "  File \"C:\\Py\\lib\\ctypes\\__init__.py\", line 373, in __init__\n"
                       "    self._handle = _dlopen(self._name, mode)\n"
                       "OSError: [WinError 193] %1 is not a valid Win32 application\n";
    expect_first_at(elf, sizeof elf - 1, "UNCLASSIFIED", 4);
    const char versioned[] = "    frob = ctypes.cdll.LoadLibrary(\"./libfrob.so.1\")\n"
                             "  File \"C:\\Py\\lib\\ctypes\\__init__.py\", line 373, in __init__\n"
                             "    self._handle = _dlopen(self._name, mode)\n"
                             "OSError: [WinError 193] %1 is not a valid Win32 application\n";
    expect_first_at(versioned, sizeof versioned - 1, "UNCLASSIFIED", 4);
    const char beside[] = "C:\\b\\gen\\frob__functions.h(83,130): error C4430: missing type specifier - int assumed. Note: C++ does not support default-int\n"
                          "C:\\b\\gen\\frob__functions.h(83,130): error C2143: syntax error: missing ',' before '*'\n";
    expect_first_at(beside, sizeof beside - 1, "MSVC_SYNTAX", 1);
    const char lone[] = "7>c:\\w\\frob.cpp(57): error C2664: 'ExtTextOutW' : cannot convert parameter 6 from 'const sU16 *' to 'LPCWSTR'\n"
                        "7>  gui.cpp\n"
                        "7>c:\\w\\gui.cpp(401): error C4430: missing type specifier - int assumed. Note: C++ does not support default-int\n";
    expect_first_at(lone, sizeof lone - 1, "UNCLASSIFIED", 1);
    const char alone[] = "c:\\w\\gui.cpp(401): error C4430: missing type specifier - int assumed. Note: C++ does not support default-int\n";
    expect_first(alone, sizeof alone - 1, "MSVC_UNDECLARED", "a lone C4430, the log's only error");
    const char after[] = "c:\\w\\start.cpp(12): error C2664: 'sScanInt' : cannot convert parameter 1 from 'sChar *' to 'const sChar *&'\n"
                         "  loader.cpp\n"
                         "c:\\w\\overlay.hpp : warning C4819: The file contains a character that cannot be represented in the current code page (932).\n"
                         "c:\\w\\loader.cpp(30): error C2664: 'sScanFloat' : cannot convert parameter 1 from 'sChar *' to 'const sChar *&'\n";
    expect_first_at(after, sizeof after - 1, "UNCLASSIFIED", 1);
    const char status[] = "  File \"C:\\Py\\Lib\\site-packages\\frob\\compiler.py\", line 309, in make_cubin\n"
                          "    raise RuntimeError(f'`ptxas` failed with error code {e.returncode}: \\n{log}')\n"
                          "RuntimeError: `ptxas` failed with error code 4294967295:\n";
    expect_first_at(status, sizeof status - 1, "PY_SUBPROCESS_WRAPPER", 3);
    const char own[] = "  File \"C:\\Py\\Lib\\site-packages\\frob\\conan_file.py\", line 318, in run\n"
                       "    raise FrobException(\"Error %d while executing\" % retcode)\n"
                       "frob.errors.FrobException: Error 1 while executing\n";
    expect_first_at(own, sizeof own - 1, "EXIT_CODE_WRAPPER", 3);
    /* the frame line and the raise line cut at 80 columns, as a console does */
    const char cut[] = "  File \"C:\\Py\\Lib\\site-packages\\frob\\backends\\nvidia\\compilers\\frob_compiler_mod\n"
                       "ule.py\", line 309, in make_cubin\n"
                       "    raise RuntimeError(f'`ptxas` failed with error code {e.returncode}: \\n{log}'\n"
                       ")\n"
                       "RuntimeError: `ptxas` failed with error code 4294967295:\n";
    expect_first_at(cut, sizeof cut - 1, "PY_SUBPROCESS_WRAPPER", 5);
    const char ocaml[] = "# Uncaught exception: Invalid_argument(\"index out of bounds\")\n"
                         "# Error while running 'C:\\opam\\bin\\frobfind.exe ocamlc -version' (exit code 3)\n"
                         "# Configuration script failed!\n";
    expect_first_at(ocaml, sizeof ocaml - 1, "UNCLASSIFIED", 1);
    const char fatal[] = "Fatal error: exception Not_found\n"
                         "make: *** [Makefile:12: frob] Error 2\n";
    expect_first_remedy(fatal, sizeof fatal - 1, "UNCLASSIFIED", "crashed");
    const char row[] = "\xe9\x8c\xaf\xe8\xaa\xa4\tC3861\t'jmp': \xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe8\xad\x98\xe5\x88\xa5\xe9\xa0\x85\t\n";
    expect_first_remedy(row, sizeof row - 1, "MSVC_SYNTAX", "__asm");
    const char mov[] = "c:\\w\\hook.cpp(40): error C2065: 'mov': undeclared identifier\n";
    expect_first_remedy(mov, sizeof mov - 1, "MSVC_SYNTAX", "intrinsics");
    /* an Error List row copied from its Code column and cut at 80 columns: a failure only joined */
    const char cut_row[] = "`MSB4099\tThe target \"FrobnicateOutputsForClean\" does not exist in the project.\tf\n"
                           "rob\tC:\\Program Files (x86)\\Frob\\msbuild\\frob.targets\t382`\n";
    expect_first_at(cut_row, sizeof cut_row - 1, "UNCLASSIFIED", 1);
    const char name[] = "c:\\w\\hook.cpp(40): error C3861: 'call': identifier not found\n";
    expect_first(name, sizeof name - 1, "MSVC_UNDECLARED", "a name that is also a mnemonic");
}

/* Twenty-fourth round: cmd's "not recognized" with its words lost to a code page (U+FFFD runs, CP936
 * read as Latin-1, CP932 as CP1252, Korean's particle after the quote), after a wrapper's tag; Bazel's
 * status 127 and its Java CreateProcess() refusal of a .sh wrapper in Windows' language. A quoted name
 * before real words, a compiler's "'x': ..." and an English line stay what they are. */
static void twenty_fourth_round_lost_code_pages_and_bazel(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"npm ERR!   \"\"call\"\" \xef\xbf\xbd\xef\xbf\xbd \xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd \xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd", "COMMAND_NOT_FOUND"},
        {"'nasm' \xc2\xb2\xc2\xbb\xc3\x8a\xc3\x87\xc3\x84\xc3\x9a\xc2\xb2\xc2\xbf\xc2\xbb\xc3\xb2\xc3\x8d\xc3\xa2", "COMMAND_NOT_FOUND"},
        {"'cl.exe'\xc3\x80\xc2\xba(\xc2\xb4\xc3\x82) \xc2\xb3\xc2\xbb\xc2\xba\xc3\x8e \xc2\xb6\xc3\x87\xc2\xb4\xc3\x82", "COMMAND_NOT_FOUND"},
        {"ERROR: <builtin>: Failed to determine workspace status: Process exited with status 127", "COMMAND_NOT_FOUND"},
        {"out.dll-2.params: java.io.IOException: CreateProcess(): %1 n'est pas une application Win32 valide.", "SHELL_NOT_FOUND"},
        {"ERROR: C:/src/BUILD:3:1: Linking of rule '//app:lib' failed:", "EXIT_CODE_WRAPPER"},
        {"ERROR: link_dynamic_library.sh failed: error executing command", "EXIT_CODE_WRAPPER"},
        {"Bazel on Windows requires MSYS2 Bash, but we could not find it.", "SHELL_NOT_FOUND"},
        {"Error: BAZEL_SH environment variable is not defined, cannot convert MSYS paths to Windows paths", "SHELL_NOT_FOUND"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "lost code pages and bazel");
    /* a quoted name followed by a real script's words (not garbage), and a compiler's quoted subject */
    const char words[] = "'frob' \xd0\xb3\xd0\xbe\xd1\x82\xd0\xbe\xd0\xb2\xd0\xbe \xd0\xba \xd1\x80\xd0\xb0\xd0\xb1\xd0\xbe\xd1\x82\xd0\xb5\n"
                         "\"frob\" \xe5\xb7\xb2\xe5\xae\x8c\xe6\x88\x90\xe6\x9e\x84\xe5\xbb\xba\xe3\x80\x82\n";
    expect_clean(words, sizeof words - 1, "a quoted name before real words");
}

/* Issue 34's thirty-first round (34m29), the twenty-eighth batch's families: C3646 names an undeclared member
 * type (C4430 at its line with it; an error before it at its line keeps its own reading); a code page
 * warning explains the syntax errors after it in its source; a CMake warning's message cut from its header
 * says "will become a fatal error", a severity of a later release; vcpkg's older words for finding no Visual
 * Studio; waf's missing import library; nvcc finding the STL's calling-convention specialisations twice; the
 * CRT's entry point undefined (the CRT libraries missing from the link); a held code's sub-class after a
 * console's rest piece. */
static void thirty_first_round_member_types_code_pages_and_futures(void **state)
{
    (void)state;
    const char member[] = "2>c:\\w\\ui\\Frob.h(73): error C3646: 'style': unknown override specifier\n"
                          "2>c:\\w\\ui\\Frob.h(73): error C4430: missing type specifier - int assumed. Note: C++ does not support default-int\n";
    expect_first_remedy(member, sizeof member - 1, "MSVC_UNDECLARED", "include the header that declares the type");
    const char member_of_std[] = "Frob.h (438): error C2039: string_view: is not a member of \"std\"\n"
                                 "Frob.h (438): error C3646: AllocString: unknown override specifier\n";
    expect_first_at(member_of_std, sizeof member_of_std - 1, "UNCLASSIFIED", 1);
    const char code_page[] = "C:\\w\\libs\\frob.c(1,1): warning C4819: The file contains a character that cannot be represented in the current code page (936).\n"
                             "     7>C:\\w\\libs\\frob.c(770,5): error C2059: syntax error: 'if' [C:\\w\\frob.vcxproj]\n"
                             "     7>C:\\w\\libs\\frob.c(774,9): error C2143: syntax error: missing '{' before '->' [C:\\w\\frob.vcxproj]\n";
    expect_first_at(code_page, sizeof code_page - 1, "MSVC_CODEPAGE", 1);
    const char future[] = "  No source or binary directory provided.  Both will be assumed to be the\n"
                          "  same as the current working directory, but note that this warning will\n"
                          "  become a fatal error in future CMake releases.\n";
    expect_clean(future, sizeof future - 1, "a CMake warning's message without its header");
    const char vcpkg[] = "Computing installation plan...\n"
                         "The following packages will be built and installed:\n"
                         "    frob[core]:x86-windows -> 3.3.4\n"
                         "No suitable Visual Studio instances were found\n";
    expect_first_at(vcpkg, sizeof vcpkg - 1, "MSVC_NOT_INSTALLED", 4);
    const char waf[] = "Waf: Leaving directory `C:\\w\\frob\\build'\n"
                       "Build failed\n"
                       "-> missing file: 'C:\\\\w\\\\frob\\\\build\\\\lib\\\\frob.lib'\n";
    expect_first_at(waf, sizeof waf - 1, "UNCLASSIFIED", 3);
    expect_first_remedy(waf, sizeof waf - 1, "UNCLASSIFIED", "import library");
    const char calling[] = "  C:\\VS\\VC\\Tools\\MSVC\\14.44.35207\\include\\type_traits(1909): error: class template \"std::_Function_args\" has already been defined (previous definition at line 1909)\n";
    expect_first_remedy(calling, sizeof calling - 1, "NVCC_UNSUPPORTED_MSVC", "x64 Native Tools");
    /* the CRT's entry point undefined is the CRT missing from the link; main undefined in it is the program's */
    const char crt[] = "  [cmake]     lld-link: error: <root>: undefined symbol: mainCRTStartup\n"
                       "  [cmake]     clang: error: linker command failed with exit code 1 (use -v to see invocation)\n";
    expect_first_remedy(crt, sizeof crt - 1, "LINK_UNRESOLVED", "startup code");
    const char crt_link[] = "LINK : error LNK2001: unresolved external symbol mainCRTStartup\n";
    expect_first_remedy(crt_link, sizeof crt_link - 1, "LINK_UNRESOLVED", "startup code");
    const char no_main[] = "MSVCRT.lib(crtexe.obj) : error LNK2019: unresolved external symbol _main referenced in function ___tmainCRTStartup\n";
    expect_first_remedy(no_main, sizeof no_main - 1, "LINK_UNRESOLVED", "define main");
    /* a line wrapped at 104 columns, wrapped again at 80: the held LNK2019 waits for its symbol past the rest piece */
    const char rewrapped[] = "  cuda_compile_generated_frob_ma.cu.obj : error LNK2019: unresolved external sym\n"
                             "bol __cudaRegisterLinked\n"
                             "Binary_54_tmpxft_00001c54_00000000_18_frob_mat_compute_75_cpp1_ii_71482d89 refer\n"
                             "enced in function \"void __cdecl __sti____cudaRegisterAll(void)\"\n";
    expect_first_at(rewrapped, sizeof rewrapped - 1, "NVCC_UNRESOLVED_DEVICE", 1);
}

/* The twenty-seventh batch's development part: GHC's runtime linker names the symbol before GHCi's
 * summary; Meson's missing pkg-config and MSBuild 3.5's VCBuild search are causes, not unknown
 * errors; gyp's own load error is inner to node-gyp's exit lines; the C2065 that nvcc's generated
 * host code gets from the STL's std::_Select is no name to declare; pytest's import report is a
 * wrapper whose exception line a paste may cut. */
static void twenty_ninth_round_loaders_searches_and_generated_names(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"meson.build:12:0: ERROR: Pkg-config not found.", "COMMAND_NOT_FOUND"},
        {"meson.build:12:2: ERROR: Pkg-config binary for machine MachineChoice.HOST not found. Giving up.", "COMMAND_NOT_FOUND"},
        {"src\\meson.build:4:6: ERROR: Pkg-config for machine host machine not found. Giving up.", "COMMAND_NOT_FOUND"},
        {"MSBUILD : error MSB3411: Could not load the Visual C++ component \"VCBuild.exe\". If the component is not installed, "
         "either 1) install the Microsoft Windows SDK for Windows Server 2008 and .NET Framework 3.5, or 2) install Microsoft "
         "Visual Studio 2008.  [C:\\src\\frob\\build\\binding.sln]",
         "MSVC_NOT_INSTALLED"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "twenty-ninth round");
    static const char ghci[] = "ghc.exe:  | C:\\cabal\\store\\ghc-9.2.1\\frob-1.0\\lib\\libHSfrob-1.0.a: unknown symbol `frexpf'\n"
                               "ghc.exe: ^^ Could not load 'frobzm1zi0_Frob_half_closure', dependency unresolved. See top entry above.\n"
                               "\n"
                               "ByteCodeLink.lookupCE\n"
                               "During interactive linking, GHCi couldn't find the following symbol:\n"
                               "  frobzm1zi0_Frob_half_closure\n";
    expect_first_at(ghci, sizeof ghci - 1, "LINK_UNRESOLVED", 1);
    static const char gyp[] = "gyp: Dependency 'binding.gyp:require(frob-api).gyp#target' not found while trying to load target binding.gyp:frob#target\n"
                              "gyp ERR! configure error\n"
                              "gyp ERR! stack Error: `gyp` failed with exit code: 1\n";
    expect_first_at(gyp, sizeof gyp - 1, "UNCLASSIFIED", 1);
    expect_first_remedy(gyp, sizeof gyp - 1, "UNCLASSIFIED", "binding.gyp");
    static const char select[] = "C:/CUDA/v10.1/include\\thrust/detail/frob.inl(101): error C2065: 't': undeclared identifier\n"
                                 "C:/CUDA/v10.1/include\\thrust/detail/frob.inl(101): error C2923: 'std::_Select<__formal>::_Apply': 't' is not a valid template type argument for parameter '<unnamed-symbol>'\n";
    expect_first_remedy(select, sizeof select - 1, "UNCLASSIFIED", "-vcvars_ver");
    static const char pytest[] = "ImportError while importing test module 'C:\\src\\frob\\tests\\test_frob.py'.\n"
                                 "Hint: make sure your test modules/packages have valid Python names.\n"
                                 "Traceback:\n"
                                 "tests\\test_frob.py:3: in <module>\n"
                                 "    import frob._ext\n";
    expect_first_at(pytest, sizeof pytest - 1, "PY_SUBPROCESS_WRAPPER", 1);
}

/* (34m25) The twenty-fourth batch's families: the compiler's runtime option handed to link.exe (LNK1146 on
 * /MT; a linker option that lost its value stays unknown); a configure that says "Configuring done" after a
 * build it ran at configure time failed (that build's errors are its answer), but not a build's own failure
 * in another unit (a Ninja edge before an ExternalProject's configure step). */
static void twenty_seventh_round_linker_options_and_configure_time_builds(void **state)
{
    (void)state;
    static const char runtime_flag[] = "LINK : fatal error LNK1146: no argument specified with option '/MD'\n";
    expect_first(runtime_flag, sizeof runtime_flag - 1, "MSVC_UNKNOWN_OPTION", "the compiler's /MD handed to link.exe");
    static const char lost_value[] = "LINK : fatal error LNK1146: no argument specified with option '/out:'\n";
    expect_first(lost_value, sizeof lost_value - 1, "UNCLASSIFIED", "a linker option whose value was split off");
    static const char test_build[] =
        "   ***   C:\\VS\\MSBuild\\Microsoft.CppCommon.targets(241,5): error MSB8066: Custom build for 'frob_test.cu' "
        "exited with code 1. [C:\\b\\frob_test_build\\frob_test.vcxproj]\n"
        "-- Building frob without CUDA\n"
        "-- Configuring done\n"
        "-- Generating done\n";
    expect_clean(test_build, sizeof test_build - 1, "a configure-time test build the configure went past");
    static const char inside_build[] =
        "FAILED: src/CMakeFiles/frob.dir/frob.cpp.obj\n"
        "C:\\src\\frob.cpp(3): error C2065: 'ssize_t': undeclared identifier\n"
        "[4/9] Performing configure step for 'zlib'\n"
        "-- Configuring done\n"
        "-- Generating done\n"
        "ninja: build stopped: subcommand failed.\n";
    expect_first(inside_build, sizeof inside_build - 1, "MSVC_UNDECLARED", "a build's failure before its ExternalProject's configure");
}

/* Issue 34, twenty-sixth round: LNK2001's tail pasted without its code (a quoted undecorated name,
 * then the decorated one in parentheses), not the tails of LNK2019 or of link /VERBOSE; the Debug C
 * runtime's _invalid_parameter (the Release one's _noinfo stays unresolved); gcc's missing object under
 * mex; an error-list row with a four-capital code cut by the console; a custom build step's own
 * "Failed to ..." words above MSB3073 */
static void twenty_sixth_round_symbol_tails_debug_crt_and_step_failures(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"\"public: static int frob::Counter::total\" (?total@Counter@frob@@2HA)", "LINK_UNRESOLVED"},
        {"__declspec(dllimport) public: void __cdecl frob::Frob::run(void)\" (__imp_?run@Frob@frob@@QEAAXXZ)", "LINK_UNRESOLVED"},
        {"> \"void __cdecl frob_init(int)\" (?frob_init@@YAXH@Z)", "LINK_UNRESOLVED"},
        {"1>main.obj : error LNK2001: unresolved external symbol __imp__invalid_parameter", "LINK_MISMATCH"},
        {"main.obj : error LNK2019: unresolved external symbol __imp__invalid_parameter referenced in function \"void __cdecl f(void)\" (?f@@YAXXZ)", "LINK_MISMATCH"},
        {"lld-link: error: undefined symbol: __declspec(dllimport) _invalid_parameter", "LINK_MISMATCH"},
        {"x.obj : error LNK2001: unresolved external symbol __imp__invalid_parameter_noinfo_noreturn", "LINK_UNRESOLVED"},
        {"gcc: error: frob_gpu_mex.o: No such file or directory", "LINK_MISSING_INPUT"},
        {"Error\tAPPX3217\tSDK folder containing 'UAP.props' for 'UAP 10.0.17763.0' cannot be located. See", "UNCLASSIFIED"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "twenty-sixth round");
    /* link /VERBOSE's search report names symbols the same way, with a word before the quote */
    static const char verbose[] = "    Searching frob.lib:\n      Found \"void __cdecl frob_init(int)\" (?frob_init@@YAXH@Z)\n"
                                  "        Referenced in main.obj\n        Loaded frob.lib(init.obj)\n";
    expect_clean(verbose, sizeof verbose - 1, "link /VERBOSE's Found line");
    /* LNK2019's rest on a line of its own is that diagnostic's, not a second one */
    static const char wrapped[] = "main.obj : error LNK2019: unresolved external symbol \"void __cdecl g(void)\" (?g@@YAXXZ) referenced in function \"void __cdecl\n"
                                  "f(void)\" (?f@@YAXXZ)\n";
    expect_first_at(wrapped, sizeof wrapped - 1, "LINK_UNRESOLVED", 1);
    /* the same tail cut by an 80-column console: the join is the tail, neither piece alone */
    static const char cut[] = "__declspec(dllimport) public: __cdecl frob::base::MessageBuilder::MessageBuilder\n"
                              "(char const *)\" (__imp_??0MessageBuilder@base@frob@@QEAA@PEBD@Z)\n";
    expect_first_at(cut, sizeof cut - 1, "LINK_UNRESOLVED", 1);
    static const char step[] = "1>------ Build started: Project: pack, Configuration: Release x64 ------\n"
                               "1>  Failed to open \"data.bin\" for reading\n"
                               "1>C:\\VS\\MSBuild\\Microsoft\\VC\\v170\\Microsoft.CppCommon.targets(156,5): error MSB3073: The command \"packer.exe data.bin\" exited with code 1.\n";
    expect_first_at(step, sizeof step - 1, "UNCLASSIFIED", 2);
    /* autoconf's first check failed and stopped the configure: its probe's output is the cause */
    static const char works[] = "configure:3000: cl -nologo   conftest.c  >&5\n"
                                "LINK : fatal error LNK1104: cannot open file 'kernel32.lib'\n"
                                "configure:3004: $? = 2\n"
                                "configure:3042: result: no\n"
                                "configure: failed program was:\n"
                                "| int main () { return 0; }\n"
                                "configure:3047: error: in `/c/src/frob':\n"
                                "configure:3049: error: C compiler cannot create executables\n";
    expect_first_at(works, sizeof works - 1, "LINK_CANNOT_OPEN", 2);
    /* pip's own "Failed to build" above its summary is no step's words: the wrapper stays first */
    static const char pip[] = "  error: command 'cl.exe' failed with exit code 2\n"
                              "Failed to build frob\n"
                              "ERROR: Could not build wheels for frob, which is required to install pyproject.toml-based projects\n";
    expect_first_at(pip, sizeof pip - 1, "SETUPTOOLS_WRAPPER", 1);
}

/* Issue 34, thirtieth round: the twenty-eighth batch's development misses, each as its family's
 * wording (lines written for the test, not copied from the batch). */
static void thirtieth_round_cmake_families(void **state)
{
    (void)state;
    /* CMake 4's refusal of a cmake_minimum_required below 3.5: its sentence alone (quoted by a
     * CI summary), and its whole block, both with the remedy that names the way out */
    static const char sentence[] = "\"Compatibility with CMake < 3.5 has been removed from CMake.\"\n";
    expect_first_remedy(sentence, sizeof sentence - 1, "CMAKE_ERROR", "CMAKE_POLICY_VERSION_MINIMUM");
    static const char block[] = "CMake Error at third_party/frob/CMakeLists.txt:2 (cmake_minimum_required):\n"
                                "  Compatibility with CMake < 3.5 has been removed from CMake.\n"
                                "\n"
                                "-- Configuring incomplete, errors occurred!\n";
    expect_first_remedy(block, sizeof block - 1, "CMAKE_ERROR", "CMAKE_POLICY_VERSION_MINIMUM");
    expect_first_at(block, sizeof block - 1, "CMAKE_ERROR", 1);
    /* ... CMake 3.x's words for the same are a deprecation warning: no failure */
    static const char deprecation[] = "CMake Deprecation Warning at CMakeLists.txt:1 (cmake_minimum_required):\n"
                                      "  Compatibility with CMake < 3.5 will be removed from a future version of\n"
                                      "  CMake.\n"
                                      "-- Configuring done\n";
    expect_clean(deprecation, sizeof deprecation - 1, "CMake 3 deprecation");
    /* Ninja's re-run of CMake to rebuild build.ninja failed: a wrapper outside the configure, so
     * CMake's own summary above it stays the failure ... */
    static const char rebuild[] = "-- Configuring incomplete, errors occurred!\n"
                                  "ninja: error: rebuilding 'build.ninja': subcommand failed\n";
    expect_first_at(rebuild, sizeof rebuild - 1, "CMAKE_ERROR", 1);
    static const char rebuild_alone[] = "ninja: error: rebuilding 'build.ninja': subcommand failed\n";
    expect_first(rebuild_alone, sizeof rebuild_alone - 1, "NINJA_WRAPPER", "regeneration alone");
    /* ... while a wrapper printed before the summary ran inside the configure and stays first */
    static const char inside[] = "[hunter ** FATAL ERROR **] Build step failed (dir: C:/.hunter/_Base/1/2/3/Build/frob\n"
                                 "-- Configuring incomplete, errors occurred!\n";
    expect_first_at(inside, sizeof inside - 1, "EXIT_CODE_WRAPPER", 1);
}

/* Issue 34, twenty-ninth round: the twenty-sixth batch's held misses, each as its family's wording
 * (lines written for the test, not copied from the corpus). */
static void twenty_ninth_round_families(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        /* cc-rs 1.1's lowercase wording, relayed as the build script's warning: a failure, never GO */
        {"warning: frob-sys@0.3.1: ToolExecError: command did not execute successfully (status code exit code: 2): \"cl.exe\" \"-nologo\" \"frob.c\"", "CARGO_WRAPPER"},
        /* GNU make started from cmd or PowerShell: no sh for its recipes */
        {"process_begin: CreateProcess(NULL, sh -c \"uname -s 2>/dev/null || echo not\", ...) failed.", "SHELL_NOT_FOUND"},
        {"process_begin: CreateProcess(NULL, /bin/sh ./gen-version.sh, ...) failed.", "SHELL_NOT_FOUND"},
        {"process_begin: CreateProcess(NULL, bash -c \"frob-gen --out gen.h\", ...) failed.", "SHELL_NOT_FOUND"},
        {"process_begin: CreateProcess(NULL, cl -nologo -c frob.c, ...) failed.", "COMMAND_NOT_FOUND"},
        /* a DLL of the linker's own install, not a program's */
        {"LINK : fatal error LNK1171: unable to load mspdb140.dll (error code: 126)", "UNCLASSIFIED"},
        /* the clang driver's link step names a library that is not there */
        {"clang.exe: error: no such file or directory: 'sub\\frob\\libfrob.dll.a'", "LINK_MISSING_INPUT"},
        {"clang++: error: no such file or directory: 'build\\frob.lib'", "LINK_MISSING_INPUT"},
        {"clang: error: no such file or directory: '/EHsc'", "UNCLASSIFIED"},
        /* an #error that names the C++ standard it needs */
        {"C:\\sdk\\include\\frob\\config.h(13,1): error C1189: #error:  \"C++20 or later required.\"", "MSVC_CXX20_NEEDED"},
        {"C:\\sdk\\include\\frob\\config.h(9): fatal error C1189: #error:  \"C++17 or later required\"", "MSVC_CXX20_NEEDED"},
        {"C:\\sdk\\include\\frob\\config.h(9): fatal error C1189: #error:  \"frob needs a 64-bit target\"", "MSVC_ERROR_DIRECTIVE"},
        /* configure and build scripts that found no cl.exe on PATH */
        {"configure: error: Neither MS nor Intel C compiler found in PATH and CC is unset.", "COMMAND_NOT_FOUND"},
        {"Unable to find cl.exe", "COMMAND_NOT_FOUND"},
        /* g++'s and cl's words for an undeclared name and a type where none belongs */
        {"frob.cpp:37:19: error: 'frob_len' was not declared in this scope", "MSVC_UNDECLARED"},
        {"C:\\src\\frob\\api.h(221): error C2062: type 'int' unexpected", "MSVC_SYNTAX"},
        /* vcpkg's refusals of a port's files and of a port tree */
        {"/debug/include should not exist. Please reorganize any important files, then use", "UNCLASSIFIED"},
        {"The folder /include is empty or not present. This indicates the library was not correctly installed.", "UNCLASSIFIED"},
        {"Found both manifest and CONTROL file in port C:\\vcpkg\\ports\\frob; please rename one or the other", "UNCLASSIFIED"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "twenty-ninth round");
    /* LNK1171 without a status: its code's remedy, the developer environment's (not a generic line's) */
    static const char linker_dll[] = "LINK : fatal error LNK1171: unable to load c2.dll\n";
    expect_first_remedy(linker_dll, sizeof linker_dll - 1, "UNCLASSIFIED", "its own Visual Studio install");
    /* C2131 whose note shows the address of a temporary: no VLA */
    static const char temporary[] = "1>  frob.cpp\n"
                                    "1>..\\src\\frob.cpp(60): error C2131: expression did not evaluate to a constant\n"
                                    "1>  ..\\src\\frob.cpp(60): note: failure was caused by returning the address of or a reference to a temporary\n";
    expect_first_at(temporary, sizeof temporary - 1, "UNCLASSIFIED", 2);
    /* vcpkg's post-build check ranks before the port's POST_BUILD_CHECKS_FAILED */
    static const char post_build[] = "-- Performing post-build validation\n"
                                     "/debug/share should not exist. Please reorganize any important files, then use\n"
                                     "    file(REMOVE_RECURSE ${CURRENT_PACKAGES_DIR}/debug/share)\n"
                                     "Found 1 error(s). Please correct the portfile:\n"
                                     "-- Performing post-build validation done\n"
                                     "Error: Building package frob:x64-windows failed with: POST_BUILD_CHECKS_FAILED\n";
    expect_first_at(post_build, sizeof post_build - 1, "UNCLASSIFIED", 2);
    static const char post_build_only[] = "Error: Building package frob:x64-windows failed with: POST_BUILD_CHECKS_FAILED\n";
    expect_first_at(post_build_only, sizeof post_build_only - 1, "VCPKG_WRAPPER", 1);
    /* Rcpp's warning that R found no Rtools names the cause of the wrong make's failure above it */
    static const char rtools[] = "make: *** No rule to make target 'frob.o', needed by 'sourceCpp_1.dll'.  Stop.\n"
                                 "Error in sourceCpp(code = code) : \n"
                                 "  Error 1 occurred building shared library.\n"
                                 "\n"
                                 "WARNING: The tools required to build C++ code for R were not found.\n";
    expect_first_at(rtools, sizeof rtools - 1, "COMMAND_NOT_FOUND", 5);
    /* Python's decode error while it reported the failed build: the failure it reported is first */
    static const char decode[] = "Traceback (most recent call last):\n"
                                 "subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.\n"
                                 "\n"
                                 "During handling of the above exception, another exception occurred:\n"
                                 "\n"
                                 "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xb4 in position 20: invalid start byte\n";
    expect_first_at(decode, sizeof decode - 1, "PY_SUBPROCESS_WRAPPER", 2);
    /* an MSBuild warning of a 120-column console pasted into an 80-column one: pieces of 80 and 40, one
     * warning whose words ("being used by another process") are no error of their own */
    static const char rewrapped[] = "C:\\Program Files (x86)\\MSBuild\\14.0\\bin\\Microsoft.Common.CurrentVersion.targets(\n"
                                    "3813,15): warning MSB3026: Could not cop\n"
                                    "y \"C:\\src\\frob\\obj\\Debug\\Frob.Core.dll\" to \"C:\\src\\frob\\bin\\Debug\\Frob.Core.dll\"\n"
                                    ". Beginning retry 1 in 1000ms. The proce\n"
                                    "ss cannot access the file 'C:\\src\\frob\\bin\\Debug\\Frob.Core.dll' because it is be\n"
                                    "ing used by another process. [C:\\src\\fro\n"
                                    "b\\src\\Frob.Core\\Frob.Core.csproj]\n";
    expect_clean(rewrapped, sizeof rewrapped - 1, "a 120-column warning wrapped again at 80");
    /* a GNU driver handed MSVC's options: the undeclared names of the headers it lost follow it */
    static const char handed[] = "frob.ino: In function 'void setup()':\n"
                                 "frob.ino:5: error: 'Serial' was not declared in this scope\n"
                                 "avr-g++: /Fo.build\\frob.obj: No such file or directory\n";
    expect_first_at(handed, sizeof handed - 1, "UNCLASSIFIED", 3);
}

/* Issue 34's thirtieth round: the twenty-seventh batch's held part's families. */
static void thirtieth_round_families(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        /* Bazel's stand-in for cl.exe when it found no VC tools, its message cut off */
        {"ERROR: C:/src/frob/BUILD:1:1: C++ compilation of rule '//frob:frob' failed (Exit 1): vc_installation_error.bat failed: error executing command", "MSVC_NOT_INSTALLED"},
        {"ERROR: C:/src/frob/BUILD:3:11: Compiling frob.cc failed: (Exit 1): vc_installation_error_x64.bat failed: error executing command", "MSVC_NOT_INSTALLED"},
        /* cmake-rs (or cc-rs) could not start its program: Windows' error 2 in words no key holds */
        {"failed to execute command: Le fichier sp\xc3\xa9" "cifi\xc3\xa9 est introuvable. (os error 2)", "COMMAND_NOT_FOUND"},
        {"failed to execute command: The system can not find the specified file. (os error 2)", "COMMAND_NOT_FOUND"},
    };
    expect_each_first(cases, sizeof cases / sizeof cases[0], "thirtieth round");
    /* a CMake Error header pasted without its first letter still opens the block, whose message
     * (CMake 4's refusal of an old cmake_minimum_required) gives the remedy */
    static const char clipped[] = "Make Error at CMakeLists.txt:1 (cmake_minimum_required):\n"
                                  "  Compatibility with CMake < 3.5 has been removed from CMake.\n"
                                  "\n"
                                  "-- Configuring incomplete, errors occurred!\n";
    expect_first_at(clipped, sizeof clipped - 1, "CMAKE_ERROR", 1);
    expect_first_remedy(clipped, sizeof clipped - 1, "CMAKE_ERROR", "CMAKE_POLICY_VERSION_MINIMUM");
    /* ... and is the block's line where its message names no cause a key knows */
    static const char clipped_plain[] = "Make Error at CMakeLists.txt:5 (add_subdirectory):\n"
                                        "  add_subdirectory given source \"frob\" which is not an existing directory.\n"
                                        "\n"
                                        "\n"
                                        "-- Configuring incomplete, errors occurred!\n";
    expect_first_at(clipped_plain, sizeof clipped_plain - 1, "CMAKE_ERROR", 1);
    /* a log quoted line by line ("> "): the quote came after any console's wrap, so a quoted line 78 or
     * 217 bytes long is no console-wide piece (80, 219 with its quote) that the next line continues */
    static const char quoted_note[] =
        "> 1>  items.cpp\n"
        "> 1>..\\src\\items.cpp(60): error C2131: expression did not evaluate to a constant\n"
        "> 1>  ..\\src\\items.cpp(60): note: failure was caused by returning the address of or a reference to a temporary\n";
    expect_first_at(quoted_note, sizeof quoted_note - 1, "UNCLASSIFIED", 2);
    static const char quoted_status[] =
        "> dmd -m64 -cov hoge.d foo.lib\n"
        "> foo.lib(main.obj) : fatal error LNK1179: invalid or corrupt file: duplicate COMDAT '_D3foo4main_bzeroBytes_bzeroBytes_bzeroBytes_bzeroBytes_bzeroBytes_bzeroBytes_bzeroBytes_bzeroBytes_bzeroBytes_bzeroBytes_bzeroBytes'\n"
        "> Error: linker exited with status 1179\n";
    expect_first_at(quoted_status, sizeof quoted_status - 1, "UNCLASSIFIED", 2);
    /* a wrap that cut a diagnostic's code off its severity word, the blank between them trimmed: one
     * line, an error C4819 (its cause) before the C2220 that promotes it */
    static const char cut_code[] =
        "C:\\src\\frob\\gmock.h(1,1): error\n"
        "C4819: The file contains a character that cannot be represented in the current code page (932). [C:\\src\\frob.vcxproj]\n"
        "\n"
        "C:\\src\\frob\\gmock.h(1,1): error\n"
        "C2220: warning treated as error - no 'object' file generated [C:\\src\\frob.vcxproj]\n";
    expect_first_at(cut_code, sizeof cut_code - 1, "MSVC_CODEPAGE", 1);
    /* ... and a note of the joined line (cmd's words above MSB6006) is read as a whole line's */
    static const char cut_note[] =
        "1>  The system cannot find the path specified.\n"
        "1>  MOC frob.hpp\n"
        "1>C:\\Program Files\\MSBuild\\Microsoft.Cpp\\v4.0\\Microsoft.CppCommon.targets(151,5): error\n"
        "MSB6006: \"cmd.exe\" exited with code 3.\n";
    expect_first_at(cut_note, sizeof cut_note - 1, "COMMAND_NOT_FOUND", 1);
    /* a console's cut inside a path alone ("1>C:\\...\\Microsoft.CppCommon.t" + "argets(151,5): error MSB3073: ..."):
     * one line, the step's own failure line above it first */
    static const char cut_path[] =
        "1>  Failed to read \"frob.dll\" for compression\n"
        "1>C:\\Program Files\\VS\\2022\\MSBuild\\xxxxxxxxxxxxxxxxxx\\v170\\Microsoft.CppCommon.t\n"
        "argets(151,5): error MSB3073: The command \"cd ..\\out & MakeLZSA.exe data.dat frob.dll\" exited with code 2.\n";
    expect_first_at(cut_path, sizeof cut_path - 1, "UNCLASSIFIED", 1);
    /* ... and a line with MSBuild's "1>" after one is a line of its own, never the rest of a console-wide piece */
    static const char prefixed[] =
        "1>X:\\code\\frob\\xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\src\\etw\n"
        "hook_init.cpp(1,1): error C2220: the following warning is treated as an error [X\n"
        "1>X:\\code\\frob\\xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\src\\etw\n"
        "hook_init.cpp(1,1): warning C4819: The file contains a character that cannot be represented in the current code page (936).\n";
    expect_first(prefixed, sizeof prefixed - 1, "MSVC_CODEPAGE", "a prefixed line after a wide one");
    /* GNU make's own words hold no CMake header */
    static const char make[] = "make: *** [Makefile:12: all] Error 2\n";
    expect_first(make, sizeof make - 1, "MAKE_WRAPPER", "GNU make's status");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_keyed_class_has_a_case),
        cmocka_unit_test(twenty_ninth_round_loaders_searches_and_generated_names),
        cmocka_unit_test(thirty_first_round_member_types_code_pages_and_futures),
        cmocka_unit_test(twenty_sixth_round_symbol_tails_debug_crt_and_step_failures),
        cmocka_unit_test(twenty_seventh_round_linker_options_and_configure_time_builds),
        cmocka_unit_test(each_class_in_three_languages),
        cmocka_unit_test(each_class_with_crlf),
        cmocka_unit_test(each_class_hard_wrapped),
        cmocka_unit_test(each_class_truncated),
        cmocka_unit_test(oem_code_page_bytes),
        cmocka_unit_test(wrapper_yields_to_the_diagnostic),
        cmocka_unit_test(identical_blockers_merge_across_languages),
        cmocka_unit_test(unknown_failures_are_kept_with_an_excerpt),
        cmocka_unit_test(utf16_logs_are_decoded),
        cmocka_unit_test(code_pages_are_detected),
        cmocka_unit_test(binary_input_is_not_a_log),
        cmocka_unit_test(mixed_encodings_keep_the_failure),
        cmocka_unit_test(utf32_logs_are_decoded),
        cmocka_unit_test(large_logs_are_decoded_whole),
        cmocka_unit_test(empty_logs_are_refused),
        cmocka_unit_test(wrappers_are_judged_per_unit),
        cmocka_unit_test(wrappers_rank_inner_to_outer),
        cmocka_unit_test(r_command_status_is_an_exit_wrapper),
        cmocka_unit_test(exit_statuses_as_written),
        cmocka_unit_test(sixteenth_batch_dev_shapes),
        cmocka_unit_test(cmake_error_block_is_one_blocker),
        cmocka_unit_test(wrapped_chains_are_rejoined),
        cmocka_unit_test(hostile_numbers_and_nul_bytes),
        cmocka_unit_test(summaries_are_not_failures_markers_are),
        cmocka_unit_test(localized_messages_without_their_code),
        cmocka_unit_test(localized_severity_fails_the_build),
        cmocka_unit_test(message_texts_stand_for_their_code),
        cmocka_unit_test(cmake_block_ends_at_its_wrapper),
        cmocka_unit_test(localized_clean_logs_pass),
        cmocka_unit_test(joined_wrappers_rank_inner_first),
        cmocka_unit_test(error_range_codes_fail_without_their_word),
        cmocka_unit_test(causes_named_by_what_the_paste_kept),
        cmocka_unit_test(runners_name_the_program_not_found),
        cmocka_unit_test(link_and_narrowing_codes_by_family),
        cmocka_unit_test(build_summary_inside_a_cmake_block),
        cmocka_unit_test(dll_loads_by_windows_words),
        cmocka_unit_test(build_tool_summaries_rank_after_any_cause),
        cmocka_unit_test(failed_solution_summary_is_a_wrapper),
        cmocka_unit_test(nvcc_stray_quote_names_its_cause),
        cmocka_unit_test(causes_pasted_after_or_alone),
        cmocka_unit_test(many_distinct_errors_merge_exactly),
        cmocka_unit_test(emulated_narrowing_is_predicted),
        cmocka_unit_test(bad_catalogs_are_refused_with_their_line),
        cmocka_unit_test(scan_predicts_source_blockers),
        cmocka_unit_test(scan_predicts_build_blockers),
        cmocka_unit_test(scan_tells_statement_expressions_from_braced_arguments),
        cmocka_unit_test(scan_takes_template_and_constexpr_bounds_as_constant),
        cmocka_unit_test(scan_predicts_crt_file_io),
        cmocka_unit_test(scan_finds_powershell_named_away_from_its_command),
        cmocka_unit_test(scan_models_the_msvc_preprocessor),
        cmocka_unit_test(warnings_rank_after_errors),
        cmocka_unit_test(configure_probes_are_not_failures),
        cmocka_unit_test(non_build_wrappers_rank_after_the_failure),
        cmocka_unit_test(remedies_follow_the_cause),
        cmocka_unit_test(clang_cl_lane_wordings),
        cmocka_unit_test(clang_cl_lane_real_output),
        cmocka_unit_test(findcuda_block_is_a_wrapper),
        cmocka_unit_test(cut_names_start_after_a_quote),
        cmocka_unit_test(download_failures_name_their_cause),
        cmocka_unit_test(consequences_rank_after_their_cause),
        cmocka_unit_test(more_languages_classify),
        cmocka_unit_test(older_nvcc_wordings),
        cmocka_unit_test(stl_check_under_clang_is_not_nvcc),
        cmocka_unit_test(eighteenth_round_host_check_utf8_and_stl_helpers),
        cmocka_unit_test(sixteenth_batch_dll_architecture_and_cuda_home),
        cmocka_unit_test(failures_named_by_their_tool),
        cmocka_unit_test(missing_programs_in_their_tools_words),
        cmocka_unit_test(message_texts_and_report_lines),
        cmocka_unit_test(memory_and_target_options),
        cmocka_unit_test(older_visual_studio_wordings),
        cmocka_unit_test(named_causes_on_a_wrapper_line),
        cmocka_unit_test(environments_and_libraries_not_found),
        cmocka_unit_test(python_warnings_stay_warnings),
        cmocka_unit_test(more_tools_wrap_after_the_failure),
        cmocka_unit_test(fresh_log_wordings),
        cmocka_unit_test(more_codes_by_cause),
        cmocka_unit_test(severity_is_the_first_word),
        cmocka_unit_test(status_results_and_deprecations_are_not_failures),
        cmocka_unit_test(error_list_rows_and_retyped_codes),
        cmocka_unit_test(documented_wordings_name_their_cause),
        cmocka_unit_test(cmake_blocks_name_their_cause_in_words),
        cmocka_unit_test(wrapper_shapes_rank_after_the_failure),
        cmocka_unit_test(compiler_checks_rank_after_the_output_they_embed),
        cmocka_unit_test(runner_and_paste_prefixes),
        cmocka_unit_test(nonzero_exit_status_is_never_go),
        cmocka_unit_test(clang_cl_ignored_options_under_werror),
        cmocka_unit_test(build_scripts_and_pasted_texts),
        cmocka_unit_test(warnings_promoted_by_wx_and_wrappers),
        cmocka_unit_test(retyped_c1083_and_newer_standard_headers),
        cmocka_unit_test(exit_statuses_and_commands_that_name_their_cause),
        cmocka_unit_test(configure_causes_in_words),
        cmocka_unit_test(feature_checks_and_probes_answer_no),
        cmocka_unit_test(a_failed_projects_library_ranks_after_its_failure),
        cmocka_unit_test(failure_evidence_in_no_build_tools_words),
        cmocka_unit_test(evidence_without_codes_in_more_words),
        cmocka_unit_test(twenty_fourth_round_lost_code_pages_and_bazel),
        cmocka_unit_test(side_by_side_configuration_errors),
        cmocka_unit_test(failure_evidence_without_codes_round_twelve),
        cmocka_unit_test(not_recognized_in_wrong_code_pages),
        cmocka_unit_test(windows_errors_in_more_languages),
        cmocka_unit_test(cmake_block_without_its_header),
        cmocka_unit_test(runner_wrappers_and_cut_causes),
        cmocka_unit_test(driver_words_probes_and_demoted_failures),
        cmocka_unit_test(notes_tell_a_codes_cause),
        cmocka_unit_test(script_errors_refusals_and_runner_lines),
        cmocka_unit_test(other_drivers_causes_and_retyped_failures),
        cmocka_unit_test(walker_lists_every_source_folder),
        cmocka_unit_test(scan_follows_deep_nesting_and_continued_includes),
        cmocka_unit_test(scan_line_opening_with_a_parenthesis),
        cmocka_unit_test(scan_upper_case_c_is_c),
        cmocka_unit_test(start_failures_command_lines_and_foreign_imports),
        cmocka_unit_test(wrappers_over_nvcc_and_native_toolchains),
        cmocka_unit_test(twelfth_batch_loader_and_runner_shapes),
        cmocka_unit_test(thirteenth_batch_shapes),
        cmocka_unit_test(fourteenth_batch_statuses_probes_and_fatals),
        cmocka_unit_test(fourteenth_batch_held_shapes),
        cmocka_unit_test(drivers_find_no_visual_studio),
        cmocka_unit_test(typename_outside_a_template),
        cmocka_unit_test(twenty_ninth_batch_dev_families),
        cmocka_unit_test(localized_error_list_cmake_rows),
        cmocka_unit_test(fifteenth_batch_mex_errno_and_make_outer),
        cmocka_unit_test(seventeenth_batch_bare_warning_codes_and_search_answers),
        cmocka_unit_test(seventeenth_batch_places_exceptions_and_mnemonics),
        cmocka_unit_test(nineteenth_batch_promoted_warning),
        cmocka_unit_test(twenty_fifth_batch_stop_printed_first),
        cmocka_unit_test(twenty_fifth_batch_source_check_answer),
        cmocka_unit_test(thirtieth_round_cmake_families),
        cmocka_unit_test(twenty_ninth_round_families),
        cmocka_unit_test(thirtieth_round_families),
    };
    return cmocka_run_group_tests(tests, load_catalog, free_catalog);
}
