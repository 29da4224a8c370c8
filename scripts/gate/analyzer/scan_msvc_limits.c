/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_msvc_limits.c: what cl.exe rejects where GCC and Clang take it (issue 31), read over a
 * whole file:
 *   SCAN_ZERO_SIZE_ARRAY            an array declared with the bound 0 (T a[0]) in a function body
 *                                   or at namespace scope: C2466 (GCC takes it as an extension);
 *                                   not a struct member, which cl.exe takes as the last one (C4200)
 *   SCAN_MSVC_STRING_LITERAL_LIMIT  one narrow string literal (a raw one too) over 16,380 characters
 *                                   (C2026), or adjacent ones concatenated past 65,535 bytes (C1091)
 *   SCAN_BRACED_NARROWING           in C++, a double constant that float cannot hold exactly in the
 *                                   direct-list-initialization of a float the line shows: float x{0.1},
 *                                   float{0.1}: older cl.exe treat it as narrowing (C2397); 0.5f, 0.5
 *                                   (exact), arrays (C4305, a warning) and std::vector<float>'s lists
 *                                   are no finding. Reported apart: VS 2022 compiles it (XNNPACK) */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* The line of offset at, counting from a known (offset, line) pair before it. */
typedef struct line_cursor {
    const char *text;
    size_t at;
    long line;
} line_cursor;

static long line_at(line_cursor *c, size_t at)
{
    if (at < c->at)
        c->at = 0, c->line = 1;
    for (; c->at < at; ++c->at)
        c->line += c->text[c->at] == '\n';
    return c->line;
}

/* ---- SCAN_ZERO_SIZE_ARRAY ------------------------------------------------------------------------ */

enum { BRACE_BLOCK, BRACE_RECORD, BRACE_OTHER };

/* What the '{' at code[at] opens, from the text since the statement began (the last ; { or }). */
static int brace_kind(const char *code, size_t at)
{
    size_t b = at;
    while (b > 0 && code[b - 1] != ';' && code[b - 1] != '{' && code[b - 1] != '}')
        --b;
    char head[256];
    size_t n = 0;
    int angle = 0; /* template <class T, class H = std::hash<T>> class X {: what <...> holds is no initializer */
    for (size_t i = b; i < at; ++i) { /* from the statement's start: a long template head is read whole */
        if (i == 0 || code[i - 1] == '\n') { /* a directive line is not the statement's (msquic's #pragma pack(1)) */
            size_t d = i;
            while (d < at && (code[d] == ' ' || code[d] == '\t'))
                ++d;
            if (d < at && code[d] == '#') {
                while (i < at && !(code[i] == '\n' && code[i - 1] != '\\'))
                    ++i;
                continue;
            }
        }
        angle += code[i] == '<' ? 1 : code[i] == '>' && angle ? -1 : 0;
        if (angle || code[i] == '>')
            continue;
        if (n == sizeof head - 1) /* keep the last characters */
            memmove(head, head + 1, --n);
        head[n++] = code[i];
    }
    head[n] = '\0';
    size_t e = n;
    while (e && isspace((unsigned char)head[e - 1]))
        --e;
    if ((e && strchr("=,([", head[e - 1])) || (e >= 6 && strncmp(head + e - 6, "return", 6) == 0 && (e == 6 || !is_name(head[e - 7]))))
        return BRACE_OTHER; /* an initializer (return {v * f3[0], ...}: OpenColorIO) */
    if (wg_word_in(head, "enum") || wg_word_in(head, "namespace") || wg_word_in(head, "extern"))
        return BRACE_OTHER;
    if ((wg_word_in(head, "struct") || wg_word_in(head, "class") || wg_word_in(head, "union")) && !strchr(head, '(') &&
        !strchr(head, '='))
        return BRACE_RECORD;
    return BRACE_BLOCK;
}

/* Whether the tree defines word as a macro on this file's path: an all-caps word before the name
 * (OGRE_DELETE a[0]) is then a macro of an expression, not a type's word. */
static int defined_macro(const wg_family_file *ff, const char *word, size_t n)
{
    char name[64];
    if (n >= sizeof name)
        return 0;
    memcpy(name, word, n);
    name[n] = '\0';
    return wg_tree_defines_on_path(ff->tree, ff->file->path, name);
}

/* Whether the name before code[open] ('[') is declared there: only a type's words before it since
 * the statement began, no operator, call or keyword of an expression. */
static int declares_array(const wg_family_file *ff, const char *code, size_t open)
{
    size_t e = open;
    while (e > 0 && (code[e - 1] == ' ' || code[e - 1] == '\t'))
        --e;
    size_t name = e;
    while (name > 0 && is_name(code[name - 1]))
        --name;
    if (name == e || isdigit((unsigned char)code[name]))
        return 0;
    size_t before = name;
    while (before > 0 && (code[before - 1] == ' ' || code[before - 1] == '\t'))
        --before;
    if (before > 0 && code[before - 1] == ':')
        return 0; /* MyBase::mm[0] = a: a qualified name is a use */
#ifndef WG_SCAN_ZERO_SIZE_REFERENCE_OFF
    if (before > 0 && code[before - 1] == '&')
        return 0; /* no array of references exists: "h & quests[0];" is an expression (vcmi's serializer) */
#endif
    size_t b = name;
    while (b > 0 && code[b - 1] != ';' && code[b - 1] != '{' && code[b - 1] != '}')
        --b;
    /* past the directives between (#include <cstdio> above a namespace-scope array) */
    for (size_t i = b; i < name; ++i) {
        if (i != b && code[i - 1] != '\n')
            continue;
        size_t k = i;
        while (k < name && (code[k] == ' ' || code[k] == '\t'))
            ++k;
        if (k < name && code[k] == '#') {
            while (k < name && !(code[k] == '\n' && code[k - 1] != '\\'))
                ++k;
            b = k;
            i = k;
        }
    }
    int words = 0;
    for (size_t i = b; i < name; ++i) {
        char c = code[i];
        if (is_name(c)) {
            size_t w = i;
            while (i < name && is_name(code[i]))
                ++i;
            static const char *const expression_words[] = {"return", "delete", "new", "sizeof", "case", "goto", "throw",
                                                           "typedef", "extern", "else", "do", "co_return", NULL};
            for (size_t k = 0; expression_words[k]; ++k)
                if (strlen(expression_words[k]) == i - w && strncmp(code + w, expression_words[k], i - w) == 0)
                    return 0;
#ifndef WG_SCAN_ZERO_SIZE_NUMBER_OFF
            /* a number: no type starts with a digit, so the text is a list of values (asio's
             * "bytes_type v6_bytes = { { 0, 0, ..., 0xFF,\n v4_bytes[0], ... } }", whose inner
             * brace starts no initializer brace_kind sees) */
            if (isdigit((unsigned char)code[w]))
                return 0;
#endif
            if (all_caps(code + w, i - w) && defined_macro(ff, code + w, i - w))
                return 0; /* OGRE_DELETE a[0]: a macro the tree defines, not a type */
            ++words;
            --i;
        } else if (c == ':' && code[i + 1] != ':' && (i == b || code[i - 1] != ':')) {
            words = 0; /* a label's or case's colon (default: a[0] = x): the statement starts after it */
        } else if (!isspace((unsigned char)c) && !strchr("*&:<>,", c)) {
            return 0; /* = ( . -> [ ... : an expression */
        }
    }
    /* "a << b[0]" or "x > y[0]" read as words and <>: a template argument list closes with '>'
     * right after a word or '>'; a shift or comparison has spaces around it */
    for (size_t i = b; i + 1 < name; ++i)
        if ((code[i] == '<' && code[i + 1] == '<') || (code[i] == '>' && code[i + 1] == '>' && i + 2 < name && code[i + 2] == ' '))
            return 0;
    return words > 0;
}

/* Whether the '{' at code[at] comes right after another '{' (blanks and line breaks between): a
 * brace of its enclosing brace's kind, a nested block in a block, the inner list of an
 * initializer's {{...}} (gemmi's std::array Miller denh = {{Op::DEN * hkl[0], ...}}, whose
 * products read as declarations: 2 false alarms at its newest commit).
 * WG_SCAN_NESTED_INIT_LIST_OFF switches it off. */
static int opens_inner_brace(const char *code, size_t at)
{
#ifdef WG_SCAN_NESTED_INIT_LIST_OFF
    (void)code, (void)at;
    return 0;
#else
    while (at > 0 && isspace((unsigned char)code[at - 1]))
        --at;
    return at > 0 && code[at - 1] == '{';
#endif
}

/* Whether " = {}" (blanks and line breaks between) follows code[at]. */
static int empty_list_after(const char *code, size_t at)
{
    const char *p = code + at;
    while (isspace((unsigned char)*p))
        ++p;
    if (*p != '=' || p[1] == '=')
        return 0;
    ++p;
    while (isspace((unsigned char)*p))
        ++p;
    if (*p != '{')
        return 0;
    ++p;
    while (isspace((unsigned char)*p))
        ++p;
    return *p == '}';
}

static void zero_size_arrays(wg_family_file *ff, const char *code, size_t length)
{
    int stack[256];
    int depth = 0, parens = 0;
    line_cursor cursor = {code, 0, 1};
    for (size_t i = 0; i < length; ++i) {
        char c = code[i];
        if (c == '#') { /* a directive: to its end (continued lines too) */
            size_t b = i;
            while (b > 0 && (code[b - 1] == ' ' || code[b - 1] == '\t'))
                --b;
            if (b == 0 || code[b - 1] == '\n') {
                while (i < length && !(code[i] == '\n' && code[i - 1] != '\\'))
                    ++i;
                continue;
            }
        }
        if (c == '(')
            ++parens;
        else if (c == ')' && parens)
            --parens;
        else if (c == '{') {
            if (depth < 256)
                stack[depth] = depth > 0 && opens_inner_brace(code, i) ? stack[depth - 1] : brace_kind(code, i);
            ++depth;
        } else if (c == '}' && depth)
            --depth;
        else if (c == '[' && !parens) {
            size_t z = i + 1;
            while (code[z] == ' ' || code[z] == '\t')
                ++z;
            if (code[z] == ']' && ff->cplusplus && empty_list_after(code, z + 1)) {
                --z; /* T a[] = {}: C++ gives it no element (mujoco's tests) */
            } else if (code[z] != '0' || is_name(code[z + 1]) || code[z + 1] == '.') {
                continue;
            }
            ++z;
            while (code[z] == ' ' || code[z] == '\t')
                ++z;
            if (code[z] != ']')
                continue;
            size_t after = z + 1;
            while (code[after] == ' ' || code[after] == '\t')
                ++after;
            int kind = depth == 0 ? BRACE_BLOCK : depth <= 256 ? stack[depth - 1] : BRACE_OTHER;
            if (!strchr(";=[,", code[after]) || kind != BRACE_BLOCK || !declares_array(ff, code, i))
                continue;
            ff->report(ff->context, line_at(&cursor, i), "SCAN_ZERO_SIZE_ARRAY",
                       "array of size 0: cl.exe rejects it outside a struct (C2466, cannot allocate an array of constant size 0)");
        }
    }
}

/* ---- SCAN_MSVC_STRING_LITERAL_LIMIT ------------------------------------------------------------- */

/* The characters of an ordinary literal's text (escapes as one, line continuations as none). */
static size_t literal_characters(const char *s, size_t n)
{
    size_t count = 0;
    for (size_t i = 0; i < n; ++i) {
        if (s[i] == '\\' && i + 1 < n) {
            ++i;
            if (s[i] == '\n')
                continue;
            if (s[i] == 'x')
                while (i + 1 < n && isxdigit((unsigned char)s[i + 1]))
                    ++i;
            else if (s[i] >= '0' && s[i] <= '7')
                for (int k = 0; k < 2 && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '7'; ++k)
                    ++i;
        }
        ++count;
    }
    return count;
}

/* code holds each literal emptied between its quotes (scan_declarations.c's code_text), so the
 * quotes pair up in order; text holds what is between them. */
static void string_literal_limits(wg_family_file *ff, const char *code, const char *text, size_t length)
{
    line_cursor cursor = {code, 0, 1};
    size_t total = 0;
    long group_line = 0;
    int group_reported = 0;
    size_t last_close = 0;
    for (size_t i = 0; i < length; ++i) {
        if (code[i] != '"')
            continue;
        size_t open = i, close = open + 1;
        while (close < length && code[close] != '"')
            ++close;
        if (close >= length)
            return;
        i = close;
        int raw = open > 0 && code[open - 1] == 'R';
        size_t p = raw ? open - 1 : open; /* the prefix ends here */
        size_t prefix = p;
        int wide = 0;
        if (p > 1 && code[p - 1] == '8' && code[p - 2] == 'u')
            prefix = p - 2; /* u8: narrow */
        else if (p > 0 && strchr("LuU", code[p - 1]))
            prefix = p - 1, wide = 1;
        if (prefix > 0 && is_name(code[prefix - 1]))
            wide = 1; /* a name glued on (a macro's): not judged */
        /* adjacent to the previous literal (only blanks between): one concatenated literal */
        int adjacent = last_close && total;
        for (size_t k = last_close + 1; adjacent && k < prefix; ++k)
            adjacent = isspace((unsigned char)code[k]) != 0;
        if (!adjacent)
            total = 0, group_reported = 0, group_line = 0;
        last_close = close;
        if (wide) {
            total = 0;
            continue;
        }
        size_t characters;
        if (raw) { /* R"delim( ... )delim" */
            const char *paren = memchr(text + open + 1, '(', close - open - 1);
            size_t delim = paren ? (size_t)(paren - (text + open + 1)) : 0;
            characters = paren && close - open - 1 >= 2 * delim + 2 ? close - open - 1 - 2 * delim - 2 : 0;
        } else {
            characters = literal_characters(text + open + 1, close - open - 1);
        }
        long line = line_at(&cursor, open);
        if (!group_line)
            group_line = line;
        total += characters;
        if (characters > 16380) {
            char message[200];
            snprintf(message, sizeof message, "string literal of %zu characters: cl.exe takes at most 16,380 in one literal (C2026); split it into adjacent literals",
                     characters);
            ff->report(ff->context, line, "SCAN_MSVC_STRING_LITERAL_LIMIT", message);
            group_reported = 1;
        } else if (total + 1 > 65535 && !group_reported) { /* with its terminating NUL */
            ff->report(ff->context, group_line, "SCAN_MSVC_STRING_LITERAL_LIMIT",
                       "adjacent string literals concatenated past 65,535 bytes: cl.exe's limit (C1091); build the text at run time or split the array");
            group_reported = 1;
        }
    }
}

/* ---- SCAN_BRACED_NARROWING ---------------------------------------------------------------------- */

/* Whether the element (trimmed) is a floating constant without a suffix that float cannot hold
 * exactly: 0.1, 1e-4, -0.02; not 0.5, 0.1f, 1, 2.0L. */
static int inexact_double_constant(const char *s, size_t n)
{
    char buffer[64];
    if (n == 0 || n >= sizeof buffer)
        return 0;
    memcpy(buffer, s, n);
    buffer[n] = '\0';
    const char *p = buffer;
    if (*p == '-' || *p == '+')
        ++p;
    if (!isdigit((unsigned char)*p) && !(*p == '.' && isdigit((unsigned char)p[1])))
        return 0;
    if (!strpbrk(p, ".eE") || strpbrk(p, "xX'"))
        return 0; /* an integer, a hexadecimal or a separated constant */
    char *end;
    double v = strtod(buffer, &end);
    if (*end != '\0')
        return 0; /* a suffix (f, L) or an expression */
    return (double)(float)v != v;
}

/* The braced list at code[open] ('{'): each element an inexact double constant is reported. */
static void braced_list(wg_family_file *ff, const char *code, size_t length, size_t open, line_cursor *cursor, const char *what)
{
    size_t i = open + 1, start = open + 1;
    int nested = 0;
    for (; i < length; ++i) {
        char c = code[i];
        if (c == '{' || c == '(' || c == '[')
            ++nested;
        else if ((c == '}' || c == ')' || c == ']') && nested)
            --nested;
        else if (c == ';')
            return;
        else if (!nested && (c == ',' || c == '}')) {
            size_t b = start, e = i;
            while (b < e && isspace((unsigned char)code[b]))
                ++b;
            while (e > b && isspace((unsigned char)code[e - 1]))
                --e;
            if (inexact_double_constant(code + b, e - b)) {
                char message[220];
                snprintf(message, sizeof message, "double constant %.*s in a braced initialization of %s: float cannot hold it exactly, which cl.exe rejects as narrowing (C2397/C2398); write %.*sf",
                         (int)(e - b), code + b, what, (int)(e - b), code + b);
                /* Apart, never counted: CLBlast (2017), Sophus (2017) and AliceVision (2020) fixed it
                 * for MSVC, yet XNNPACK's newest tests, which its MSVC CI builds with VS 2022, hold
                 * float input_scale_{0.176080093}: which cl.exe versions reject it is not known here. */
                ff->report_apart(ff->context, line_at(cursor, b), "SCAN_BRACED_NARROWING", message,
                                 "cl.exe versions differ: AliceVision fixed one for MSVC in 2020, XNNPACK's current MSVC CI compiles one");
                return;
            }
            if (c == '}')
                return;
            start = i + 1;
        }
    }
}

static size_t skip_space(const char *code, size_t i, size_t length)
{
    while (i < length && isspace((unsigned char)code[i]))
        ++i;
    return i;
}

static void braced_narrowing(wg_family_file *ff, const char *code, size_t length)
{
    line_cursor cursor = {code, 0, 1};
    /* float name{...}, float{...} */
    for (const char *f = strstr(code, "float"); f; f = strstr(f + 5, "float")) {
        size_t at = (size_t)(f - code);
        if ((at > 0 && (is_name(code[at - 1]) || code[at - 1] == '<' || code[at - 1] == ',')) || is_name(code[at + 5]))
            continue; /* another word, or a template argument (std::complex<float>) */
        size_t i = skip_space(code, at + 5, length);
        if (i < length && code[i] == '{') {
            braced_list(ff, code, length, i, &cursor, "float");
            continue;
        }
        size_t name = i;
        while (i < length && is_name(code[i]))
            ++i;
        if (i == name || isdigit((unsigned char)code[name]))
            continue;
        i = skip_space(code, i, length);
        if (i < length && code[i] == '{')
            braced_list(ff, code, length, i, &cursor, "float");
    }
    /* Not std::vector<float> v = {0.0, 0.01}: sentencepiece's newest tests, which its MSVC CI
     * builds, hold one (the initializer_list's elements: no error there on current cl.exe). */
}

/* code: the file's text with comments blanked and literals emptied (scan_declarations.c). */
void wg_msvc_limits_file(wg_family_file *ff, const char *code)
{
    const wg_tree_file *f = ff->file;
    zero_size_arrays(ff, code, f->length);
    string_literal_limits(ff, code, f->text, f->length);
    /* C++ as cl.exe compiles it: nvcc's own front end reads the .cu files first */
    if (ff->cplusplus && !ends_with(f->path, ".cu") && !ends_with(f->path, ".cuh"))
        braced_narrowing(ff, code, f->length);
}
