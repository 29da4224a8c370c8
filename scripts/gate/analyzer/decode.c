/* SPDX-License-Identifier: BSD-3-Clause */
/* decode.c: a build log's bytes to UTF-8 (see decode.h). Portable C11; the code-page conversion
 * is the platform's (iconv on POSIX, MultiByteToWideChar on Windows), kept in two small
 * functions below. */
#include "decode.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <errno.h>
#include <iconv.h>
#endif

#define SAMPLE_BYTES (64 * 1024) /* what detection looks at */
#define SLICE_BYTES (1 << 20)    /* conversions run on at most this much at once */

enum { MODE_AUTO, MODE_UTF8, MODE_UTF16LE, MODE_UTF16BE, MODE_CODE_PAGE };
enum { SCRIPT_LATIN, SCRIPT_CYRILLIC, SCRIPT_ZH, SCRIPT_JA, SCRIPT_KO };

typedef struct code_page {
    const char *name;
    unsigned number;
    const char *iconv_name;
    int script;
} code_page;

/* Candidates in the order ties are broken: the ANSI page before the OEM ones. */
static const code_page code_pages[] = {
    {"cp1252", 1252, "CP1252", SCRIPT_LATIN}, {"cp850", 850, "CP850", SCRIPT_LATIN},
    {"cp437", 437, "CP437", SCRIPT_LATIN},    {"cp1251", 1251, "CP1251", SCRIPT_CYRILLIC},
    {"cp936", 936, "CP936", SCRIPT_ZH},       {"cp932", 932, "CP932", SCRIPT_JA},
    {"cp949", 949, "CP949", SCRIPT_KO},
};
#define CODE_PAGE_COUNT (sizeof code_pages / sizeof code_pages[0])

typedef struct buffer {
    char *data;
    size_t length, capacity;
} buffer;

struct wg_decoder {
    int mode;
    const code_page *page;
    char *sample; /* bytes held until the encoding is known */
    size_t sample_length;
    int started;  /* the encoding is known and the sample passed on */
    unsigned char carry[8]; /* an incomplete character between two feeds */
    size_t carry_length;
    size_t units, broken;   /* UTF-16 code units read, and those that were not valid */
    buffer out;
#ifndef _WIN32
    iconv_t converter;
#endif
};

static int fail(char *error, size_t error_size, const char *reason)
{
    if (error && error_size)
        snprintf(error, error_size, "%s", reason);
    return -1;
}

static void reserve(buffer *b, size_t more)
{
    if (b->length + more <= b->capacity)
        return;
    size_t capacity = b->capacity ? b->capacity : 4096;
    while (capacity < b->length + more)
        capacity *= 2;
    char *data = realloc(b->data, capacity);
    if (!data) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    b->data = data;
    b->capacity = capacity;
}

/* Writes cp as UTF-8 into out (at most 4 bytes); returns the length. */
static size_t encode_utf8(uint32_t cp, char *out)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xc0 | (cp >> 6)), out[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xe0 | (cp >> 12)), out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        out[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | (cp >> 18)), out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3f)), out[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

static void put_code_point(buffer *b, uint32_t cp)
{
    reserve(b, 4);
    b->length += encode_utf8(cp, b->data + b->length);
}

/* ---- code pages: the platform converts -------------------------------------------------- */

#ifdef _WIN32
/* Converts what it can; a double-byte character cut at the end waits for the next feed. The
 * count of invalid bytes is approximate: Windows replaces them with '?', U+30FB or U+FFFD. */
static size_t convert_code_page(wg_decoder *d, const code_page *page, const char *in, size_t n, int final,
                                buffer *out, size_t *invalid)
{
    (void)d;
    size_t end = n;
    if (!final) {
        size_t i = 0;
        while (i < n)
            i += IsDBCSLeadByteEx(page->number, (BYTE)in[i]) ? 2 : 1;
        if (i > n)
            end = n - 1;
    }
    for (size_t at = 0; at < end;) {
        int piece = (int)(end - at < SLICE_BYTES ? end - at : SLICE_BYTES);
        if (!final || at + (size_t)piece < end) {
            /* do not cut a double-byte character between slices either */
            size_t i = 0;
            while (i < (size_t)piece)
                i += IsDBCSLeadByteEx(page->number, (BYTE)in[at + i]) ? 2 : 1;
            if (i > (size_t)piece)
                --piece;
        }
        int wide = MultiByteToWideChar(page->number, 0, in + at, piece, NULL, 0);
        wchar_t *w = malloc(((size_t)wide + 1) * sizeof(wchar_t));
        if (!w) {
            fputs("winport-gate-analyze: out of memory\n", stderr);
            exit(2);
        }
        MultiByteToWideChar(page->number, 0, in + at, piece, w, wide);
        size_t questions = 0, replaced = 0;
        for (int i = 0; i < piece; ++i)
            questions += in[at + (size_t)i] == '?';
        for (int i = 0; i < wide; ++i)
            replaced += w[i] == L'?' || w[i] == 0x30fb || w[i] == 0xfffd;
        *invalid += replaced > questions ? replaced - questions : 0;
        int bytes = WideCharToMultiByte(CP_UTF8, 0, w, wide, NULL, 0, NULL, NULL);
        reserve(out, (size_t)bytes);
        WideCharToMultiByte(CP_UTF8, 0, w, wide, out->data + out->length, bytes, NULL, NULL);
        out->length += (size_t)bytes;
        free(w);
        at += (size_t)piece;
        if (piece == 0)
            break;
    }
    return end;
}

static int open_code_page(wg_decoder *d, const code_page *page)
{
    (void)d;
    CPINFO info;
    return GetCPInfo(page->number, &info) ? 0 : -1;
}

static void close_code_page(wg_decoder *d) { (void)d; }
#else
static size_t convert_with(iconv_t converter, const char *in, size_t n, int final, buffer *out, size_t *invalid)
{
    char *input = (char *)in;
    size_t left = n;
    while (left > 0) {
        reserve(out, 4 * left + 16);
        char *output = out->data + out->length;
        size_t room = out->capacity - out->length;
        size_t rc = iconv(converter, &input, &left, &output, &room);
        out->length = (size_t)(output - out->data);
        if (rc != (size_t)-1)
            break;
        if (errno == E2BIG)
            continue;
        if (errno == EINVAL && !final)
            break; /* a character cut at the end: it waits for the next feed */
        /* an invalid byte (or one cut at the very end): U+FFFD, and go on */
        put_code_point(out, 0xfffd);
        ++*invalid;
        ++input;
        --left;
    }
    return (size_t)(input - in);
}

static size_t convert_code_page(wg_decoder *d, const code_page *page, const char *in, size_t n, int final,
                                buffer *out, size_t *invalid)
{
    if (d && d->page == page)
        return convert_with(d->converter, in, n, final, out, invalid);
    iconv_t converter = iconv_open("UTF-8", page->iconv_name);
    if (converter == (iconv_t)-1)
        return 0;
    size_t used = convert_with(converter, in, n, final, out, invalid);
    iconv_close(converter);
    return used;
}

static int open_code_page(wg_decoder *d, const code_page *page)
{
    d->converter = iconv_open("UTF-8", page->iconv_name);
    return d->converter == (iconv_t)-1 ? -1 : 0;
}

static void close_code_page(wg_decoder *d)
{
    if (d->page && d->converter != (iconv_t)-1)
        iconv_close(d->converter);
}
#endif

/* ---- UTF-16: a few lines, the same on every platform ------------------------------------- */

static size_t convert_utf16(wg_decoder *d, const unsigned char *in, size_t n, int final, buffer *out)
{
    int big = d->mode == MODE_UTF16BE;
    size_t i = 0;
    while (i + 2 <= n) {
        uint32_t u = big ? ((uint32_t)in[i] << 8 | in[i + 1]) : ((uint32_t)in[i + 1] << 8 | in[i]);
        ++d->units;
        if (u >= 0xd800 && u <= 0xdbff) {
            if (i + 4 > n && !final) {
                --d->units;
                break; /* the low half comes with the next feed */
            }
            uint32_t v = i + 4 <= n ? (big ? ((uint32_t)in[i + 2] << 8 | in[i + 3]) : ((uint32_t)in[i + 3] << 8 | in[i + 2])) : 0;
            if (v >= 0xdc00 && v <= 0xdfff) {
                put_code_point(out, 0x10000 + ((u - 0xd800) << 10) + (v - 0xdc00));
                ++d->units;
                i += 4;
                continue;
            }
            u = 0xfffd, ++d->broken;
        } else if (u >= 0xdc00 && u <= 0xdfff) {
            u = 0xfffd, ++d->broken;
        }
        put_code_point(out, u);
        i += 2;
    }
    if (final && i < n) { /* an odd byte at the very end */
        put_code_point(out, 0xfffd);
        ++d->units, ++d->broken;
        i = n;
    }
    return i;
}

/* ---- detection ---------------------------------------------------------------------------- */

static size_t utf8_sequence(const unsigned char *p, size_t left)
{
    unsigned char b = p[0];
    size_t n = b < 0x80 ? 1 : (b & 0xe0) == 0xc0 ? 2 : (b & 0xf0) == 0xe0 ? 3 : (b & 0xf8) == 0xf0 ? 4 : 0;
    if (n == 0 || (n == 2 && b < 0xc2) || b > 0xf4)
        return 0;
    for (size_t i = 1; i < n; ++i)
        if (i >= left || (p[i] & 0xc0) != 0x80)
            return i >= left ? (size_t)-1 : 0; /* -1: cut at the end */
    if ((b == 0xe0 && p[1] < 0xa0) || (b == 0xed && p[1] >= 0xa0) || (b == 0xf0 && p[1] < 0x90) ||
        (b == 0xf4 && p[1] >= 0x90))
        return 0;
    return n;
}

static int valid_utf8(const unsigned char *p, size_t n, int final)
{
    for (size_t i = 0; i < n;) {
        size_t step = utf8_sequence(p + i, n - i);
        if (step == (size_t)-1)
            return !final;
        if (step == 0)
            return 0;
        i += step;
    }
    return 1;
}

static uint32_t next_code_point(const unsigned char **p, const unsigned char *end)
{
    const unsigned char *s = *p;
    size_t n = utf8_sequence(s, (size_t)(end - s));
    if (n == 0 || n == (size_t)-1) {
        ++*p;
        return 0xfffd;
    }
    *p += n;
    if (n == 1)
        return s[0];
    if (n == 2)
        return (uint32_t)(s[0] & 0x1f) << 6 | (s[1] & 0x3f);
    if (n == 3)
        return (uint32_t)(s[0] & 0x0f) << 12 | (uint32_t)(s[1] & 0x3f) << 6 | (s[2] & 0x3f);
    return (uint32_t)(s[0] & 0x07) << 18 | (uint32_t)(s[1] & 0x3f) << 12 | (uint32_t)(s[2] & 0x3f) << 6 | (s[3] & 0x3f);
}

/* Characters frequent in build output of each script's languages: a right decoding is full of
 * them, a wrong one produces rare characters, symbols and letters in impossible places. */
static const char *const frequent[] = {
    /* LATIN: lowercase accented letters of de, fr, es, it, pt */
    "\xc3\xa9\xc3\xa8\xc3\xa0\xc3\xb9\xc3\xa7\xc3\xaa\xc3\xa2\xc3\xae\xc3\xb4\xc3\xbb\xc3\xab\xc3\xaf\xc3\xbc\xc3\xb6"
    "\xc3\xa4\xc3\x9f\xc3\xb1\xc3\xa1\xc3\xad\xc3\xb3\xc3\xba\xc3\xa3\xc3\xb5\xc3\xac\xc3\xb2",
    /* CYRILLIC: (every Cyrillic letter counts; this list is unused) */
    "",
    /* ZH: 的错误无法文件不是在中找到未标识符一个项目生成命令内部外部或警告打开类型定义 */
    "\xe7\x9a\x84\xe9\x94\x99\xe8\xaf\xaf\xe6\x97\xa0\xe6\xb3\x95\xe6\x96\x87\xe4\xbb\xb6\xe4\xb8\x8d\xe6\x98\xaf"
    "\xe5\x9c\xa8\xe4\xb8\xad\xe6\x89\xbe\xe5\x88\xb0\xe6\x9c\xaa\xe6\xa0\x87\xe8\xaf\x86\xe7\xac\xa6\xe4\xb8\x80"
    "\xe4\xb8\xaa\xe9\xa1\xb9\xe7\x9b\xae\xe7\x94\x9f\xe6\x88\x90\xe5\x91\xbd\xe4\xbb\xa4\xe5\x86\x85\xe9\x83\xa8"
    "\xe5\xa4\x96\xe6\x88\x96\xe8\xad\xa6\xe5\x91\x8a\xe6\x89\x93\xe5\xbc\x80\xe7\xb1\xbb\xe5\x9e\x8b\xe5\xae\x9a"
    "\xe4\xb9\x89",
    /* JA: のをにはがでしてますせんファイルエラーできない識別子警告開定義 */
    "\xe3\x81\xae\xe3\x82\x92\xe3\x81\xab\xe3\x81\xaf\xe3\x81\x8c\xe3\x81\xa7\xe3\x81\x97\xe3\x81\xa6\xe3\x81\xbe"
    "\xe3\x81\x99\xe3\x81\x9b\xe3\x82\x93\xe3\x83\x95\xe3\x82\xa1\xe3\x82\xa4\xe3\x83\xab\xe3\x82\xa8\xe3\x83\xa9"
    "\xe3\x83\xbc\xe3\x81\xa7\xe3\x81\x8d\xe3\x81\xaa\xe3\x81\x84\xe8\xad\x98\xe5\x88\xa5\xe5\xad\x90\xe8\xad\xa6"
    "\xe5\x91\x8a\xe9\x96\x8b\xe5\xae\x9a\xe7\xbe\xa9",
    /* KO: 다니습을수는이없파일오류의에가를로한할식별자경고정 */
    "\xeb\x8b\xa4\xeb\x8b\x88\xec\x8a\xb5\xec\x9d\x84\xec\x88\x98\xeb\x8a\x94\xec\x9d\xb4\xec\x97\x86\xed\x8c\x8c"
    "\xec\x9d\xbc\xec\x98\xa4\xeb\xa5\x98\xec\x9d\x98\xec\x97\x90\xea\xb0\x80\xeb\xa5\xbc\xeb\xa1\x9c\xed\x95\x9c"
    "\xed\x95\xa0\xec\x8b\x9d\xeb\xb3\x84\xec\x9e\x90\xea\xb2\xbd\xea\xb3\xa0\xec\xa0\x95",
};

static int is_frequent(int script, uint32_t cp)
{
    char character[5];
    character[encode_utf8(cp, character)] = '\0';
    return strstr(frequent[script], character) != NULL;
}

static int ascii_letter(uint32_t cp) { return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z'); }
static int cyrillic(uint32_t cp) { return cp >= 0x400 && cp <= 0x4ff; }
static int cjk(uint32_t cp) { return cp >= 0x4e00 && cp <= 0x9fff; }
static int kana(uint32_t cp) { return cp >= 0x3040 && cp <= 0x30ff; }
static int hangul(uint32_t cp) { return cp >= 0xac00 && cp <= 0xd7a3; }
static int wide_punctuation(uint32_t cp) { return (cp >= 0x3000 && cp <= 0x303f) || (cp >= 0xff01 && cp <= 0xff5e); }

/* How much a decoding reads like text of the script's languages. */
static long score_text(int script, const char *text, size_t length, size_t invalid)
{
    const unsigned char *p = (const unsigned char *)text, *end = p + length;
    long score = -10 * (long)invalid;
    uint32_t before = ' ', cp = ' ', after = p < end ? next_code_point(&p, end) : ' ';
    while (after != 0) {
        before = cp, cp = after;
        after = p < end ? next_code_point(&p, end) : 0;
        if (cp < 0x80)
            continue;
        int s = -1;
        switch (script) {
        case SCRIPT_LATIN:
            /* an accented letter inside a word of ASCII letters (ü in "geöffnet"), not a run of them */
            if (is_frequent(script, cp) && (ascii_letter(before) || ascii_letter(after)) && (before < 0x80 || after < 0x80))
                s = 2;
            else if ((cp >= 0x80 && cp <= 0xbf) || (cp >= 0x2500 && cp <= 0x25ff))
                s = -2; /* C1 controls, symbols, box drawing: what a wrong page makes of letters */
            else
                s = 0;
            break;
        case SCRIPT_CYRILLIC:
            /* Russian text is lowercase а-я in words; a wrong decoding of other bytes gives
             * capitals, rare letters (Ђ, Ѕ, ї) and symbols */
            if (cp >= 0x430 && cp <= 0x44f)
                s = cyrillic(before) || cyrillic(after) ? 2 : 0;
            else if (cp >= 0x410 && cp <= 0x42f)
                s = after >= 0x430 && after <= 0x44f ? 1 : 0;
            else
                s = cp == 0x451 ? 1 : -2;
            break;
        case SCRIPT_ZH:
            s = cjk(cp) ? 1 + 4 * is_frequent(script, cp) : wide_punctuation(cp) ? 1 : hangul(cp) ? -2 : -1;
            break;
        case SCRIPT_JA:
            s = kana(cp) ? 2 + 3 * is_frequent(script, cp) : cjk(cp) ? 1 + 3 * is_frequent(script, cp)
              : wide_punctuation(cp) ? 1 : (cp >= 0xff61 && cp <= 0xff9f) || hangul(cp) ? -2 : -1;
            break;
        default:
            s = hangul(cp) ? 1 + 4 * is_frequent(script, cp) : cjk(cp) ? 0 : wide_punctuation(cp) ? 1 : kana(cp) ? -2 : -1;
            break;
        }
        score += s;
    }
    return score;
}

static const code_page *guess_code_page(const char *sample, size_t length)
{
    const code_page *best = &code_pages[0];
    long best_score = 0;
    buffer text = {NULL, 0, 0};
    for (size_t i = 0; i < CODE_PAGE_COUNT; ++i) {
        size_t invalid = 0;
        text.length = 0;
        convert_code_page(NULL, &code_pages[i], sample, length, 1, &text, &invalid);
        long score = score_text(code_pages[i].script, text.data ? text.data : "", text.length, invalid);
        if (i == 0 || score > best_score)
            best = &code_pages[i], best_score = score;
    }
    free(text.data);
    return best;
}

/* Returns how many bytes of BOM to skip, or -1 when the bytes are not text at all. */
static long detect(wg_decoder *d, const unsigned char *s, size_t n, int final)
{
    if (n >= 3 && s[0] == 0xef && s[1] == 0xbb && s[2] == 0xbf) {
        d->mode = MODE_UTF8;
        return 3;
    }
    if (n >= 2 && s[0] == 0xff && s[1] == 0xfe) {
        d->mode = MODE_UTF16LE;
        return 2;
    }
    if (n >= 2 && s[0] == 0xfe && s[1] == 0xff) {
        d->mode = MODE_UTF16BE;
        return 2;
    }
    /* UTF-16 without a BOM: ASCII text leaves a NUL in every other byte. */
    size_t pairs = n / 2, even = 0, odd = 0, zeros = 0, controls = 0;
    for (size_t i = 0; i < n; ++i) {
        if (s[i] == 0) {
            ++zeros;
            if (i % 2)
                ++odd;
            else
                ++even;
        } else if (s[i] < 0x20 && s[i] != '\t' && s[i] != '\n' && s[i] != '\r' && s[i] != '\f' && s[i] != '\v' &&
                   s[i] != 0x1b) {
            ++controls;
        }
    }
    if (pairs && odd * 10 >= pairs * 4 && even * 20 < pairs) {
        d->mode = MODE_UTF16LE;
        return 0;
    }
    if (pairs && even * 10 >= pairs * 4 && odd * 20 < pairs) {
        d->mode = MODE_UTF16BE;
        return 0;
    }
    /* A stray NUL (two writers at once) is tolerated; a NUL or control byte in every hundredth
     * place is binary data, not a log. */
    if (zeros * 100 > n || controls * 20 > n)
        return -1;
    if (valid_utf8(s, n, final)) {
        d->mode = MODE_UTF8;
        return 0;
    }
    d->mode = MODE_CODE_PAGE;
    d->page = guess_code_page((const char *)s, n);
    return 0;
}

/* ---- the stream --------------------------------------------------------------------------- */

const char *wg_decoder_names(void)
{
    return "auto utf-8 utf-16le utf-16be cp437 cp850 cp1252 cp1251 cp936 cp932 cp949";
}

wg_decoder *wg_decoder_new(const char *encoding, char *error, size_t error_size)
{
    wg_decoder *d = calloc(1, sizeof *d);
    if (!d) {
        fail(error, error_size, "out of memory");
        return NULL;
    }
#ifndef _WIN32
    d->converter = (iconv_t)-1;
#endif
    if (!encoding || strcmp(encoding, "auto") == 0)
        d->mode = MODE_AUTO;
    else if (strcmp(encoding, "utf-8") == 0)
        d->mode = MODE_UTF8;
    else if (strcmp(encoding, "utf-16le") == 0)
        d->mode = MODE_UTF16LE;
    else if (strcmp(encoding, "utf-16be") == 0)
        d->mode = MODE_UTF16BE;
    else {
        for (size_t i = 0; i < CODE_PAGE_COUNT; ++i)
            if (strcmp(encoding, code_pages[i].name) == 0)
                d->page = &code_pages[i];
        if (!d->page) {
            char reason[200];
            snprintf(reason, sizeof reason, "unknown encoding '%.40s' (known: %s)", encoding, wg_decoder_names());
            fail(error, error_size, reason);
            free(d);
            return NULL;
        }
        d->mode = MODE_CODE_PAGE;
        if (open_code_page(d, d->page) != 0) {
            fail(error, error_size, "this system cannot convert that code page");
            d->page = NULL;
            free(d);
            return NULL;
        }
    }
    return d;
}

void wg_decoder_free(wg_decoder *d)
{
    if (!d)
        return;
    close_code_page(d);
    free(d->sample);
    free(d->out.data);
    free(d);
}

const char *wg_decoder_encoding(const wg_decoder *d)
{
    switch (d->mode) {
    case MODE_UTF8:
        return "utf-8";
    case MODE_UTF16LE:
        return "utf-16le";
    case MODE_UTF16BE:
        return "utf-16be";
    case MODE_CODE_PAGE:
        return d->page->name;
    default:
        return "unknown";
    }
}

/* Decodes `bytes` after what was carried over from the last call, and passes the text on. */
static void decode(wg_decoder *d, const char *bytes, size_t n, int final, wg_decode_sink sink, void *context)
{
    buffer joined = {NULL, 0, 0};
    const char *in = bytes;
    if (d->carry_length) {
        reserve(&joined, d->carry_length + n);
        memcpy(joined.data, d->carry, d->carry_length);
        if (n)
            memcpy(joined.data + d->carry_length, bytes, n);
        n += d->carry_length;
        in = joined.data;
        d->carry_length = 0;
    }
    d->out.length = 0;
    size_t used = n, invalid = 0;
    if (d->mode == MODE_UTF16LE || d->mode == MODE_UTF16BE)
        used = convert_utf16(d, (const unsigned char *)in, n, final, &d->out);
    else if (d->mode == MODE_CODE_PAGE)
        used = convert_code_page(d, d->page, in, n, final, &d->out, &invalid);
    else if (n) {
        /* UTF-8 passes as it is, without a copy: the common case stays as fast as reading. */
        sink(context, in, n);
        free(joined.data);
        return;
    }
    size_t left = n - used;
    if (left > sizeof d->carry) { /* cannot happen for these encodings; never lose bytes silently */
        put_code_point(&d->out, 0xfffd);
        left = 0;
    }
    memcpy(d->carry, in + used, left);
    d->carry_length = left;
    if (d->out.length)
        sink(context, d->out.data, d->out.length);
    free(joined.data);
}

static int start(wg_decoder *d, int final, wg_decode_sink sink, void *context, char *error, size_t error_size)
{
    long skip = 0;
    if (d->mode == MODE_AUTO) {
        skip = detect(d, (const unsigned char *)d->sample, d->sample_length, final);
        if (skip < 0)
            return fail(error, error_size, "binary data (NUL or control bytes), not a text log");
#ifndef _WIN32
        if (d->mode == MODE_CODE_PAGE && open_code_page(d, d->page) != 0)
            return fail(error, error_size, "this system cannot convert the log's code page");
#endif
    } else if (d->mode == MODE_UTF8 && d->sample_length >= 3 && memcmp(d->sample, "\xef\xbb\xbf", 3) == 0) {
        skip = 3;
    } else if ((d->mode == MODE_UTF16LE && d->sample_length >= 2 && memcmp(d->sample, "\xff\xfe", 2) == 0) ||
               (d->mode == MODE_UTF16BE && d->sample_length >= 2 && memcmp(d->sample, "\xfe\xff", 2) == 0)) {
        skip = 2;
    }
    if (d->sample)
        decode(d, d->sample + skip, d->sample_length - (size_t)skip, final, sink, context);
    free(d->sample);
    d->sample = NULL;
    d->started = 1;
    return 0;
}

int wg_decoder_feed(wg_decoder *d, const char *bytes, size_t length, wg_decode_sink sink, void *context, char *error,
                    size_t error_size)
{
    if (!d->started) {
        if (!d->sample && !(d->sample = malloc(SAMPLE_BYTES)))
            return fail(error, error_size, "out of memory");
        size_t take = SAMPLE_BYTES - d->sample_length < length ? SAMPLE_BYTES - d->sample_length : length;
        memcpy(d->sample + d->sample_length, bytes, take);
        d->sample_length += take;
        bytes += take, length -= take;
        if (d->sample_length < SAMPLE_BYTES)
            return 0;
        if (start(d, 0, sink, context, error, error_size) != 0)
            return -1;
    }
    while (length) {
        size_t piece = length < SLICE_BYTES ? length : SLICE_BYTES;
        decode(d, bytes, piece, 0, sink, context);
        bytes += piece, length -= piece;
    }
    return 0;
}

int wg_decoder_finish(wg_decoder *d, wg_decode_sink sink, void *context, char *error, size_t error_size)
{
    if (!d->started) {
        if (start(d, 1, sink, context, error, error_size) != 0)
            return -1;
    } else {
        decode(d, NULL, 0, 1, sink, context);
    }
    if (d->units && d->broken * 100 > d->units) {
        char reason[160];
        snprintf(reason, sizeof reason, "not valid %s: %zu of %zu code units are broken", wg_decoder_encoding(d),
                 d->broken, d->units);
        return fail(error, error_size, reason);
    }
    return 0;
}
