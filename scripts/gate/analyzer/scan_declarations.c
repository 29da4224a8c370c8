/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_declarations.c: rules on what the preprocessor and the DLL linkage make of declarations
 * (issue 31), beside scan.c's and scan_families.c's:
 *   SCAN_DIRECTIVE_IN_MACRO_ARGS   #if/#ifdef/#else/#endif/#define inside the arguments of a
 *                                  function-like macro's invocation: cl.exe's traditional
 *                                  preprocessor rejects it (not where the path passes
 *                                  /Zc:preprocessor, nor in C under /std:c11 or later)
 *   SCAN_DLLEXPORT_CLASS_TEMPLATE  a class template defined in a header with an export macro
 *                                  that can expand to __declspec(dllimport): C2491 for users of
 *                                  the shared library
 *   SCAN_DLLIMPORT_DEFINITION      a function template defined in a header with such a macro
 *   SCAN_DLLIMPORT_ON_STATIC       a static library's "static" define (tested where its export
 *                                  macro becomes dllimport) given PRIVATE: its consumers see
 *                                  dllimport and fail to link (__imp_...)
 *   SCAN_MSVC_VA_ARGS_EXPANSION    a macro that calls a macro given as its parameter with
 *                                  __VA_ARGS__ (#define CALL(m, ...) m(__VA_ARGS__)), or a macro
 *                                  of the tree with __VA_ARGS__ on a named parameter whose split
 *                                  its body needs (a selector, a paste, a macro call): cl.exe's
 *                                  traditional preprocessor hands __VA_ARGS__ on as one argument */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct wg_declarations {
    char **export_macros;   /* macros that can expand to __declspec(dllimport), sorted */
    size_t export_count, export_capacity;
    char **export_defs;     /* "NAME\tconditions" of each such definition */
    size_t export_def_count, export_def_capacity;
    char **function_macros; /* names #defined with parameters somewhere in the tree, sorted */
    size_t function_count, function_capacity;
    char **function_macros_on; /* ... on a line of the Windows path (or one it cannot place), sorted */
    size_t function_on_count, function_on_capacity;
    char **static_defines;  /* *STATIC* names tested in a file that names dllimport, sorted */
    size_t static_count, static_capacity;
    char **object_macros;   /* names #defined without parameters, sorted */
    size_t object_count, object_capacity;
    char **out_of_class;    /* class templates with a member a header defines out of the class */
    size_t out_of_class_count, out_of_class_capacity;
    int failed;
    int conforming_pp;      /* /Zc:preprocessor (or /experimental:preprocessor) on the path */
    int c_standard;         /* C_STANDARD 11/17 on the path: /std:c11 brings the conforming one */
    int zc_cplusplus;       /* /Zc:__cplusplus on the path: __cplusplus has its real value */
};

/* name[0..n) in a sorted list */
static int has_name(char *const *list, size_t count, const char *name, size_t n)
{
    char buffer[128];
    if (n >= sizeof buffer)
        return 0;
    memcpy(buffer, name, n);
    buffer[n] = '\0';
    return wg_strlist_sorted_has(list, count, buffer);
}

static void free_list(char **list, size_t count)
{
    for (size_t i = 0; i < count; ++i)
        free(list[i]);
    free(list);
}

void wg_declarations_free(wg_tree *t)
{
    struct wg_declarations *d = t->declarations;
    if (!d)
        return;
    free_list(d->export_macros, d->export_count);
    free_list(d->function_macros, d->function_count);
    free_list(d->function_macros_on, d->function_on_count);
    free_list(d->static_defines, d->static_count);
    free_list(d->object_macros, d->object_count);
    free_list(d->export_defs, d->export_def_count);
    free_list(d->out_of_class, d->out_of_class_count);
    free(d);
    t->declarations = NULL;
}

/* Whether the ' at text[i] follows a character literal's prefix: L, u, U or u8 as a word. */
static int char_prefix(const char *text, size_t i)
{
    size_t n = i >= 2 && text[i - 1] == '8' && text[i - 2] == 'u' ? 2 : (text[i - 1] == 'L' || text[i - 1] == 'u' || text[i - 1] == 'U') ? 1 : 0;
    return n && !(i > n && is_name(text[i - n - 1]));
}

/* Whether the ' at text[i] separates digits (15'500, 0x1'ff: C++14): the token before it starts
 * with a digit. After a word (case'"':, return'~'; in LuaJIT's minilua.c, whose code is written
 * without blanks) it opens a character literal. */
static int digit_separator_at(const char *text, size_t i)
{
    size_t start = i;
    while (start > 0 && is_name(text[start - 1]))
        --start;
#ifdef WG_SCAN_CHAR_AFTER_WORD_OFF
    return start < i; /* any letter or digit before it */
#else
    return start < i && isdigit((unsigned char)text[start]);
#endif
}

/* The length of a line splice at text[i] (a backslash, then the line break: 2 for LF, 3 for a
 * file's CR LF, which tinyfiledialogs.c continues its PowerShell literals with), else 0. */
static size_t splice_length(const char *text, size_t i, size_t length)
{
    if (text[i] != '\\' || i + 1 >= length)
        return 0;
    if (text[i + 1] == '\n')
        return 2;
#ifndef WG_SCAN_CRLF_SPLICE_OFF
    if (text[i + 1] == '\r' && i + 2 < length && text[i + 2] == '\n')
        return 3;
#endif
    return 0;
}

/* Blanks the line splice of n bytes at out[i] (its line break kept): its length. */
static size_t blank_splice(char *out, size_t i, size_t n)
{
    memset(out + i, ' ', n - 1);
    out[i + n - 1] = '\n';
    return n;
}

/* The file's text with comments blanked and string and character literals emptied (quotes
 * kept), line breaks kept: malloc'd, NULL when out of memory. */
static char *code_text(const char *text, size_t length)
{
    char *out = malloc(length + 1);
    if (!out)
        return NULL;
    size_t i = 0;
    while (i < length) {
        char c = text[i];
        if (c == '/' && i + 1 < length && text[i + 1] == '/') {
            while (i < length && text[i] != '\n') {
                /* a // comment continued with a backslash goes on */
                size_t splice = splice_length(text, i, length);
                if (splice) {
                    i += blank_splice(out, i, splice);
                    continue;
                }
                out[i++] = ' ';
            }
        } else if (c == '/' && i + 1 < length && text[i + 1] == '*') {
            out[i] = out[i + 1] = ' ', i += 2;
            while (i < length && !(text[i] == '*' && i + 1 < length && text[i + 1] == '/'))
                out[i] = text[i] == '\n' ? '\n' : ' ', ++i;
            if (i < length)
                out[i] = out[i + 1] = ' ', i += 2;
        } else if (c == 'R' && i + 1 < length && text[i + 1] == '"' && (i == 0 || !is_name(text[i - 1]))) {
            /* raw string R"delim( ... )delim" */
            size_t open = i + 2, d = open;
            while (d < length && text[d] != '(' && d - open < 16)
                ++d;
            char end[24];
            size_t dn = d - open;
            out[i] = 'R', out[i + 1] = '"';
            i += 2;
            if (d >= length || text[d] != '(')
                continue;
            end[0] = ')';
            memcpy(end + 1, text + open, dn);
            end[dn + 1] = '"';
            size_t en = dn + 2;
            while (i < length && !(i + en <= length && memcmp(text + i, end, en) == 0))
                out[i] = text[i] == '\n' ? '\n' : ' ', ++i;
            for (size_t k = 0; k < en && i < length; ++k)
                out[i++] = k + 1 == en ? '"' : ' ';
        } else if (c == '"' || (c == '\'' && (!digit_separator_at(text, i) || char_prefix(text, i)))) {
            /* a literal; a ' inside a number is a C++14 digit separator, but after the prefix of
             * a wide or UTF character literal (L'\\', u'x', U'x', u8'x') */
            out[i++] = c;
            while (i < length && text[i] != c && text[i] != '\n') {
                size_t splice = splice_length(text, i, length);
                if (splice) { /* the literal goes on */
                    i += blank_splice(out, i, splice);
                    continue;
                }
                if (text[i] == '\\' && i + 1 < length)
                    out[i++] = ' ';
                out[i++] = ' ';
            }
            if (i < length && text[i] == c)
                out[i++] = c;
        } else {
            out[i] = c;
            ++i;
        }
    }
    out[length] = '\0';
    return out;
}

static int is_header(const char *path)
{
    const char *dot = strrchr(path, '.');
    if (!dot || strchr(dot, '/'))
        return 1;
    static const char *const sources[] = {".c", ".cc", ".cpp", ".cxx", ".c++", ".cu", ".C", ".m", ".mm", NULL};
    for (size_t i = 0; sources[i]; ++i)
        if (strcmp(dot, sources[i]) == 0)
            return 0;
    return 1;
}

/* ---- the tree's facts -------------------------------------------------------------------------- */

/* The conditions around a line, as "+COND\n" (taken when COND holds) or "-COND\n" (in its #else)
 * lines, COND without blanks, "#ifdef X" read as "defined(X)". */
typedef struct condition_stack {
    char text[2048];
    size_t length[32];
    int depth;
} condition_stack;

static void condition_push(condition_stack *c, char sign, const char *cond, size_t n)
{
    size_t at = c->depth > 0 && c->depth <= 32 ? c->length[c->depth - 1] : 0;
    if (c->depth >= 32 || at + n + 3 >= sizeof c->text) {
        ++c->depth;
        return;
    }
    c->text[at++] = sign;
    for (size_t i = 0; i < n; ++i)
        if (!isspace((unsigned char)cond[i]) && cond[i] != '\\')
            c->text[at++] = cond[i];
    c->text[at++] = '\n';
    c->text[at] = '\0';
    c->length[c->depth++] = at;
}

static void condition_pop(condition_stack *c)
{
    if (c->depth > 0)
        --c->depth;
    size_t at = c->depth > 0 && c->depth <= 32 ? c->length[c->depth - 1] : 0;
    c->text[at] = '\0';
}

/* Whether two stacks can hold at once: no condition taken in one and negated in the other. */
static int conditions_compatible(const char *a, const char *b)
{
    char line[512];
    for (const char *p = a; *p; ) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) + 1 : strlen(p);
        if (n + 2 < sizeof line) {
            line[0] = '\n';
            memcpy(line + 1, p, n);
            line[1] = line[1] == '+' ? '-' : '+';
            line[n + 1] = '\0';
            if ((strncmp(b, line + 1, n) == 0) || strstr(b, line))
                return 0;
        }
        p += n;
    }
    return 1;
}

typedef void (*define_visit)(void *context, const char *name, size_t n, int params, const char *value, size_t vn,
                             const char *conditions);

/* A directive line (`#  ifdef X`): its name in *word (of *word_length), and the text after the
 * name and its blanks; NULL when the line [line, end) is no directive. */
static const char *directive_name(const char *line, const char *end, const char **word, size_t *word_length)
{
    const char *p = line;
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    if (p >= end || *p != '#')
        return NULL;
    ++p;
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    *word = p;
    while (p < end && is_name(*p))
        ++p;
    *word_length = (size_t)(p - *word);
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    return p;
}

/* Each "#define NAME" of code, with the conditions around it. */
static void each_define(const char *code, define_visit seen, void *context)
{
    condition_stack c;
    c.depth = 0, c.text[0] = '\0';
    for (const char *line = code; *line; ) {
        const char *end = line;
        while (*end && !(*end == '\n' && (end == line || end[-1] != '\\')))
            ++end;
        const char *w;
        size_t wn;
        const char *p = directive_name(line, end, &w, &wn);
        if (p) {
            const char *rest = p;
            size_t rn = (size_t)(end - p);
            char cond[256];
            if ((wn == 5 && memcmp(w, "ifdef", 5) == 0) || (wn == 6 && memcmp(w, "ifndef", 6) == 0)) {
                size_t xn = 0;
                while (xn < rn && is_name(rest[xn]))
                    ++xn;
                int m = snprintf(cond, sizeof cond, "defined(%.*s)", (int)xn, rest);
                condition_push(&c, wn == 6 ? '-' : '+', cond, m > 0 && (size_t)m < sizeof cond ? (size_t)m : 0);
            } else if ((wn == 2 && memcmp(w, "if", 2) == 0) || (wn == 4 && memcmp(w, "elif", 4) == 0)) {
                if (wn == 4)
                    condition_pop(&c);
                /* #if !defined(X) is the #ifndef of X */
                const char *r = rest;
                size_t n = rn;
                char sign = '+';
                if (n > 8 && r[0] == '!' && strncmp(r + 1, "defined", 7) == 0 && !memchr(r + 1, '&', n - 1) && !memchr(r + 1, '|', n - 1))
                    sign = '-', ++r, --n;
                int m = 0;
                if (strncmp(r, "defined", 7) == 0 && !memchr(r, '&', n) && !memchr(r, '|', n)) {
                    const char *x = r + 7;
                    while (x < r + n && (*x == ' ' || *x == '('))
                        ++x;
                    size_t xn = 0;
                    while (x + xn < r + n && is_name(x[xn]))
                        ++xn;
                    m = snprintf(cond, sizeof cond, "defined(%.*s)", (int)xn, x);
                } else {
                    m = snprintf(cond, sizeof cond, "%.*s", (int)(n < 200 ? n : 200), r);
                }
                condition_push(&c, sign, cond, m > 0 && (size_t)m < sizeof cond ? (size_t)m : 0);
            } else if (wn == 4 && memcmp(w, "else", 4) == 0) {
                if (c.depth > 0 && c.depth <= 32) {
                    size_t at = c.depth > 1 ? c.length[c.depth - 2] : 0;
                    c.text[at] = c.text[at] == '+' ? '-' : '+';
                }
            } else if (wn == 5 && memcmp(w, "endif", 5) == 0) {
                condition_pop(&c);
            } else if (wn == 6 && memcmp(w, "define", 6) == 0) {
                const char *name = rest;
                size_t n = 0;
                while (n < rn && is_name(name[n]))
                    ++n;
                if (n)
                    seen(context, name, n, n < rn && name[n] == '(', name + n, rn - n, c.text);
            }
        }
        line = *end ? end + 1 : end;
    }
}

static int value_has(const char *value, size_t n, const char *word)
{
    size_t w = strlen(word);
    for (size_t i = 0; i + w <= n; ++i)
        if (memcmp(value + i, word, w) == 0)
            return 1;
    return 0;
}

static int qt_import(const char *value, size_t n)
{
#ifdef WG_SCAN_QT_DECL_IMPORT_OFF
    (void)value, (void)n;
    return 0;
#else
    return value_has(value, n, "Q_DECL_IMPORT");
#endif
}

typedef struct define_pass {
    struct wg_declarations *d;
    int round; /* 0: macros and direct dllimport; 1+: aliases of export macros */
    int added, failed;
} define_pass;

/* An export macro's dllimport definition (or an alias of one) under its conditions. */
static int add_export(struct wg_declarations *d, const char *name, size_t n, const char *conditions)
{
    char entry[2200];
    int m = snprintf(entry, sizeof entry, "%.*s\t%s", (int)n, name, conditions);
    if (m <= 0 || (size_t)m >= sizeof entry || wg_strlist_has(d->export_defs, d->export_def_count, entry, (size_t)m))
        return 0;
    if (wg_strlist_add(&d->export_defs, &d->export_def_count, &d->export_def_capacity, entry, (size_t)m) != 0)
        return -1;
    if (!wg_strlist_has(d->export_macros, d->export_count, name, n))
        return wg_strlist_add(&d->export_macros, &d->export_count, &d->export_capacity, name, n);
    return 0;
}

/* Conditions (one "+cond" or "-cond" a line) of which one is defined(X) for a name MSVC never
 * defines (PROJ's #elif defined(__GNUC__) #define PROJ_GCC_DLL PROJ_DLL): an MSVC build never
 * takes the branch, so an alias made there is no export macro on Windows. */
static int msvc_skips(const char *conditions)
{
    for (const char *p = conditions; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        if (*p != '+' || strncmp(p + 1, "defined", 7) != 0)
            continue;
        const char *q = p + 8;
        while (*q == ' ' || *q == '(')
            ++q;
        const char *e = q;
        while (is_name(*e))
            ++e;
        const char *r = e;
        while (*r == ' ' || *r == ')')
            ++r;
        if (e > q && (*r == '\n' || !*r) && wg_msvc_never_defines(q, (size_t)(e - q)))
            return 1;
    }
    return 0;
}

static void note_define(void *context, const char *name, size_t n, int params, const char *value, size_t vn,
                        const char *conditions)
{
    define_pass *pass = context;
    struct wg_declarations *d = pass->d;
    int rc = 0;
    if (pass->round == 0) {
        if (params)
            rc |= wg_strlist_append(&d->function_macros, &d->function_count, &d->function_capacity, name, n);
        if (!params)
            rc |= wg_strlist_append(&d->object_macros, &d->object_count, &d->object_capacity, name, n);
        /* Qt's Q_DECL_IMPORT is __declspec(dllimport) on Windows (qcompilerdetection.h): CloudCompare's
         * #define CCGLWINDOW_LIB_API Q_DECL_IMPORT (WG_SCAN_QT_DECL_IMPORT_OFF: the literal keyword only) */
        if (!params && (value_has(value, vn, "dllimport") || qt_import(value, vn))) {
            size_t before = d->export_def_count;
            rc |= add_export(d, name, n, conditions);
            pass->added |= d->export_def_count > before;
        }
    } else if (!params && !msvc_skips(conditions)) {
        /* #define API OTHER_API, where OTHER_API can be dllimport under conditions that can
         * hold with this line's (onnx's ONNX_API is ONNX_IMPORT only where that is empty) */
        const char *v = value;
        while (v < value + vn && (*v == ' ' || *v == '\t'))
            ++v;
        const char *e = v;
        while (e < value + vn && is_name(*e))
            ++e;
        size_t en = (size_t)(e - v);
        for (size_t i = 0; en && i < d->export_def_count && !rc; ++i) {
            const char *def = d->export_defs[i];
            if (strncmp(def, v, en) != 0 || def[en] != '\t' || !conditions_compatible(conditions, def + en + 1))
                continue;
            size_t before = d->export_def_count;
            rc |= add_export(d, name, n, conditions);
            pass->added |= d->export_def_count > before;
            break;
        }
    }
    if (rc)
        pass->failed = 1;
}

/* note_define over every #define of one file's code (comments and strings blanked). */
static int note_file_defines(const wg_tree_file *f, define_pass *pass)
{
    char *code = code_text(f->text, f->length);
    if (!code)
        return -1;
    each_define(code, note_define, pass);
    free(code);
    return 0;
}

/* The "static" defines of export macros: X where "#ifdef X" (or "#ifndef X ... #else") holds a
 * "#define M" with no dllimport/dllexport, M being an export macro (benchmark's export.h). */
static int note_static_defines(struct wg_declarations *d, const char *code)
{
    enum { DEPTH = 64 };
    const char *tested[DEPTH];
    size_t tested_n[DEPTH];
    int polarity[DEPTH]; /* +1: the branch is taken when the name is defined, -1: when not, 0: other */
    int depth = 0;
    for (const char *line = code; *line; ) {
        const char *end = strchr(line, '\n');
        if (!end)
            end = line + strlen(line);
        const char *w;
        size_t wn;
        const char *p = directive_name(line, end, &w, &wn);
        if (p) {
            if ((wn == 5 && memcmp(w, "ifdef", 5) == 0) || (wn == 6 && memcmp(w, "ifndef", 6) == 0) || (wn == 2 && memcmp(w, "if", 2) == 0)) {
                int sign = wn == 6 ? -1 : 1;
                if (wn == 2) { /* #if defined(X) / #if !defined(X), nothing else */
                    if (*p == '!')
                        sign = -1, ++p;
                    if (strncmp(p, "defined", 7) != 0)
                        sign = 0;
                    p += sign ? 7 : 0;
                    while (p < end && (*p == ' ' || *p == '(' || *p == '\t'))
                        ++p;
                }
                const char *x = p;
                while (p < end && is_name(*p))
                    ++p;
                while (p < end && (*p == ' ' || *p == ')' || *p == '\t' || *p == '\r'))
                    ++p;
                if (p < end && *p != '\\')
                    sign = 0; /* more than one name tested */
                if (depth < DEPTH)
                    tested[depth] = x, tested_n[depth] = (size_t)(p - x), polarity[depth] = sign;
                ++depth;
                if (depth <= DEPTH && sign) {
                    size_t n = 0;
                    while (is_name(x[n]))
                        ++n;
                    tested_n[depth - 1] = n;
                }
            } else if (wn == 4 && memcmp(w, "else", 4) == 0) {
                if (depth > 0 && depth <= DEPTH)
                    polarity[depth - 1] = -polarity[depth - 1];
            } else if (wn == 4 && memcmp(w, "elif", 4) == 0) {
                if (depth > 0 && depth <= DEPTH)
                    polarity[depth - 1] = 0;
            } else if (wn == 5 && memcmp(w, "endif", 5) == 0) {
                if (depth > 0)
                    --depth;
            } else if (wn == 6 && memcmp(w, "define", 6) == 0 && depth > 0 && depth <= DEPTH && polarity[depth - 1] > 0) {
                const char *m = p;
                while (p < end && is_name(*p))
                    ++p;
                size_t mn = (size_t)(p - m);
                /* empty, as a static build makes it: not an attribute for another platform's
                 * export (leveldb's visibility("default") under LEVELDB_COMPILE_LIBRARY) */
                const char *v = p;
                while (v < end && (*v == ' ' || *v == '\t' || *v == '\r'))
                    ++v;
                int empty = v == end || (v + 1 < end && v[0] == '/' && (v[1] == '/' || v[1] == '*'));
                if (mn && empty && !value_has(p, (size_t)(end - p), "dll") && has_name(d->export_macros, d->export_count, m, mn) &&
                    wg_strlist_append(&d->static_defines, &d->static_count, &d->static_capacity, tested[depth - 1], tested_n[depth - 1]) != 0)
                    return -1;
            }
        }
        line = *end ? end + 1 : end;
    }
    return 0;
}

/* Whether a line on the path of a CMake file holds `needle`. */
static int cmake_on_path_has(const wg_tree_file *f, const char *needle, const char *not_followed_by)
{
    long line = 1;
    size_t n = strlen(needle);
    for (const char *p = f->text; *p; ++p) {
        if (*p == '\n')
            ++line;
        else if (strncmp(p, needle, n) == 0 && !(not_followed_by && strchr(not_followed_by, p[n])) &&
                 line <= f->lines && f->state[line] != WG_OFF && f->file_state != WG_OFF)
            return 1;
    }
    return 0;
}


/* ---- SCAN_DIRECTIVE_IN_MACRO_ARGS -------------------------------------------------------------- */

/* A name that reads as a function-like macro: #defined with parameters in the tree, or written
 * as macros are (ALL_CAPS, or an upper-case prefix of two or more letters and '_', as gflags'
 * DEFINE_string or gtest's TEST_P). */
static int macro_like(const struct wg_declarations *d, const char *name, size_t n)
{
    /* a macro only where MSVC skips its #define (librdkafka's rd_snprintf(...) of rdposix.h, a
     * function of rdwin32.h on Windows) is read by its name below */
    if (has_name(d->function_macros_on, d->function_on_count, name, n))
        return 1;
    if (has_name(d->object_macros, d->object_count, name, n))
        return 0; /* #define NAME other_name: a function's name */
    size_t caps = 0;
    while (caps < n && (isupper((unsigned char)name[caps]) || isdigit((unsigned char)name[caps])))
        ++caps;
    if (caps < 2 || !isupper((unsigned char)name[0]))
        return 0;
    for (size_t i = caps; i < n; ++i)
        if (islower((unsigned char)name[i]) && !(caps < n && name[caps] == '_'))
            return 0;
    return caps == n || name[caps] == '_';
}

/* Whether the directive after '#' opens a group (#if, #ifdef, #ifndef) or defines (#define,
 * #undef): each is a place the fix rewrites (micropython's b7d6ee9b moved every #if of an
 * MP_DEFINE_CONST_OBJ_TYPE(...) into a macro of its own), so each is reported. */
static int opening_directive(const char *p)
{
    while (*p == ' ' || *p == '\t')
        ++p;
    return (strncmp(p, "if", 2) == 0 && !is_name(p[2])) || strncmp(p, "ifdef", 5) == 0 || strncmp(p, "ifndef", 6) == 0 ||
           strncmp(p, "define", 6) == 0 || strncmp(p, "undef", 5) == 0;
}

static int conditional_directive(const char *p)
{
    static const char *const names[] = {"if", "ifdef", "ifndef", "elif", "else", "endif", "define", "undef", NULL};
    while (*p == ' ' || *p == '\t')
        ++p;
    size_t n = 0;
    while (is_name(p[n]))
        ++n;
    for (size_t i = 0; names[i]; ++i)
        if (strlen(names[i]) == n && strncmp(p, names[i], n) == 0)
            return 1;
    return 0;
}

/* Whether the text before b (on its line, from line) ends in a template-id, name<...>: the
 * return type of a function declared there (std::pair<double, double> ACRANSAC(...) in openMVS,
 * whose parameter list holds an #ifndef), not an operand before a macro's invocation. */
static int after_template_id(const char *line, const char *b)
{
#ifdef WG_SCAN_DIRECTIVE_TEMPLATE_RETURN_OFF
    (void)line, (void)b;
    return 0;
#else
    if (b <= line || b[-1] != '>' || (b - 1 > line && (b[-2] == '-' || b[-2] == '>')))
        return 0;
    int depth = 0;
    for (const char *q = b - 1; q >= line; --q) {
        depth += *q == '>' ? 1 : *q == '<' ? -1 : 0;
        if (*q == ';' || *q == '{' || *q == '}' || *q == '=')
            return 0;
        if (depth == 0)
            return q > line && is_name(q[-1]);
    }
    return 0;
#endif
}

static void directives_in_macro_args(wg_family_file *ff, const char *code)
{
    const struct wg_declarations *d = ff->tree->declarations;
    if (d->conforming_pp || (!ff->cplusplus && d->c_standard))
        return;
    int depth = 0, reported = 0, continued = 0;
    char macro[64] = "";
    long number = 0;
    for (const char *line = code; *line; ) {
        const char *end = strchr(line, '\n');
        if (!end)
            end = line + strlen(line);
        ++number;
        const char *p = line;
        while (p < end && (*p == ' ' || *p == '\t'))
            ++p;
        int was_continued = continued;
        /* a directive goes on past a backslash at the line's end; code lines are joined anyway */
        continued = (was_continued || (p < end && *p == '#')) && end > line && end[-1] == '\\';
        const wg_tree_file *file = ff->file;
        int skipped = file->state && number <= file->lines && file->state[number] == WG_OFF;
        if (was_continued) {
            /* the rest of a directive */
        } else if (skipped && !(p < end && *p == '#')) {
            /* a line of a branch the preprocessor skips (#if 0, another platform's): no macro is
             * invoked there, and its parentheses open or close nothing (netcdf-c's half-written
             * nclistcontents(uri->fraglist; under #if 0) */
        } else if (p < end && *p == '#') {
            if (depth > 0 && conditional_directive(p + 1) && (!reported || opening_directive(p + 1))) {
                char message[256];
                snprintf(message, sizeof message,
                         "a preprocessor directive inside the arguments of %s(...): cl.exe's traditional preprocessor rejects it (without /Zc:preprocessor)", macro);
                ff->report(ff->context, number, "SCAN_DIRECTIVE_IN_MACRO_ARGS", message);
                reported = 1;
            }
        } else {
            for (const char *q = p; q < end; ++q) {
                if (depth > 0) {
                    depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
                    continue;
                }
                if (!is_name(*q) || (q > line && is_name(q[-1])) || isdigit((unsigned char)*q))
                    continue;
                const char *e = q;
                while (e < end && is_name(*e))
                    ++e;
                const char *after = e;
                while (after < end && (*after == ' ' || *after == '\t'))
                    ++after;
                int member = q > line && (q[-1] == '.' || (q[-1] == '>' && q - 1 > line && q[-2] == '-'));
                /* "int CNAME(" declares a function whose name a macro gives: not an invocation */
                const char *b = q;
                while (b > line && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '*' || b[-1] == '&'))
                    --b;
                const char *w = b;
                while (w > line && is_name(w[-1]))
                    --w;
                /* but a name #defined with parameters on the path is expanded whatever comes
                 * before it: micropython's STATIC MP_DEFINE_CONST_OBJ_TYPE(...) */
                int defined_function_macro = has_name(d->function_macros_on, d->function_on_count, q, (size_t)(e - q));
                if (w < b && !isdigit((unsigned char)*w) && !defined_function_macro &&
                    !(b - w == 6 && strncmp(w, "return", 6) == 0) && !(b - w == 4 && strncmp(w, "else", 4) == 0) &&
                    !(b - w == 4 && strncmp(w, "case", 4) == 0) && !(b - w == 2 && strncmp(w, "do", 2) == 0))
                    member = 1;
                if (!defined_function_macro && after_template_id(line, b))
                    member = 1;
                if (after < end && *after == '(' && !member && (size_t)(e - q) < sizeof macro &&
                    macro_like(d, q, (size_t)(e - q))) {
                    memcpy(macro, q, (size_t)(e - q));
                    macro[e - q] = '\0';
                    depth = 1, reported = 0;
                    q = after;
                } else {
                    q = e - 1;
                }
            }
        }
        line = *end ? end + 1 : end;
    }
}

/* ---- SCAN_MSVC_VA_ARGS_EXPANSION ---------------------------------------------------------------- */

/* The parameter names of "#define NAME(a, b, ...)" at p (just after the '('), up to 8. */
static size_t macro_parameters(const char *p, char names[][64])
{
    size_t count = 0;
    while (*p && *p != ')' && *p != '\n' && count < 8) {
        while (*p == ' ' || *p == '\t' || *p == ',')
            ++p;
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        if (n && n < 64) {
            memcpy(names[count], p, n);
            names[count++][n] = '\0';
        }
        p += n;
        while (*p && *p != ',' && *p != ')' && *p != '\n')
            ++p;
    }
    return count;
}

/* Whether some use of the macro name (in any source of the tree) hands a function-like macro of
 * the tree as its argument number index, and two or more variadic arguments: what the parameter
 * calls is then a macro that gets them as one (DEFINE_FUNC(FuncName, ...), which callers give
 * functions, or zstd's X(__VA_ARGS__, mode) with one variadic argument, is no finding). The use
 * must be on a line a Windows build may compile and the macro handed #defined on one: simde's
 * SIMDE_CONSTIFY_2_(vdot_lane_s32, ...) sits in ARM-native branches, and its vdot_lane_s32(...)
 * is a macro only in the native-alias branches an x64 build skips (10 false alarms at its newest
 * commit, which MSVC builds in its CI). */
static size_t count_arguments(const char *a)
{
    size_t count = 1;
    for (int level = 0; *a && !(level == 0 && *a == ')'); ++a) {
        level += *a == '(' ? 1 : *a == ')' ? -1 : 0;
        count += level == 0 && *a == ',';
    }
    return count;
}

/* The '(' of a call where p, inside text, starts the whole word of n characters followed by
 * '(' (blanks between); NULL where the word is part of a longer name or no call follows. */
static const char *call_parenthesis(const char *text, const char *p, size_t n)
{
    if ((p > text && is_name(p[-1])) || is_name(p[n]))
        return NULL;
    const char *a = p + n;
    while (*a == ' ' || *a == '\t')
        ++a;
    return *a == '(' ? a : NULL;
}

static int handed_a_macro(const wg_tree *t, const char *name, size_t n, size_t index, size_t named)
{
    const struct wg_declarations *d = t->declarations;
    char needle[80];
    if (n + 2 > sizeof needle)
        return 0;
    memcpy(needle, name, n);
    needle[n] = '\0';
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE)
            continue;
        if (f->file_state == WG_OFF)
            continue;
        long line = 1;
        const char *counted = f->text;
        for (const char *p = strstr(f->text, needle); p; p = strstr(p + n, needle)) {
            const char *a = call_parenthesis(f->text, p, n);
            if (!a)
                continue;
            for (; counted < p; ++counted)
                line += *counted == '\n';
            if (f->state && line <= f->lines && f->state[line] == WG_OFF)
                continue;
            ++a;
            if (count_arguments(a) < named + 2)
                continue; /* __VA_ARGS__ of one argument reaches the callee whole either way */
            for (size_t k = 0; k < index && *a; ++a) { /* skip to argument number index */
                int level = 0;
                while (*a && !(level == 0 && (*a == ',' || *a == ')'))) {
                    level += *a == '(' ? 1 : *a == ')' ? -1 : 0;
                    ++a;
                }
                if (*a != ',')
                    break;
                ++k;
            }
            while (*a == ' ' || *a == '\t' || *a == '\n' || *a == '\\')
                ++a;
            size_t m = 0;
            while (is_name(a[m]))
                ++m;
            const char *after = a + m;
            while (*after == ' ' || *after == '\t' || *after == '\n' || *after == '\\')
                ++after;
            if (m && (*after == ',' || *after == ')') && has_name(d->function_macros_on, d->function_on_count, a, m))
                return 1;
        }
    }
    return 0;
}

/* Whether a use of the variadic macro name, other than its own definition, hands its variadic part
 * two or more arguments (named + 2 in all) or a __VA_ARGS__ of its own (a forwarding chain,
 * yalantinglibs' WRAP_ARGS4 handing WRAP_ARGS3(w, o, __VA_ARGS__)): only then must a callee's named
 * parameters be filled from parts of it. */
static int used_with_variadic(const wg_tree *t, const char *name, size_t n, size_t named)
{
    char needle[80];
    if (n + 1 > sizeof needle)
        return 0;
    memcpy(needle, name, n);
    needle[n] = '\0';
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE)
            continue;
        for (const char *p = strstr(f->text, needle); p; p = strstr(p + n, needle)) {
            const char *a = call_parenthesis(f->text, p, n);
            if (!a)
                continue;
            const char *before = p;
            while (before > f->text && (before[-1] == ' ' || before[-1] == '\t'))
                --before;
            if (before - f->text >= 6 && strncmp(before - 6, "define", 6) == 0)
                continue; /* the definition itself */
            if (count_arguments(a + 1) >= named + 2)
                return 1;
            const char *close = a + 1;
            for (int level = 0; *close && !(level == 0 && *close == ')'); ++close)
                level += *close == '(' ? 1 : *close == ')' ? -1 : 0;
            const char *va = strstr(a + 1, "__VA_ARGS__");
            if (va && va < close)
                return 1;
        }
    }
    return 0;
}

/* Whether the macro body (body, up to end) of a definition with the given parameters makes the
 * split of a parameter from position index on matter: it pastes or stringizes it (tvision's
 * force ## s ## n), is that parameter alone (a selector: tvm's PP_ARG_N(..., N, ...) N), or hands
 * it to a macro call (a function-like macro of the tree, or one a parameter names: yalantinglibs'
 * w(o, _1)), where the commas of a __VA_ARGS__ taken as one stay inside one argument. A parameter
 * that reaches only C++ code (easylog's .sprintf(fmt, ...)) reads the same either way. */
static int body_splits(const struct wg_declarations *d, const char *body, const char *end, char names[][64],
                       size_t count, size_t index)
{
    int macro_call[32] = {0};
    int depth = 0;
    for (const char *b = body; b < end; ++b) {
        if (*b == '(' || *b == ')') {
            if (*b == '(' && depth < 31) {
                size_t n;
                const char *callee = name_before_blanks(body, b, &n);
                int is_parameter = 0;
                for (size_t k = 0; k < count && !is_parameter; ++k)
                    is_parameter = strlen(names[k]) == n && strncmp(names[k], callee, n) == 0;
                macro_call[depth + 1] = macro_call[depth] || (n && (is_parameter || has_name(d->function_macros, d->function_count, callee, n)));
            }
            depth += *b == '(' ? depth < 31 : -(depth > 0);
            continue;
        }
        if (!is_name(*b) || (b > body && is_name(b[-1])))
            continue;
        size_t n = 0;
        while (is_name(b[n]))
            ++n;
        int late = 0;
        for (size_t k = index; k < count && !late; ++k)
            late = strlen(names[k]) == n && strncmp(names[k], b, n) == 0;
        if (late) {
            const char *before = b;
            while (before > body && (before[-1] == ' ' || before[-1] == '\t'))
                --before;
            const char *after = skip_blank(b + n);
            const char *first = skip_blank(body), *last = end;
            while (last > first && (last[-1] == ' ' || last[-1] == '\t' || last[-1] == '\\' || last[-1] == '\n' || last[-1] == '\r'))
                --last;
            if ((before > body && before[-1] == '#') || (after[0] == '#' && after[1] == '#') || macro_call[depth] ||
                (b == first && b + n == last))
                return 1;
        }
        b += n - 1;
    }
    return 0;
}

/* Whether a #define of the macro name in the tree has a named parameter at position index whose
 * split matters to its body (body_splits); parameter lists may go on past backslashed line ends
 * (tvm's 65-parameter PP_ARG_N). */
static int callee_splits(const wg_tree *t, const char *name, size_t n, size_t index)
{
    const struct wg_declarations *d = t->declarations;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE)
            continue;
        for (const char *p = strstr(f->text, "define"); p; p = strstr(p + 6, "define")) {
            const char *q = skip_blank(p + 6);
            if (strncmp(q, name, n) != 0 || q[n] != '(')
                continue;
            char names[80][64];
            size_t count = 0;
            for (q += n + 1; *q && *q != ')' && strncmp(q, "...", 3) != 0;) {
                size_t m = 0;
                while (is_name(q[m]))
                    ++m;
                if (m && m < 64 && count < 80) {
                    memcpy(names[count], q, m);
                    names[count++][m] = '\0';
                }
                q += m ? m : 1;
            }
            if (count <= index)
                continue;
            while (*q && *q != ')')
                ++q;
            const char *body = *q ? q + 1 : q, *end = body;
            /* up to the line end no backslash continues (before a CR too: tvision's CRLF headers) */
            while (*end && !(*end == '\n' && end[-1] != '\\' && !(end[-1] == '\r' && end[-2] == '\\')))
                ++end;
            if (body_splits(d, body, end, names, count, index))
                return 1;
        }
    }
    return 0;
}

/* The line of the call at b in a #define that starts at define_start on line first: where cl.exe
 * reports the callee's missing arguments, not the #define's line (binlog's
 * BINLOG_CREATE_SOURCE_AND_EVENT_IF opens four lines above the call it forwards __VA_ARGS__ to). */
static long call_line(const char *define_start, const char *b, long first)
{
#ifdef WG_SCAN_VA_ARGS_CALL_LINE_OFF
    (void)define_start, (void)b;
    return first;
#else
    long line = first;
    for (const char *c = define_start; c < b; ++c)
        line += *c == '\n';
    return line;
#endif
}

/* A call, in a variadic macro's body, of a function-like macro of the tree (b, n; its arguments at
 * open, up to args_end) that puts __VA_ARGS__ where the callee has a named parameter: its parts
 * must land on that parameter and the ones after it (tvm's PP_ARG_N(__VA_ARGS__) counting
 * arguments, openal-soft's DECL_FUNC_SELECTOR(__VA_ARGS__, DECL_FUNC5, ...), tvision's
 * __link_declare( __VA_ARGS__ ) of two parameters, yalantinglibs' WRAP_ARGS2(w, o, __VA_ARGS__)),
 * and cl.exe's traditional preprocessor passes __VA_ARGS__ as one argument, so the callee gets too
 * few. A callee whose parameter there is the "..." takes it whole either way; a call inside another
 * call (YLT_MACRO_EXPAND(WRAP_ARGS2(...)), the fix) is rescanned and never reaches here. Reported: 1. */
static int va_args_to_named(wg_family_file *ff, const char *b, size_t n, const char *open, const char *args_end,
                            const char *defined, size_t defined_n, size_t defined_named, long first, long last, long *chain_end,
                            const char *define_start)
{
#ifdef WG_SCAN_VA_ARGS_NAMED_PARAMETER_OFF
    (void)ff, (void)b, (void)n, (void)open, (void)args_end, (void)defined, (void)defined_n, (void)defined_named;
    (void)first, (void)last, (void)chain_end, (void)define_start;
    return 0;
#endif
    const struct wg_declarations *d = ff->tree->declarations;
    size_t position = 0;
    const char *va = NULL;
    for (const char *a = open + 1; a < args_end && !va; ++position) {
        while (a < args_end && (*a == ' ' || *a == '\t' || *a == '\\' || *a == '\n'))
            ++a;
        const char *arg_end = a;
        for (int level = 0; arg_end < args_end && !(level == 0 && *arg_end == ','); ++arg_end)
            level += *arg_end == '(' ? 1 : *arg_end == ')' ? -1 : 0;
        const char *e = arg_end;
        while (e > a && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\\' || e[-1] == '\n'))
            --e;
        if (e - a == 11 && strncmp(a, "__VA_ARGS__", 11) == 0)
            va = a;
        else
            a = arg_end + 1;
    }
    if (!va || !has_name(d->function_macros, d->function_count, b, n))
        return 0;
    size_t index = position - 1;
    if (!callee_splits(ff->tree, b, n, index) || !used_with_variadic(ff->tree, defined, defined_n, defined_named))
        return 0;
    /* a generated chain (WRAP_ARGS2 ... WRAP_ARGS125, one #define a line) is one defect: its first line */
    int chained = first == *chain_end + 1;
    *chain_end = last;
    if (chained)
        return 1;
    char message[256];
    snprintf(message, sizeof message,
             "%.*s(...) gets __VA_ARGS__ as its argument %zu, a named parameter: cl.exe's traditional preprocessor passes __VA_ARGS__ as one argument (without /Zc:preprocessor)",
             (int)n, b, index + 1);
    ff->report(ff->context, call_line(define_start, b, first), "SCAN_MSVC_VA_ARGS_EXPANSION", message);
    return 1;
}

/* In a variadic macro's body, a call of one of its own parameters (a macro handed in) whose
 * arguments hold __VA_ARGS__, not inside another call (GKO_INDIRECT(m(__VA_ARGS__)) rescans it):
 * cl.exe's traditional preprocessor passes __VA_ARGS__ to it as one argument (C4003, then C2059).
 * Not under /Zc:preprocessor, nor in C under /std:c11 or later. */
static void va_args_expansion(wg_family_file *ff, const char *code)
{
    const struct wg_declarations *d = ff->tree->declarations;
    if (d->conforming_pp || (!ff->cplusplus && d->c_standard) || !strstr(code, "__VA_ARGS__"))
        return;
    long number = 1, chain_end = -1;
    for (const char *line = code; *line; ++number) {
        const char *end = strchr(line, '\n');
        if (!end)
            end = line + strlen(line);
        const char *p = line;
        while (*p == ' ' || *p == '\t')
            ++p;
        long first = number;
        const char *body_end = end;
        /* a directive goes on past each backslash at a line's end */
        while (*body_end && body_end > line && body_end[-1] == '\\') {
            const char *next = strchr(body_end + 1, '\n');
            body_end = next ? next : body_end + 1 + strlen(body_end + 1);
            ++number;
        }
        if (*p == '#') {
            const char *q = p + 1;
            while (*q == ' ' || *q == '\t')
                ++q;
            if (strncmp(q, "define", 6) == 0 && (q[6] == ' ' || q[6] == '\t')) {
                q += 6;
                while (*q == ' ' || *q == '\t')
                    ++q;
                const char *defined = q;
                while (is_name(*q))
                    ++q;
                size_t defined_n = (size_t)(q - defined);
                char names[8][64];
                size_t count = *q == '(' ? macro_parameters(q + 1, names) : 0;
                const char *close = *q == '(' ? strchr(q, ')') : NULL; /* (...) alone names no parameter */
                int variadic = close && close < body_end && memchr(q, '.', (size_t)(close - q)) != NULL;
                int depth = 0;
                for (const char *b = close ? close + 1 : body_end; variadic && b < body_end; ++b) {
                    if (*b == '(' || *b == ')') {
                        depth += *b == '(' ? 1 : -1;
                        continue;
                    }
                    if (depth != 0 || !is_name(*b) || is_name(b[-1]))
                        continue;
                    size_t n = 0;
                    while (is_name(b[n]))
                        ++n;
                    const char *after = b + n;
                    while (after < body_end && (*after == ' ' || *after == '\t'))
                        ++after;
                    int parameter = 0;
                    size_t index = 0;
                    for (size_t k = 0; k < count && !parameter; ++k)
                        if ((parameter = strlen(names[k]) == n && strncmp(names[k], b, n) == 0) != 0)
                            index = k;
                    const char *args_end = after;
                    for (int level = 0; *after == '(' && args_end < body_end; ++args_end) {
                        level += *args_end == '(' ? 1 : *args_end == ')' ? -1 : 0;
                        if (level == 0)
                            break;
                    }
                    /* __VA_ARGS__ first: its parts must land on the callee's first parameters;
                     * as the last argument the callee's last (variadic) parameter takes it whole */
                    const char *va = after + 1;
                    while (va < args_end && (*va == ' ' || *va == '\t' || *va == '\\' || *va == '\n'))
                        ++va;
                    int pasted = b - 2 >= code && (b[-1] == '#' || (b[-1] == ' ' && b[-2] == '#'));
                    if (!parameter && !pasted && *after == '(' &&
                        va_args_to_named(ff, b, n, after, args_end, defined, defined_n, count, first, number, &chain_end, line))
                        break;
                    if (parameter && !pasted && *after == '(' && strncmp(va, "__VA_ARGS__", 11) == 0 &&
                        handed_a_macro(ff->tree, defined, defined_n, index, count)) {
                        char message[256];
                        snprintf(message, sizeof message,
                                 "%.*s(__VA_ARGS__) calls the macro parameter %.*s: cl.exe's traditional preprocessor passes __VA_ARGS__ to it as one argument (without /Zc:preprocessor)",
                                 (int)n, b, (int)n, b);
                        ff->report(ff->context, first, "SCAN_MSVC_VA_ARGS_EXPANSION", message);
                        break;
                    }
                    b += n - 1;
                }
            }
        }
        line = *body_end ? body_end + 1 : body_end;
    }
}

/* ---- export macros on templates defined in headers ---------------------------------------------- */

/* One template declaration as read after its parameter list, up to its '{' or ';'. */
typedef struct template_declaration {
    long line;            /* of the export macro, 0: none */
    char export_name[64];
    int is_class, is_definition, is_inline;
    int member;           /* declared inside a class body: a member template, inline when defined there */
    char owner[64];       /* Owner in "Owner<...>::member": an out-of-class member definition */
} template_declaration;

typedef void (*template_visit)(void *context, const template_declaration *t);

/* The walk over one unit's code: the declaration being read and the braces around it. */
typedef struct template_walk {
    const struct wg_declarations *d;
    template_visit visit;
    void *context;
    long number; /* the line at the cursor */
    int pending, parens;
    template_declaration t;
    const char *last_name; /* the last name, for Owner<...>:: */
    size_t last_n;
    /* the braces open at the cursor: 1 a class body, 0 anything else; and the statement read so far */
    unsigned char braces[256];
    int depth, classes, stmt_class, stmt_paren;
} template_walk;

/* Keeps count of the class bodies open at a brace, and of what the statement holds so far. */
static void track_braces(template_walk *w, char c)
{
    if (c == '{') {
        int body = w->stmt_class && !w->stmt_paren;
        if (w->depth < (int)sizeof w->braces)
            w->braces[w->depth] = (unsigned char)body;
        ++w->depth, w->classes += body;
    } else if (c == '}' && w->depth > 0) {
        --w->depth;
        w->classes -= w->depth < (int)sizeof w->braces ? w->braces[w->depth] : 0;
    }
    if (c == '{' || c == '}' || c == ';')
        w->stmt_class = w->stmt_paren = 0;
    else if (c == '(')
        w->stmt_paren = 1;
}

/* Owner<...>:: before the parameters at p ('<'): an out-of-class member definition. */
static void note_owner(template_walk *w, const char *p)
{
    int angles = 0;
    const char *r = p;
    for (; *r && *r != ';' && *r != '{'; ++r) {
        if (*r == '<')
            ++angles;
        else if (*r == '>' && --angles == 0)
            break;
    }
    if (*r == '>' && r[1] == ':' && r[2] == ':' && w->last_n < sizeof w->t.owner) {
        memcpy(w->t.owner, w->last_name, w->last_n);
        w->t.owner[w->last_n] = '\0';
    }
}

/* A punctuation character p of a pending declaration: parentheses, an owner, or its end. */
static void pending_punctuation(template_walk *w, const char *p)
{
    if (*p == '(')
        ++w->parens;
    else if (*p == ')')
        --w->parens;
    else if (*p == '<' && w->parens == 0 && w->last_name && !w->t.owner[0] && !w->t.is_class)
        note_owner(w, p);
    else if (w->parens <= 0 && (*p == ';' || *p == '{' || *p == '}')) {
        w->t.is_definition = *p == '{';
        w->visit(w->context, &w->t);
        w->pending = 0;
    }
}

/* "template" at e (just after the word): returns the '>' closing a parameter list that opens a
 * pending declaration, or NULL (no list, or template <>: an explicit specialization). */
static const char *template_parameters(template_walk *w, const char *e)
{
    const char *q = e;
    while (*q == ' ' || *q == '\t' || *q == '\n')
        ++q;
    if (*q != '<')
        return NULL;
    /* the parameter list, balanced; <> is an explicit specialization */
    int angles = 0, empty = 1;
    long lines = 0;
    const char *r = q;
    for (; *r; ++r) {
        if (*r == '\n')
            ++lines;
        else if (*r == '<')
            ++angles;
        else if (*r == '>' && !(r > q && r[-1] == '-') && --angles == 0)
            break;
        else if (*r == ';' || *r == '{')
            break;
        else if (!isspace((unsigned char)*r))
            empty = 0;
    }
    if (*r != '>')
        return NULL;
    w->number += lines;
    w->pending = !empty, w->parens = 0, w->last_name = NULL;
    memset(&w->t, 0, sizeof w->t);
    w->t.member = w->classes > 0;
    return r;
}

/* A name [p, p + n) read outside parentheses of a pending declaration. */
static void pending_name(template_walk *w, const char *p, size_t n, int class_key)
{
    template_declaration *t = &w->t;
    if (class_key)
        t->is_class = 1;
    else if ((n == 6 && memcmp(p, "inline", 6) == 0) || (n == 13 && memcmp(p, "__forceinline", 13) == 0) ||
             (n >= 6 && value_has(p, n, "INLINE")))
        t->is_inline = 1; /* SPDLOG_INLINE, FORCE_INLINE: inline by name */
    else if ((n == 6 && memcmp(p, "friend", 6) == 0) || (n == 6 && memcmp(p, "extern", 6) == 0))
        w->pending = 0;
    else if (!t->line && n < sizeof t->export_name && has_name(w->d->export_macros, w->d->export_count, p, n)) {
        memcpy(t->export_name, p, n);
        t->export_name[n] = '\0';
        t->line = w->number;
    }
    w->last_name = p, w->last_n = n;
}

/* Calls visit for each template declaration with parameters (not template <>) of code. */
static void each_template(const struct wg_declarations *d, const char *code, template_visit visit, void *context)
{
    template_walk w;
    memset(&w, 0, sizeof w);
    w.d = d, w.visit = visit, w.context = context, w.number = 1;
    for (const char *p = code; *p; ++p) {
        if (*p == '\n') {
            ++w.number;
            continue;
        }
        if (*p == '#') { /* a directive: skip to its end */
            for (; p[1] && !(p[1] == '\n' && p[0] != '\\'); ++p)
                w.number += p[1] == '\n';
            continue;
        }
        if (!is_name(*p) || (p > code && is_name(p[-1]))) {
            track_braces(&w, *p);
            if (w.pending)
                pending_punctuation(&w, p);
            continue;
        }
        const char *e = p;
        while (is_name(*e))
            ++e;
        size_t n = (size_t)(e - p);
        if (n == 8 && memcmp(p, "template", 8) == 0) {
            const char *r = template_parameters(&w, e);
            p = r ? r : e - 1;
            continue;
        }
        int class_key = (n == 5 && memcmp(p, "class", 5) == 0) || (n == 6 && memcmp(p, "struct", 6) == 0) ||
                        (n == 5 && memcmp(p, "union", 5) == 0);
        w.stmt_class |= class_key;
        if (w.pending && w.parens == 0)
            pending_name(&w, p, n, class_key);
        p = e - 1;
    }
}

/* Class templates whose members a header defines out of the class (not inline): such a member
 * of a dllimport class is a definition of a dllimport function (C2491). */
typedef struct out_of_class_pass {
    struct wg_declarations *d;
    const char *path;
} out_of_class_pass;

static void note_out_of_class(void *context, const template_declaration *t)
{
    out_of_class_pass *pass = context;
    struct wg_declarations *d = pass->d;
    char entry[600];
    if (!t->owner[0] || !t->is_definition || t->is_inline || t->member)
        return;
    int n = snprintf(entry, sizeof entry, "%s\t%s", t->owner, pass->path);
    if (n > 0 && (size_t)n < sizeof entry && !wg_strlist_has(d->out_of_class, d->out_of_class_count, entry, (size_t)n) &&
        wg_strlist_add(&d->out_of_class, &d->out_of_class_count, &d->out_of_class_capacity, entry, (size_t)n) != 0)
        d->failed = 1;
}

/* Where p points at "include" in text: the name after the '"' or '<' when p begins a #include
 * directive (only blanks between '#' and the word), else NULL. */
const char *wg_include_name_at(const char *text, const char *p)
{
    const char *h = p;
    while (h > text && (h[-1] == ' ' || h[-1] == '\t'))
        --h;
    if (h == text || h[-1] != '#')
        return NULL;
    const char *q = p + 7;
    while (*q == ' ' || *q == '\t')
        ++q;
    return *q == '"' || *q == '<' ? q + 1 : NULL;
}

/* Whether f's text #includes a name that path ends with (at a folder boundary). */
static int included_by(const wg_tree_file *f, const char *path)
{
    size_t pn = strlen(path);
    for (const char *p = f->text; (p = strstr(p, "include")) != NULL; ++p) {
        const char *name = wg_include_name_at(f->text, p);
        if (!name)
            continue;
        while (name[0] == '.' && name[1] == '/')
            name += 2;
        size_t n = strcspn(name, "\">\n");
        if (n && n <= pn && memcmp(path + pn - n, name, n) == 0 && (n == pn || path[pn - n - 1] == '/'))
            return 1;
    }
    return 0;
}

/* Whether the class template owner has a member defined out of the class in the header path
 * itself or in a header path's text #includes. */
static int defined_out_of_class(const struct wg_declarations *d, const char *owner, const wg_tree_file *f)
{
    size_t on = strlen(owner);
    for (size_t i = 0; i < d->out_of_class_count; ++i) {
        const char *e = d->out_of_class[i];
        if (strncmp(e, owner, on) != 0 || e[on] != '\t')
            continue;
        const char *where = e + on + 1;
        if (strcmp(where, f->path) == 0 || included_by(f, where))
            return 1;
    }
    return 0;
}

typedef struct template_report {
    wg_family_file *ff;
    const char *code;
} template_report;

/* The class's name after "class EXPORT": the first name after the export macro's line text. */
static int class_name_after(const char *code, long line, const char *macro, char *name, size_t size)
{
    const char *p = code;
    for (long l = 1; l < line && p; ++l) {
        p = strchr(p, '\n');
        p = p ? p + 1 : NULL;
    }
    if (!p)
        return 0;
    const char *m = strstr(p, macro);
    if (!m)
        return 0;
    m += strlen(macro);
    while (*m && isspace((unsigned char)*m))
        ++m;
    size_t n = 0;
    while (is_name(m[n]))
        ++n;
    if (!n || n >= size)
        return 0;
    memcpy(name, m, n);
    name[n] = '\0';
    return 1;
}

static void report_template(void *context, const template_declaration *t)
{
    template_report *r = context;
    const struct wg_declarations *d = r->ff->tree->declarations;
    if (!t->line || !t->is_definition)
        return;
    char message[320], name[64];
    if (t->is_class) {
        if (t->member || !class_name_after(r->code, t->line, t->export_name, name, sizeof name) ||
            !defined_out_of_class(d, name, r->ff->file))
            return; /* every member defined in the class: implicitly inline, accepted */
        snprintf(message, sizeof message,
                 "%s (dllimport for the library's users) on the class template %s, whose members a header defines out of the class: C2491 in a shared build",
                 t->export_name, name);
        r->ff->report(r->ff->context, t->line, "SCAN_DLLEXPORT_CLASS_TEMPLATE", message);
    } else if (!t->owner[0] && !t->member && !t->is_inline) {
        snprintf(message, sizeof message,
                 "%s (dllimport for the library's users) on a function template defined in a header: C2491 in a shared build",
                 t->export_name);
        r->ff->report(r->ff->context, t->line, "SCAN_DLLIMPORT_DEFINITION", message);
    }
}

static void exported_templates(wg_family_file *ff, const char *code)
{
    const struct wg_declarations *d = ff->tree->declarations;
    if (!d->export_count || !is_header(ff->file->path))
        return;
    template_report r = {ff, code};
    each_template(d, code, report_template, &r);
}

/* The names a file #defines with parameters on lines of the Windows path, or lines the model
 * cannot place (a file off the path defines none). */
static int note_function_macros_on(struct wg_declarations *d, const wg_tree_file *f)
{
    if (f->file_state == WG_OFF)
        return 0;
    long number = 1;
    for (const char *line = f->text, *stop = f->text + f->length; line < stop; ++number) {
        const char *end = memchr(line, '\n', (size_t)(stop - line));
        if (!end)
            end = stop;
        const char *p = line;
        while (p < end && (*p == ' ' || *p == '\t'))
            ++p;
        if (p < end && *p == '#' && !(f->state && number <= f->lines && f->state[number] == WG_OFF)) {
            for (++p; p < end && (*p == ' ' || *p == '\t');)
                ++p;
            if (end - p > 7 && strncmp(p, "define", 6) == 0 && (p[6] == ' ' || p[6] == '\t')) {
                for (p += 6; p < end && (*p == ' ' || *p == '\t');)
                    ++p;
                size_t n = 0;
                while (p + n < end && is_name(p[n]))
                    ++n;
                if (n && p + n < end && p[n] == '(' &&
                    wg_strlist_append(&d->function_macros_on, &d->function_on_count, &d->function_on_capacity, p, n) != 0)
                    return -1;
            }
        }
        line = end + 1;
    }
    return 0;
}

/* ---- the tree's facts, gathered once ---------------------------------------------------------- */

int wg_declarations_tree_facts(wg_tree *t)
{
    struct wg_declarations *d = calloc(1, sizeof *d);
    if (!d)
        return -1;
    t->declarations = d;
    define_pass pass = {d, 0, 0, 0};
    for (size_t i = 0; i < t->count && !pass.failed; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind == WG_SCAN_CMAKE) {
            d->conforming_pp |= cmake_on_path_has(f, "/Zc:preprocessor", "-") || cmake_on_path_has(f, "/experimental:preprocessor", "-");
            d->zc_cplusplus |= cmake_on_path_has(f, "Zc:__cplusplus", "-");
            d->c_standard |= cmake_on_path_has(f, "C_STANDARD 11", NULL) || cmake_on_path_has(f, "C_STANDARD 17", NULL) ||
                             cmake_on_path_has(f, "c_std_11", NULL) || cmake_on_path_has(f, "c_std_17", NULL);
            /* NAME=value handed to the compiler (OpenBLAS's CNAME=...): an object-like macro */
            for (const char *p = f->text; (p = strchr(p, '=')) != NULL; ++p) {
                const char *b = p;
                while (b > f->text && is_name(b[-1]))
                    --b;
                if (b < p && !isdigit((unsigned char)*b) &&
                    wg_strlist_append(&d->object_macros, &d->object_count, &d->object_capacity, b, (size_t)(p - b)) != 0)
                    return -1;
            }
            continue;
        }
        if (f->kind != WG_SCAN_SOURCE || (!strstr(f->text, "define") && !strstr(f->text, "dllimport")))
            continue;
        if (note_file_defines(f, &pass) != 0 || note_function_macros_on(d, f) != 0)
            return -1;
    }
    /* aliases of export macros, to a fixed point (a few rounds in practice) */
    for (pass.round = 1; pass.added && !pass.failed && pass.round < 8; ++pass.round) {
        pass.added = 0;
        for (size_t i = 0; i < t->count && !pass.failed; ++i) {
            wg_tree_file *f = &t->files[i];
            if (f->kind != WG_SCAN_SOURCE || !strstr(f->text, "define"))
                continue;
            if (note_file_defines(f, &pass) != 0)
                return -1;
        }
    }
    if (pass.failed)
        return -1;
    wg_strlist_sort(d->export_macros, d->export_count);
    wg_strlist_sort(d->function_macros, d->function_count);
    wg_strlist_sort(d->function_macros_on, d->function_on_count);
    wg_strlist_sort(d->object_macros, d->object_count);
    if (!d->export_count)
        return 0;
    /* what the export macros need: their static defines, class templates defined out of class */
    for (size_t i = 0; i < t->count && !d->failed; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !is_header(f->path))
            continue;
        char *code = code_text(f->text, f->length);
        if (!code)
            return -1;
        if (strstr(code, "dll") && note_static_defines(d, code) != 0)
            d->failed = 1;
        out_of_class_pass where = {d, f->path};
        if (strstr(code, "template"))
            each_template(d, code, note_out_of_class, &where);
        free(code);
    }
    if (d->failed)
        return -1;
    wg_strlist_sort(d->static_defines, d->static_count);
    wg_strlist_sort(d->out_of_class, d->out_of_class_count);
    return 0;
}

/* ---- SCAN_DLLIMPORT_ON_STATIC ------------------------------------------------------------------- */

/* Whether the tree adds target as a library no one links against its compile definitions:
 * add_library(target OBJECT|SHARED|MODULE|INTERFACE ...). */
static int not_a_static_library(const wg_tree *t, const char *target)
{
    size_t n = strlen(target);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_CMAKE)
            continue;
        for (const char *p = f->text; (p = strstr(p, "add_library(")) != NULL; ++p) {
            const char *q = p + 12;
            while (*q == ' ' || *q == '\t' || *q == '\n')
                ++q;
            if (strncmp(q, target, n) != 0 || is_name(q[n]))
                continue;
            q += n;
            while (*q == ' ' || *q == '\t' || *q == '\n')
                ++q;
            if (strncmp(q, "OBJECT", 6) == 0 || strncmp(q, "SHARED", 6) == 0 || strncmp(q, "MODULE", 6) == 0 ||
                strncmp(q, "INTERFACE", 9) == 0)
                return 1;
        }
    }
    return 0;
}

/* Whether the file's other target_compile_definitions() of target give the define (n bytes) in
 * scope want ("INTERFACE" or "PRIVATE") or PUBLIC: two calls, PRIVATE then INTERFACE, together
 * reach both the library and its users, as PUBLIC does (SFML's sfml-system and sfml-network). */
static int other_scope_gives(const char *text, const char *target, const char *define, size_t n, const char *want)
{
#ifdef WG_SCAN_STATIC_DEFINE_BOTH_SCOPES_OFF
    (void)text, (void)target, (void)define, (void)n, (void)want;
    return 0;
#else
    size_t tn = strlen(target);
    for (const char *p = text; (p = strstr(p, "target_compile_definitions(")) != NULL; ++p) {
        const char *q = p + 27, *end = strchr(q, ')');
        while (*q == ' ' || *q == '\t' || *q == '\n')
            ++q;
        if (!end || strncmp(q, target, tn) != 0 || is_name(q[tn]))
            continue;
        int in_scope = 0;
        for (q += tn; q < end;) {
            while (q < end && (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r'))
                ++q;
            const char *w = q;
            while (q < end && !(*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r'))
                ++q;
            size_t wn = (size_t)(q - w);
            if ((wn == 6 && strncmp(w, "PUBLIC", 6) == 0) || (wn == 7 && strncmp(w, "PRIVATE", 7) == 0) ||
                (wn == 9 && strncmp(w, "INTERFACE", 9) == 0))
                in_scope = wn == 6 || (wn == strlen(want) && strncmp(w, want, wn) == 0);
            else if (in_scope && wn >= n && strncmp(w + (wn > 2 && strncmp(w, "-D", 2) == 0 ? 2 : 0), define, n) == 0)
                return 1;
        }
    }
    return 0;
#endif
}

static void static_define_visit(void *context, const char *name, long line, const wg_cmake_arg *args, size_t argc)
{
    wg_family_file *ff = context;
    const struct wg_declarations *d = ff->tree->declarations;
    if (strcmp(name, "target_compile_definitions") != 0 || argc < 3)
        return;
    const char *scope = "";
    int own = 0; /* the command gives the library itself a define too (its export switch) */
    for (size_t i = 1; i < argc; ++i)
        own |= strcmp(args[i].text, "PRIVATE") == 0 || strcmp(args[i].text, "PUBLIC") == 0;
    for (size_t i = 1; i < argc; ++i) {
        const char *a = args[i].text;
        if (strcmp(a, "PRIVATE") == 0 || strcmp(a, "PUBLIC") == 0 || strcmp(a, "INTERFACE") == 0) {
            scope = a;
            continue;
        }
        if (strncmp(a, "-D", 2) == 0)
            a += 2;
        size_t n = strcspn(a, "=");
        int private_only = strcmp(scope, "PRIVATE") == 0, interface_only = strcmp(scope, "INTERFACE") == 0 && !own;
        if (!(private_only || interface_only) || !has_name(d->static_defines, d->static_count, a, n) ||
            not_a_static_library(ff->tree, args[0].text) ||
            other_scope_gives(ff->file->text, args[0].text, a, n, private_only ? "INTERFACE" : "PRIVATE"))
            continue;
        char message[260];
        /* INTERFACE alone (cpprestsdk's static build, _NO_ASYNCRTIMP): the library's own units
         * see the export macro as dllimport and define what it marks (C2491) */
        snprintf(message, sizeof message,
                 private_only ? "%.*s given PRIVATE to %s: its consumers do not get it and see the export macro as __declspec(dllimport) (LNK2019 __imp_...); PUBLIC"
                              : "%.*s given INTERFACE to %s: its own units do not get it and define what the export macro marks __declspec(dllimport) (C2491); PUBLIC",
                 (int)n, a, args[0].text);
        ff->report(ff->context, args[i].line ? args[i].line : line, "SCAN_DLLIMPORT_ON_STATIC", message);
    }
}

/* ---- per file ------------------------------------------------------------------------------------ */

int wg_export_macro_count(const wg_tree *t)
{
    return t->declarations ? (int)t->declarations->export_count : 0;
}

int wg_export_macro(const wg_tree *t, const char *name, size_t n)
{
    return t->declarations && has_name(t->declarations->export_macros, t->declarations->export_count, name, n);
}

char *wg_code_text(const char *text, size_t length)
{
    return code_text(text, length);
}

int wg_declarations_file(wg_family_file *ff)
{
    wg_tree_file *f = ff->file;
    const struct wg_declarations *d = ff->tree->declarations;
    if (!d)
        return 0;
    if (f->kind == WG_SCAN_CMAKE)
        return d->static_count ? wg_cmake_commands(f, static_define_visit, ff) : 0;
    if (f->kind != WG_SCAN_SOURCE)
        return 0;
    char *code = code_text(f->text, f->length);
    if (!code)
        return -1;
    directives_in_macro_args(ff, code);
    va_args_expansion(ff, code);
    exported_templates(ff, code);
    wg_dialect_file(ff, code, d->zc_cplusplus);
    wg_msvc_limits_file(ff, code);
    wg_function_bodies_file(ff, code);
    wg_dll_exports_file(ff, code);
    wg_windows_branch_file(ff);
    free(code);
    return 0;
}
