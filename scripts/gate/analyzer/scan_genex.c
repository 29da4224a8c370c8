/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_genex.c: CMake generator expressions as an MSVC x64 build of C/C++ sources evaluates
 * them, so a flag inside one ($<$<COMPILE_LANGUAGE:CXX>:-mavx2>) is judged by whether it reaches
 * cl.exe. What the model cannot decide (a target property, a CUDA-only language, a variable's
 * value) is dropped, as the scan did with every generator expression before. */
#include "scan_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *out;
    size_t used, capacity;
    int failed;
} gx_buffer;

static void put(gx_buffer *b, const char *text, size_t n)
{
    if (b->failed)
        return;
    if (b->used + n + 1 > b->capacity) {
        size_t capacity = (b->used + n + 1) * 2;
        char *more = realloc(b->out, capacity);
        if (!more) {
            b->failed = 1;
            return;
        }
        b->out = more, b->capacity = capacity;
    }
    memcpy(b->out + b->used, text, n);
    b->used += n;
    b->out[b->used] = '\0';
}

/* The end of the generator expression that opens at p ("$<"): the offset of its '>', or 0
 * when the line ends first (a generator expression continued on the next line). */
static size_t closing(const char *p, size_t n)
{
    int depth = 0;
    for (size_t i = 0; i < n; ++i) {
        if (p[i] == '$' && i + 1 < n && p[i + 1] == '<')
            ++depth, ++i;
        else if (p[i] == '>' && --depth == 0)
            return i;
    }
    return 0;
}

/* The first top-level occurrence of c in text[0..n), or n. */
static size_t top_level(const char *text, size_t n, char c)
{
    int depth = 0;
    for (size_t i = 0; i < n; ++i) {
        if (text[i] == '$' && i + 1 < n && text[i + 1] == '<')
            ++depth, ++i;
        else if (text[i] == '>' && depth > 0)
            --depth;
        else if (text[i] == c && depth == 0)
            return i;
    }
    return n;
}

/* Whether the comma-separated list text[0..n) names item (case-sensitive, as CMake). */
static int list_has(const char *text, size_t n, const char *item)
{
    size_t k = strlen(item);
    for (size_t i = 0; i <= n;) {
        size_t j = i;
        while (j < n && text[j] != ',')
            ++j;
        if (j - i == k && strncmp(text + i, item, k) == 0)
            return 1;
        i = j + 1;
    }
    return 0;
}

static int evaluate(const char *text, size_t n, gx_buffer *b);

/* CMake's false constants as $<BOOL:...> reads them (as if() does: 0, OFF, NO, FALSE, N, IGNORE,
 * NOTFOUND, *-NOTFOUND, the empty string; case-insensitive). */
static int false_constant(const char *v, size_t n)
{
    static const char *const names[] = {"0", "OFF", "NO", "FALSE", "N", "IGNORE", "NOTFOUND", NULL};
    if (n == 0 || (n >= 9 && strncmp(v + n - 9, "-NOTFOUND", 9) == 0))
        return 1;
    for (size_t i = 0; names[i]; ++i) {
        size_t k = strlen(names[i]), j = 0;
        while (k == n && j < n && toupper((unsigned char)v[j]) == names[i][j])
            ++j;
        if (k == n && j == n)
            return 1;
    }
    return 0;
}

/* A condition's value: 1, 0, or -1 when the model cannot tell. */
static int truth(const char *text, size_t n)
{
    gx_buffer b = {NULL, 0, 0, 0};
    int known = evaluate(text, n, &b);
    int v = !known || b.failed ? -1 : b.used == 1 && b.out[0] == '1' ? 1 : b.used == 1 && b.out[0] == '0' ? 0 : -1;
    free(b.out);
    return v;
}

/* A language list: 1 when a C or C++ source of the target gets the flag (cl.exe), 0 for none of
 * the languages cl.exe compiles, -1 for CUDA alone (nvcc's own rules). */
static int compiles_with_cl(const char *list, size_t n)
{
    if (list_has(list, n, "C") || list_has(list, n, "CXX"))
        return 1;
    return list_has(list, n, "CUDA") ? -1 : 0;
}

/* One generator expression's content (between "$<" and its '>'); 0 when undecidable. */
static int expression(const char *text, size_t n, gx_buffer *b)
{
    size_t colon = top_level(text, n, ':');
    const char *body = colon < n ? text + colon + 1 : text + n;
    size_t bn = colon < n ? n - colon - 1 : 0;
#define IS(name) (colon == strlen(name) && strncmp(text, name, colon) == 0)
    int v = -2; /* -2: not a condition */
    if (colon == n)
        v = n == 1 && (text[0] == '0' || text[0] == '1') ? text[0] - '0' : -1; /* $<0>, $<1> aside, unknown */
    else if (IS("COMPILE_LANGUAGE"))
        v = compiles_with_cl(body, bn);
    else if (IS("CXX_COMPILER_ID") || IS("C_COMPILER_ID") || IS("COMPILE_LANG_AND_ID")) {
        size_t skip = IS("COMPILE_LANG_AND_ID") ? top_level(body, bn, ',') : 0;
        int lang = IS("COMPILE_LANG_AND_ID") ? compiles_with_cl(body, skip) : 1;
        const char *ids = IS("COMPILE_LANG_AND_ID") ? body + (skip < bn ? skip + 1 : bn) : body;
        size_t in = IS("COMPILE_LANG_AND_ID") ? bn - (skip < bn ? skip + 1 : bn) : bn;
        v = lang == 1 ? list_has(ids, in, "MSVC") : lang;
    } else if (IS("PLATFORM_ID"))
        v = list_has(body, bn, "Windows");
    else if (IS("CONFIG"))
        v = 1; /* some configuration of the build gets it */
    else if (IS("BOOL"))
        v = memchr(body, '$', bn) ? -1 : !false_constant(body, bn); /* a value the caller expanded */
    else if (IS("NOT")) {
        int inner = truth(body, bn);
        v = inner < 0 ? -1 : !inner;
    } else if (IS("AND") || IS("OR")) {
        int and = IS("AND"), unknown = 0;
        v = and;
        for (size_t i = 0; i <= bn;) {
            size_t j = i + top_level(body + i, bn - i, ',');
            int t = truth(body + i, j - i);
            if (t < 0)
                unknown = 1;
            else if (t != and)
                v = t;
            i = j + 1;
        }
        if (unknown && v == and)
            v = -1;
    } else if (IS("BUILD_INTERFACE") || IS("BUILD_LOCAL_INTERFACE"))
        return evaluate(body, bn, b);
    else if (IS("INSTALL_INTERFACE"))
        return 1; /* not this build's */
    else if (colon > 1 && text[0] == '$' && text[1] == '<') {
        /* $<condition:content> with the condition itself an expression */
        int c = truth(text, colon);
        if (c < 0)
            return 0;
        return c ? evaluate(body, bn, b) : 1;
    } else if (colon == 1 && (text[0] == '0' || text[0] == '1'))
        return text[0] == '1' ? evaluate(body, bn, b) : 1;
#undef IS
    if (v == -2 || v < 0)
        return 0;
    put(b, v ? "1" : "0", 1);
    return 1;
}

/* text[0..n) with each generator expression replaced by its value; 0 when one is undecidable. */
static int evaluate(const char *text, size_t n, gx_buffer *b)
{
    int known = 1;
    for (size_t i = 0; i < n;) {
        if (text[i] == '$' && i + 1 < n && text[i + 1] == '<') {
            size_t end = closing(text + i, n - i);
            if (!end)
                return 0;
            gx_buffer inner = {NULL, 0, 0, 0};
            if (expression(text + i + 2, end - 2, &inner) && !inner.failed)
                put(b, inner.out ? inner.out : "", inner.used);
            else
                known = 0;
            free(inner.out);
            i += end + 1;
            continue;
        }
        put(b, text + i, 1);
        ++i;
    }
    return known;
}

/* keep_undecided 0: an undecidable expression leaves nothing (nothing to report); 1: it stays as
 * written (the references it holds may still reach the compiler). */
static char *for_msvc(const char *line, int keep_undecided)
{
    gx_buffer b = {NULL, 0, 0, 0};
    put(&b, "", 0);
    size_t n = strlen(line);
    for (size_t i = 0; i < n;) {
        if (line[i] == '$' && i + 1 < n && line[i + 1] == '<') {
            size_t end = closing(line + i, n - i);
            if (!end) { /* continued on the next line: the rest is dropped, or kept as written */
                if (keep_undecided)
                    put(&b, line + i, n - i);
                break;
            }
            gx_buffer inner = {NULL, 0, 0, 0};
            if (expression(line + i + 2, end - 2, &inner) && !inner.failed)
                put(&b, inner.out ? inner.out : "", inner.used);
            else if (keep_undecided)
                put(&b, line + i, end + 1);
            put(&b, " ", 1);
            free(inner.out);
            i += end + 1;
            continue;
        }
        put(&b, line + i, 1);
        ++i;
    }
    if (b.failed) {
        free(b.out);
        return NULL;
    }
    return b.out;
}

char *wg_genex_for_msvc(const char *line)
{
    return for_msvc(line, 0);
}

/* The text with each generator expression MSVC x64 decides replaced by its value (the content of
 * $<$<NOT:$<CXX_COMPILER_ID:MSVC>>:${unix_flags}> dropped), the undecidable ones kept as written. */
char *wg_genex_drop_decided(const char *line)
{
    return for_msvc(line, 1);
}

/* A source list's item that is one conditional generator expression ($<$<BOOL:${USE_DPDK}>:src/dpdk.cpp>,
 * PcapPlusPlus's optional back ends; the caller has expanded its variables): 1 when an MSVC x64
 * build compiles the content, 0 when it never does, -1 when the model cannot tell; the content
 * goes to out. -2 for an item that is no such expression (or content that does not fit). */
int wg_genex_source_item(const char *item, char *out, size_t size)
{
    size_t n = strlen(item);
    if (n < 4 || strncmp(item, "$<", 2) != 0 || closing(item, n) != n - 1)
        return -2;
    const char *text = item + 2;
    size_t m = n - 3, colon = top_level(text, m, ':');
    if (colon == m || colon == 0 || m - colon - 1 >= size || memchr(text + colon + 1, '$', m - colon - 1))
        return -2;
    memcpy(out, text + colon + 1, m - colon - 1);
    out[m - colon - 1] = '\0';
    if (colon == 1 && (text[0] == '0' || text[0] == '1'))
        return text[0] - '0';
    return text[0] == '$' ? truth(text, colon) : -2;
}
