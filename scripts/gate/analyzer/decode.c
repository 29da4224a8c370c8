/* SPDX-License-Identifier: BSD-3-Clause */
/* decode.c: a build log's bytes to UTF-8 (see decode.h). Portable C11; the code-page conversion
 * is the platform's (iconv on POSIX, MultiByteToWideChar on Windows), kept in two small
 * functions below.
 *
 * Detection is per line, not per file: a log often holds several writers' output (a UTF-8
 * configure log, then PowerShell's `>>` in UTF-16LE, then cmd's `>>` in the console's code
 * page), and a whole-file guess turned the later parts into unreadable text, so a failing log
 * read as "no blocker". Every line start may carry a BOM; 8-bit text is watched for the NUL
 * pattern of wide text, and wide text for the signs of 8-bit text read two bytes at a time. */
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

#define LOOKAHEAD (64 * 1024) /* bytes held past a line's start before it is decoded */
#define LINE_CAP (32 * 1024)  /* a longer line is decoded in pieces of this size */
#define SLICE_BYTES (1 << 20) /* conversions run on at most this much at once */
#define WIDE_RUN 12           /* so many UTF-16 units in a row made of two printable ASCII bytes:
                               * 8-bit text read two bytes at a time (CJK text has such units,
                               * about one in five, never a dozen in a row) */

/* MODE_EIGHT_BIT: each line UTF-8 when it is valid UTF-8, else the code page. */
enum { MODE_EIGHT_BIT, MODE_UTF8, MODE_CODE_PAGE, MODE_UTF16LE, MODE_UTF16BE, MODE_UTF32LE, MODE_UTF32BE };
enum { SCRIPT_LATIN, SCRIPT_CYRILLIC, SCRIPT_ZH, SCRIPT_JA, SCRIPT_KO, SCRIPT_CENTRAL, SCRIPT_TURKISH, SCRIPT_ZH_TW };

typedef struct code_page {
    const char *name;
    unsigned number;
    const char *iconv_name;
    int script;
} code_page;

/* Candidates in the order ties are broken: the ANSI page before the OEM ones, Western Europe's
 * before Central Europe's (pl, cs) and Turkey's, which share most of their letters. */
static const code_page code_pages[] = {
    {"cp1252", 1252, "CP1252", SCRIPT_LATIN},   {"cp850", 850, "CP850", SCRIPT_LATIN},
    {"cp437", 437, "CP437", SCRIPT_LATIN},      {"cp1250", 1250, "CP1250", SCRIPT_CENTRAL},
    {"cp852", 852, "CP852", SCRIPT_CENTRAL},    {"cp1254", 1254, "CP1254", SCRIPT_TURKISH},
    {"cp857", 857, "CP857", SCRIPT_TURKISH},    {"cp1251", 1251, "CP1251", SCRIPT_CYRILLIC},
    {"cp936", 936, "CP936", SCRIPT_ZH},         {"cp950", 950, "CP950", SCRIPT_ZH_TW},
    {"cp932", 932, "CP932", SCRIPT_JA},         {"cp949", 949, "CP949", SCRIPT_KO},
};
#define CODE_PAGE_COUNT (sizeof code_pages / sizeof code_pages[0])

typedef struct buffer {
    char *data;
    size_t length, capacity;
} buffer;

struct wg_decoder {
    int forced;             /* an encoding was named: no detection */
    int mode;               /* of the text at the next line start */
    const code_page *page;  /* for 8-bit lines that are not UTF-8 (guessed when first needed) */
    buffer pending;         /* input not decoded yet, from pending_at */
    size_t pending_at;
    size_t text_bytes;      /* input bytes, BOMs not counted */
    size_t nuls, controls;  /* NULs read as 8-bit text; control characters read in any encoding */
    size_t units, broken;   /* wide code units read, and those that were not valid */
    size_t offset;          /* input bytes decoded so far */
    int stalled;            /* steps in a row that switched the mode without reading a byte */
    const char *failure;    /* why decoding stopped, or NULL */
    const char *used[8];    /* the encodings that gave text, in order ("ascii": ASCII-only 8-bit lines) */
    size_t used_count;
    char name[96];
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

/* Central Europe (pl, cs), Turkish, Traditional Chinese: after KO, in the order of the scripts. */
static const char *const frequent_more[] = {
    /* CENTRAL: ąęłśżźćńóčřšžůěýáíéúťďň */
    "\xc4\x85\xc4\x99\xc5\x82\xc5\x9b\xc5\xbc\xc5\xba\xc4\x87\xc5\x84\xc3\xb3\xc4\x8d\xc5\x99\xc5\xa1\xc5\xbe\xc5\xaf\xc4\x9b\xc3\xbd\xc3\xa1\xc3\xad\xc3\xa9\xc3\xba\xc5\xa5\xc4\x8f\xc5\x88",
    /* TURKISH: şğıçöüâîûİ */
    "\xc5\x9f\xc4\x9f\xc4\xb1\xc3\xa7\xc3\xb6\xc3\xbc\xc3\xa2\xc3\xae\xc3\xbb\xc4\xb0",
    /* ZH_TW: 的錯誤無法檔案不是在中找到未識別碼一個專案建置命令內部外部或警告開啟類型定義 */
    "\xe7\x9a\x84\xe9\x8c\xaf\xe8\xaa\xa4\xe7\x84\xa1\xe6\xb3\x95\xe6\xaa\x94\xe6\xa1\x88\xe4\xb8\x8d\xe6\x98\xaf\xe5\x9c\xa8\xe4\xb8\xad\xe6\x89\xbe\xe5\x88\xb0\xe6\x9c\xaa\xe8\xad\x98\xe5\x88\xa5\xe7\xa2\xbc\xe4\xb8\x80\xe5\x80\x8b\xe5\xb0\x88\xe6\xa1\x88\xe5\xbb\xba\xe7\xbd\xae\xe5\x91\xbd\xe4\xbb\xa4\xe5\x85\xa7\xe9\x83\xa8\xe5\xa4\x96\xe9\x83\xa8\xe6\x88\x96\xe8\xad\xa6\xe5\x91\x8a\xe9\x96\x8b\xe5\x95\x9f\xe9\xa1\x9e\xe5\x9e\x8b\xe5\xae\x9a\xe7\xbe\xa9",
};

static int is_frequent(int script, uint32_t cp)
{
    char character[5];
    character[encode_utf8(cp, character)] = '\0';
    const char *list = script < SCRIPT_CENTRAL ? frequent[script] : frequent_more[script - SCRIPT_CENTRAL];
    return strstr(list, character) != NULL;
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
        case SCRIPT_CENTRAL:
        case SCRIPT_TURKISH:
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
        case SCRIPT_ZH_TW:
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

/* ---- the stream ---------------------------------------------------------------------------- */

/* A byte of ASCII text: printable, or a tab, newline, carriage return, form feed, vertical tab. */
static int text_byte(unsigned char b) { return (b >= 0x20 && b < 0x7f) || (b >= '\t' && b <= '\r'); }

/* Records an encoding that gave text, and the name listing them all ("utf-8+utf-16le"). Lines of
 * pure ASCII count as UTF-8 only where no 8-bit encoding gave text. */
static void mark_used(wg_decoder *d, const char *name)
{
    for (size_t i = 0; i < d->used_count; ++i)
        if (strcmp(d->used[i], name) == 0)
            return;
    if (d->used_count == sizeof d->used / sizeof d->used[0])
        return;
    d->used[d->used_count++] = name;
    int eight_bit = 0;
    for (size_t i = 0; i < d->used_count; ++i)
        eight_bit |= strcmp(d->used[i], "utf-8") == 0 || strncmp(d->used[i], "cp", 2) == 0;
    size_t length = 0;
    d->name[0] = '\0';
    for (size_t i = 0; i < d->used_count; ++i) {
        const char *part = d->used[i];
        if (strcmp(part, "ascii") == 0) {
            if (eight_bit)
                continue;
            part = "utf-8";
        }
        int n = snprintf(d->name + length, sizeof d->name - length, "%s%s", length ? "+" : "", part);
        if (n > 0 && (size_t)n < sizeof d->name - length)
            length += (size_t)n;
    }
}

static const char *mode_name(int mode)
{
    static const char *const names[] = {"utf-8", "utf-8", "", "utf-16le", "utf-16be", "utf-32le", "utf-32be"};
    return names[mode];
}

/* A BOM at a line start: sets the mode it names and returns its length, else 0. A named
 * encoding only drops its own BOM at the very start. */
static size_t take_bom(wg_decoder *d, const unsigned char *p, size_t n, size_t offset)
{
    static const struct {
        const char *bytes;
        size_t length;
        int mode;
    } boms[] = {{"\xff\xfe\x00\x00", 4, MODE_UTF32LE}, {"\x00\x00\xfe\xff", 4, MODE_UTF32BE},
                {"\xff\xfe", 2, MODE_UTF16LE},         {"\xfe\xff", 2, MODE_UTF16BE},
                {"\xef\xbb\xbf", 3, MODE_EIGHT_BIT}};
    for (size_t i = 0; i < sizeof boms / sizeof boms[0]; ++i) {
        if (n < boms[i].length || memcmp(p, boms[i].bytes, boms[i].length) != 0)
            continue;
        if (d->forced) {
            int own = boms[i].mode == d->mode || (boms[i].mode == MODE_EIGHT_BIT && d->mode == MODE_UTF8);
            return own && offset == 0 ? boms[i].length : 0;
        }
        d->mode = boms[i].mode;
        return boms[i].length;
    }
    return 0;
}

/* Whether three characters of wide ASCII text start at p[q], and as which mode (-1: none). */
static int wide_text_at(const unsigned char *p, size_t n, size_t q)
{
    if (q + 8 <= n) {
        const unsigned char *s = p + q;
        if (text_byte(s[0]) && !s[1] && !s[2] && !s[3] && text_byte(s[4]) && !s[5] && !s[6] && !s[7])
            return MODE_UTF32LE;
        if (!s[0] && !s[1] && !s[2] && text_byte(s[3]) && !s[4] && !s[5] && !s[6] && text_byte(s[7]))
            return MODE_UTF32BE;
    }
    if (q + 6 <= n) {
        const unsigned char *s = p + q;
        if (text_byte(s[0]) && !s[1] && text_byte(s[2]) && !s[3] && text_byte(s[4]) && !s[5])
            return MODE_UTF16LE;
        if (!s[0] && text_byte(s[1]) && !s[2] && text_byte(s[3]) && !s[4] && text_byte(s[5]))
            return MODE_UTF16BE;
    }
    return -1;
}

/* Whether wide text of any script starts at p: its NULs (ASCII characters, and the high
 * bytes of every character in UTF-32) keep to the same places of a unit over the next 4 KiB, as
 * 8-bit text never does. Lines in Cyrillic or CJK hold too few ASCII characters in a row for
 * wide_text_at. Returns the mode, or -1. */
static int wide_text_from(const unsigned char *p, size_t n)
{
    size_t zeros[4] = {0, 0, 0, 0}, window = n < 4096 ? n : 4096;
    for (size_t i = 0; i < window; ++i)
        zeros[i % 4] += p[i] == 0;
    /* UTF-32: the top two bytes of every unit are NUL (outside the rare planes past U+FFFF) */
    if (zeros[3] >= 2 && zeros[2] * 10 >= zeros[3] * 9 && zeros[0] * 20 <= zeros[3])
        return MODE_UTF32LE;
    if (zeros[0] >= 2 && zeros[1] * 10 >= zeros[0] * 9 && zeros[3] * 20 <= zeros[0])
        return MODE_UTF32BE;
    size_t odd = zeros[1] + zeros[3], even = zeros[0] + zeros[2];
    if (odd >= 2 && even * 20 <= odd)
        return MODE_UTF16LE;
    if (even >= 2 && odd * 20 <= even)
        return MODE_UTF16BE;
    return -1;
}

static uint32_t unit_at(const unsigned char *p, int width, int big);
static int plausible_utf32(uint32_t u);

/* Whether the first character at p reads as wide text in that mode: no NUL character, a
 * character UTF-32 can hold. The NUL statistics of the 4 KiB after p may come from text further
 * on, aligned differently. */
static int starts_wide(const unsigned char *p, size_t n, int mode)
{
    int width = mode == MODE_UTF32LE || mode == MODE_UTF32BE ? 4 : 2;
    int big = mode == MODE_UTF16BE || mode == MODE_UTF32BE;
    if (n < (size_t)width)
        return 0;
    uint32_t u = unit_at(p, width, big);
    return u != 0 && (width == 2 || plausible_utf32(u));
}

/* 8-bit text: a line that is valid UTF-8 passes as it is; another goes through the code page
 * (guessed from what follows, when first needed). `available`: the bytes from p on. */
static void emit_eight_bit(wg_decoder *d, const unsigned char *p, size_t length, size_t available)
{
    int ascii = 1;
    for (size_t i = 0; i < length; ++i) {
        unsigned char b = p[i];
        if (b == 0)
            ++d->nuls;
        else if (b < 0x20 && !(b >= '\t' && b <= '\r') && b != 0x1b)
            ++d->controls;
        ascii &= b < 0x80;
    }
    size_t invalid = 0;
    if (d->mode != MODE_CODE_PAGE && (ascii || d->mode == MODE_UTF8 || valid_utf8(p, length, 1))) {
        reserve(&d->out, length);
        memcpy(d->out.data + d->out.length, p, length);
        d->out.length += length;
        mark_used(d, ascii && d->mode != MODE_UTF8 ? "ascii" : "utf-8");
        return;
    }
    if (!d->page) {
        const code_page *page = guess_code_page((const char *)p, available < LOOKAHEAD ? available : LOOKAHEAD);
        if (open_code_page(d, page) != 0) {
            d->failure = "this system cannot convert the log's code page";
            return;
        }
        d->page = page;
    }
    convert_code_page(d, d->page, (const char *)p, length, 1, &d->out, &invalid);
    mark_used(d, d->page->name);
}

/* One line of 8-bit text, or the part of it before wide text starts (then the mode switches). */
static size_t eight_bit_step(wg_decoder *d, const unsigned char *p, size_t n)
{
    size_t limit = n < LINE_CAP ? n : LINE_CAP;
    const unsigned char *newline = memchr(p, '\n', limit);
    size_t end = newline ? (size_t)(newline - p) + 1 : limit;
    while (!newline && end < n && end + 3 > limit && (p[end] & 0xc0) == 0x80)
        --end; /* a long line is cut between UTF-8 characters */
    if (!d->forced && memchr(p, 0, end)) {
        int wide = wide_text_from(p, n);
        if (wide >= 0 && starts_wide(p, n, wide)) {
            d->mode = wide;
            return 0;
        }
        for (const unsigned char *z = memchr(p, 0, end); z; z = memchr(z + 1, 0, end - (size_t)(z + 1 - p))) {
            size_t at = (size_t)(z - p), q = at;
            int mode = at > 0 ? wide_text_at(p, n, at - 1) : -1;
            if (mode >= 0)
                q = at - 1;
            else
                mode = wide_text_at(p, n, at);
            if (mode >= 0) {
                if (q > 0)
                    emit_eight_bit(d, p, q, n);
                d->mode = mode;
                return q;
            }
            if (at + 1 >= end)
                break;
        }
    }
    emit_eight_bit(d, p, end, n);
    return end;
}

/* A UTF-32 unit text holds: not a surrogate, and not in planes 4 to 13, which hold no
 * character (UTF-32 read two bytes off gives U+A0000 for a newline there). */
static int plausible_utf32(uint32_t u)
{
    return !(u >= 0xd800 && u <= 0xdfff) && !(u >= 0x40000 && u <= 0xdffff) && u <= 0x10ffff;
}

static uint32_t unit_at(const unsigned char *p, int width, int big)
{
    if (width == 2)
        return big ? (uint32_t)p[0] << 8 | p[1] : (uint32_t)p[1] << 8 | p[0];
    return big ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
               : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* At a UTF-16 line start: the line is 8-bit text when it has no NUL up to its newline byte, and
 * that byte cannot end a UTF-16 line: it is a unit's high half (U+0Axx), or it follows a
 * carriage return in a unit's high half (U+0Dxx): cmd's CRLF, read two bytes at a time. */
static int eight_bit_line_follows(const unsigned char *p, size_t n)
{
    size_t limit = n < LINE_CAP ? n : LINE_CAP;
    const unsigned char *newline = memchr(p, '\n', limit);
    if (!newline || newline == p)
        return 0;
    size_t end = (size_t)(newline - p);
    for (size_t i = 0; i < end; ++i)
        if (!text_byte(p[i]) && p[i] < 0x80 && p[i] != 0x1b)
            return 0; /* a NUL or a control byte */
    return end % 2 == 1 || p[end - 1] == '\r';
}

/* One line of UTF-16 or UTF-32 text, or the part of it before 8-bit text starts. */
static size_t wide_step(wg_decoder *d, const unsigned char *p, size_t n)
{
    int width = d->mode == MODE_UTF32LE || d->mode == MODE_UTF32BE ? 4 : 2;
    int big = d->mode == MODE_UTF16BE || d->mode == MODE_UTF32BE, mode = d->mode;
    if (!d->forced && width == 2 && eight_bit_line_follows(p, n)) {
        d->mode = MODE_EIGHT_BIT;
        return 0;
    }
    size_t limit = n < LINE_CAP ? n : LINE_CAP, i = 0, run = 0, run_at = 0, run_out = 0, run_units = 0;
    size_t shifted = 0, shifted_at = 0, shifted_out = 0, shifted_units = 0, last_out = 0, last_units = 0;
    while (i + (size_t)width <= limit) {
        uint32_t u = unit_at(p + i, width, big);
        size_t step = (size_t)width;
        if (!d->forced) {
            /* Wide text ends at a NUL character or a unit no encoding has, and where 8-bit text
             * read as UTF-16 starts (then the units since the run began are taken back). */
            if (u == 0 || (width == 4 && !plausible_utf32(u))) {
                if (u == 0 && width == 2 && i >= 2 && text_byte(p[i - 2]) && !p[i - 1]) /* "x\0\0\0": UTF-32 began at x */
                    d->out.length = last_out, d->units = last_units, i -= 2;
                d->mode = MODE_EIGHT_BIT;
                break;
            }
            last_out = d->out.length, last_units = d->units;
            if (width == 2 && text_byte(p[i]) && text_byte(p[i + 1])) {
                if (run++ == 0)
                    run_at = i, run_out = d->out.length, run_units = d->units;
                if (run == WIDE_RUN) {
                    d->out.length = run_out, d->units = run_units, i = run_at;
                    d->mode = MODE_EIGHT_BIT;
                    break;
                }
            } else {
                run = 0;
            }
            /* UTF-16 or UTF-32 read one byte off (an odd byte before it): every ASCII character
             * becomes U+xx00, which text hardly holds four times in a row; 8-bit detection
             * realigns it */
            if (u < 0x10000 && (u & 0xff) == 0 && text_byte((unsigned char)(u >> 8))) {
                if (shifted++ == 0)
                    shifted_at = i, shifted_out = d->out.length, shifted_units = d->units;
                if (shifted == 4) {
                    d->out.length = shifted_out, d->units = shifted_units, i = shifted_at;
                    d->mode = MODE_EIGHT_BIT;
                    break;
                }
            } else {
                shifted = 0;
            }
        }
        ++d->units;
        if (width == 2 && u >= 0xd800 && u <= 0xdbff) {
            uint32_t low = i + 4 <= n ? unit_at(p + i + 2, 2, big) : 0;
            if (low >= 0xdc00 && low <= 0xdfff) {
                u = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
                ++d->units;
                step = 4;
            } else {
                u = 0xfffd, ++d->broken;
            }
        } else if ((u >= 0xd800 && u <= 0xdfff) || u > 0x10ffff) {
            u = 0xfffd, ++d->broken;
        }
        if (u < 0x20 && !(u >= '\t' && u <= '\r') && u != 0x1b)
            ++d->controls;
        put_code_point(&d->out, u);
        i += step;
        if (u == '\n')
            break;
    }
    if (d->mode == mode && i + (size_t)width > limit && limit == n && i < n) {
        /* a part of a unit at the very end */
        if (d->forced) {
            put_code_point(&d->out, 0xfffd);
            ++d->units, ++d->broken;
            i = n;
        } else {
            d->mode = MODE_EIGHT_BIT;
        }
    }
    if (i > 0)
        mark_used(d, mode_name(mode));
    return i;
}

static void flush(wg_decoder *d, wg_decode_sink sink, void *context)
{
    if (d->out.length)
        sink(context, d->out.data, d->out.length);
    d->out.length = 0;
}

/* Whole lines of plain ASCII text from p on (no NUL, no byte >= 0x80: no BOM, no wide text, no
 * UTF-8 or code page to tell apart), each with its lookahead held: the common case, passed on
 * without a copy. Returns their length; counts their control characters. */
static size_t ascii_lines(wg_decoder *d, const unsigned char *p, size_t n, int final)
{
    size_t limit = final ? n : n - LOOKAHEAD, end = 0, controls = 0, counted = 0, i = 0;
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    for (; i < n; ++i) {
        /* eight printable ASCII bytes at once (no byte < 0x20, none >= 0x80) */
        while (i + 8 <= n) {
            uint64_t w;
            memcpy(&w, p + i, 8);
            if (((w - ones * 0x20) | w) & highs)
                break;
            i += 8;
        }
        if (i == n)
            break;
        unsigned char b = p[i];
        if (b >= 0x20) {
            if (b >= 0x80)
                break;
        } else if (b == '\n') {
            end = i + 1, counted = controls;
            if (end > limit)
                break;
        } else if (b == 0) {
            break;
        } else if (!(b >= '\t' && b <= '\r') && b != 0x1b) {
            ++controls;
        }
    }
    if (final && i == n) /* the last line, without a newline */
        end = n, counted = controls;
    d->controls += counted;
    return end;
}

/* Decodes line by line while a line and what follows it are held (all of it when final). */
static void decode_pending(wg_decoder *d, int final, wg_decode_sink sink, void *context)
{
    while (!d->failure) {
        size_t n = d->pending.length - d->pending_at;
        if (n == 0 || (!final && n < LOOKAHEAD))
            break;
        const unsigned char *p = (const unsigned char *)d->pending.data + d->pending_at;
        size_t used = take_bom(d, p, n, d->offset);
        if (used == 0 && (d->mode == MODE_EIGHT_BIT || d->mode == MODE_UTF8) && (used = ascii_lines(d, p, n, final)) > 0) {
            flush(d, sink, context);
            sink(context, (const char *)p, used);
            mark_used(d, d->mode == MODE_UTF8 ? "utf-8" : "ascii");
            d->text_bytes += used;
        } else if (used == 0) {
            int eight_bit = d->mode == MODE_EIGHT_BIT || d->mode == MODE_UTF8 || d->mode == MODE_CODE_PAGE;
            used = eight_bit ? eight_bit_step(d, p, n) : wide_step(d, p, n);
            if (used == 0 && ++d->stalled > 2) {
                /* two switches without a byte read cannot happen; never loop on it */
                d->mode = MODE_EIGHT_BIT;
                emit_eight_bit(d, p, 1, n);
                used = 1;
            }
            if (used)
                d->stalled = 0;
            d->text_bytes += used;
        }
        d->pending_at += used, d->offset += used;
        if (d->out.length >= SLICE_BYTES)
            flush(d, sink, context);
    }
    flush(d, sink, context);
    if (d->pending_at && (final || d->pending_at * 2 >= d->pending.length)) {
        memmove(d->pending.data, d->pending.data + d->pending_at, d->pending.length - d->pending_at);
        d->pending.length -= d->pending_at;
        d->pending_at = 0;
    }
}

const char *wg_decoder_names(void)
{
    return "auto utf-8 utf-16le utf-16be utf-32le utf-32be cp437 cp850 cp1252 cp1250 cp852 cp1254 cp857 cp1251 cp936 "
           "cp950 cp932 cp949";
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
    d->mode = MODE_EIGHT_BIT;
    if (!encoding || strcmp(encoding, "auto") == 0)
        return d;
    d->forced = 1;
    static const int wide_modes[] = {MODE_UTF8, MODE_UTF16LE, MODE_UTF16BE, MODE_UTF32LE, MODE_UTF32BE};
    for (size_t i = 0; i < sizeof wide_modes / sizeof wide_modes[0]; ++i)
        if (strcmp(encoding, mode_name(wide_modes[i])) == 0) {
            d->mode = wide_modes[i];
            return d;
        }
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
    return d;
}

void wg_decoder_free(wg_decoder *d)
{
    if (!d)
        return;
    close_code_page(d);
    free(d->pending.data);
    free(d->out.data);
    free(d);
}

const char *wg_decoder_encoding(const wg_decoder *d)
{
    if (d->forced)
        return d->mode == MODE_CODE_PAGE ? d->page->name : mode_name(d->mode);
    return d->name[0] ? d->name : "unknown";
}

/* NULs read as 8-bit text in more than one byte of a hundred, or control characters in more
 * than one of twenty: binary data, not a log. A stray NUL (two writers at once, or the byte where
 * one encoding gave way to another) is tolerated. */
static int binary(const wg_decoder *d)
{
    return d->nuls * 100 > d->text_bytes || d->controls * 20 > d->text_bytes;
}

char *wg_decoder_room(wg_decoder *d, size_t length)
{
    reserve(&d->pending, length);
    return d->pending.data + d->pending.length;
}

int wg_decoder_feed(wg_decoder *d, const char *bytes, size_t length, wg_decode_sink sink, void *context, char *error,
                    size_t error_size)
{
    if (length)
        memcpy(wg_decoder_room(d, length), bytes, length);
    return wg_decoder_feed_room(d, length, sink, context, error, error_size);
}

int wg_decoder_feed_room(wg_decoder *d, size_t length, wg_decode_sink sink, void *context, char *error, size_t error_size)
{
    d->pending.length += length;
    decode_pending(d, 0, sink, context);
    if (d->failure)
        return fail(error, error_size, d->failure);
    if (d->text_bytes >= LOOKAHEAD && binary(d))
        return fail(error, error_size, "binary data (NUL or control bytes), not a text log");
    return 0;
}

int wg_decoder_finish(wg_decoder *d, wg_decode_sink sink, void *context, char *error, size_t error_size)
{
    decode_pending(d, 1, sink, context);
    if (d->failure)
        return fail(error, error_size, d->failure);
    if (d->text_bytes == 0)
        return fail(error, error_size, "empty: no text to classify (an empty log is no evidence of a build)");
    if (binary(d))
        return fail(error, error_size, "binary data (NUL or control bytes), not a text log");
    if (d->units && d->broken * 100 > d->units) {
        char reason[160];
        snprintf(reason, sizeof reason, "not valid %s: %zu of %zu code units are broken", wg_decoder_encoding(d),
                 d->broken, d->units);
        return fail(error, error_size, reason);
    }
    return 0;
}
