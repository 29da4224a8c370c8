/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_msvc_c.c: rules on C that cl.exe's C compiler or the UCRT reject (issue 31), beside
 * scan_families.c's SCAN_MSVC_SYNTAX:
 *   SCAN_SNPRINTF_MACRO       #define snprintf (or vsnprintf) in a header on the Windows path: since VS 2015
 *                             the UCRT declares both, and its <stdio.h> stops with C1189
 *                             (fatal #error) where either is already a macro; a version guard
 *                             (_MSC_VER < 1900) puts the line off the path
 *   SCAN_EMPTY_INITIALIZER_C  = {} in a C source: an empty initializer is C23 (and C++); older
 *                             cl.exe C compilers stop with C2059, current ones may not: apart
 *   SCAN_CONST_DIV_BY_ZERO    a constant divided by a literal zero in C (0.0 / 0.0 for a NaN,
 *                             -1.0 / 0.0 for -inf): cl.exe's C compiler folds it and stops (C2124)
 *   SCAN_GCC_NAMED_VARIADIC   #define F(fmt, args...): GNU's named variadic parameter, which
 *                             cl.exe's preprocessor rejects (C2010) in C and C++
 *   SCAN_GCC_CASE_RANGE       case 1 ... 5: GNU's case range, a syntax error to cl.exe (C2143)
 *   SCAN_C_CONST_NOT_CONSTANT a file-scope object initialised with the value of a const object in C
 *                             (static const char *const b = a;): no constant expression in C,
 *                             which GCC folds and cl.exe rejects (C2099)
 *   SCAN_UCRT_NAN_NOT_CONSTANT a file-scope object initialised with <math.h>'s NAN or INFINITY in C
 *                             (const double nan_value = NAN;): the Windows 11 SDK's UCRT defines
 *                             them as expressions cl.exe's C compiler does not fold (C2099)
 *   SCAN_C_INLINE_NO_EXTERNAL_DEF  a file-scope 'inline' function (no static, no extern) defined in a
 *                             .c source and named in another file: cl.exe emits no external
 *                             definition of a C inline function it inlines everywhere (LNK2019) */
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

/* Whether the file #includes a system header (<...>) after line number: the define then comes
 * before that header's <stdio.h> unless an earlier include brought it (a C++ standard header
 * of the Microsoft STL, a C header that includes <stdio.h>). */
static int system_include_after(const wg_tree_file *f, long number)
{
    const char *p = f->text, *end = f->text + f->length;
    for (long n = 1; n <= number && p < end; ++n) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    while (p < end) {
        const char *q = skip_blank(p);
        if (*q == '#') {
            q = skip_blank(q + 1);
            if (strncmp(q, "include", 7) == 0 && *skip_blank(q + 7) == '<')
                return 1;
        }
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    return 0;
}

/* Whether the file #includes <stdio.h> or <cstdio> (any header where any is set) before line
 * number: the UCRT's <stdio.h> (#pragma once) has then made its check before the define, and no
 * later include reads it again (physfs's internal header redirects snprintf after its own
 * <stdio.h>). */
static int stdio_included_before(const wg_tree_file *f, long number, int any)
{
    const char *p = f->text, *end = f->text + f->length;
    for (long n = 1; n < number && p < end; ++n) {
        const char *q = skip_blank(p);
        if (*q == '#') {
            q = skip_blank(q + 1);
            if (strncmp(q, "include", 7) == 0) {
                q = skip_blank(q + 7);
                if (any || strncmp(q, "<stdio.h>", 9) == 0 || strncmp(q, "<cstdio>", 8) == 0)
                    return 1;
            }
        }
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    return 0;
}

/* The text after "#define" and its blanks on a directive line, or NULL for any other line. */
static const char *after_define(const char *line)
{
    const char *p = skip_blank(line);
    if (*p != '#')
        return NULL;
    p = skip_blank(p + 1);
    if (strncmp(p, "define", 6) != 0 || is_name(p[6]))
        return NULL;
    return skip_blank(p + 6);
}

static void snprintf_macro(wg_family_file *ff, const char *line, long number)
{
    const char *p = after_define(line);
    if (!p)
        return;
    size_t n = 0;
    while (is_name(p[n]))
        ++n;
    int plain = n == 8 && strncmp(p, "snprintf", 8) == 0, va = n == 9 && strncmp(p, "vsnprintf", 9) == 0;
    /* In a header, which its includers' later <stdio.h> (or <string>, <cstdio>, ...) follows; in
     * a source the define mostly comes after its <stdio.h> (a harmless redirect, as in the
     * newest protobuf-lite copies): reported there only where it precedes the unit's every
     * #include and a system header follows (duktape's duk_cmdline.c: then <stdio.h> surely
     * reads the macro). */
    const char *path = ff->file->path;
    if (!plain && !va)
        return;
    if (wg_translation_unit(path)) {
#ifndef WG_SCAN_SNPRINTF_MACRO_UNIT_OFF
        if (!stdio_included_before(ff->file, number, 1) && system_include_after(ff->file, number))
            ff->report(ff->context, number, "SCAN_SNPRINTF_MACRO",
                       plain ? "#define snprintf before the source's first #include: the UCRT (VS 2015 and later) declares snprintf and its <stdio.h> stops with C1189 where it is a macro"
                             : "#define vsnprintf before the source's first #include: the UCRT (VS 2015 and later) declares vsnprintf and its <stdio.h> stops with C1189 where it is a macro");
#endif
        return;
    }
    const char *message = plain ? "#define snprintf in a header: the UCRT (VS 2015 and later) declares snprintf and its <stdio.h> stops with C1189 where it is a macro"
                                : "#define vsnprintf in a header: the UCRT (VS 2015 and later) declares vsnprintf and its <stdio.h> stops with C1189 where it is a macro";
    if (stdio_included_before(ff->file, number, 0))
        ff->report_apart(ff->context, number, "SCAN_SNPRINTF_MACRO", message,
                         "the header includes <stdio.h> before the define: the UCRT's check has run, and its include guard keeps it from running again");
    else if (system_include_after(ff->file, number))
        ff->report(ff->context, number, "SCAN_SNPRINTF_MACRO", message);
    else
        ff->report_apart(ff->context, number, "SCAN_SNPRINTF_MACRO", message,
                         "the header includes no system header after the define: whether <stdio.h> comes later depends on its includers' order");
}

static void empty_initializer(wg_family_file *ff, const char *line, long number)
{
    if (ff->cplusplus || !ends_with(ff->file->path, ".c") || *skip_blank(line) == '#')
        return;
    for (const char *p = strchr(line, '='); p; p = strchr(p + 1, '=')) {
        if ((p > line && strchr("=!<>+-*/%&|^", p[-1])) || p[1] == '=')
            continue; /* ==, !=, <=, +=, ... */
        const char *b = skip_blank(p + 1);
        if (*b != '{' || *skip_blank(b + 1) != '}' || wg_in_literal(line, p))
            continue;
        /* Apart, never counted: c-blosc2 fixed it for MSVC (2020, 2023), yet XNNPACK's newest
         * C sources hold a dozen and its MSVC CI builds them: which cl.exe versions reject it
         * is not known here. */
        ff->report_apart(ff->context, number, "SCAN_EMPTY_INITIALIZER_C",
                         "empty initializer = {} in C: C23, which older cl.exe C compilers reject (C2059): write = {0}",
                         "cl.exe versions differ: c-blosc2 fixed it for MSVC, XNNPACK's current MSVC CI compiles it");
        return;
    }
}

/* C99's 'static' in an array parameter's bound (void f(Color colors[static 4])): cl.exe's C
 * compiler rejects the keyword there (raylib dropped it for MSVC). C only: C++ has no such form
 * on any compiler. */
static void static_array_parameter(wg_family_file *ff, const char *line, long number)
{
    if (ff->cplusplus || *skip_blank(line) == '#')
        return;
    for (const char *p = strchr(line, '['); p; p = strchr(p + 1, '[')) {
        const char *w = skip_blank(p + 1);
        if (strncmp(w, "static", 6) != 0 || is_name(w[6]) || wg_in_literal(line, p))
            continue;
        ff->report(ff->context, number, "SCAN_MSVC_SYNTAX",
                   "'static' in an array parameter's bound ([static N]): C99, which cl.exe's C compiler rejects (C2059)");
        return;
    }
}

/* The numeric literal that ends just before end (blanks skipped), or NULL: its first character. */
static const char *literal_before(const char *line, const char *end)
{
    const char *q = end;
    while (q > line && (q[-1] == ' ' || q[-1] == '\t'))
        --q;
    const char *stop = q;
    while (q > line && (is_name(q[-1]) || q[-1] == '.' ||
                        ((q[-1] == '+' || q[-1] == '-') && q - 1 > line && (q[-2] == 'e' || q[-2] == 'E') &&
                         q - 2 > line && isdigit((unsigned char)q[-3]))))
        --q;
    if (q == stop || !(isdigit((unsigned char)*q) || (*q == '.' && isdigit((unsigned char)q[1]))))
        return NULL;
    for (const char *c = q; c < stop; ++c)
        if (*c == 'x' || *c == 'X' || (isalpha((unsigned char)*c) && !strchr("eEfFlLuU", *c)))
            return NULL; /* a hexadecimal literal, a name that starts with a digit (never) */
    return q;
}

/* Whether p starts a literal zero (0, 0., .0, 0.0f, 0e0, 0u) that its token ends. */
static int literal_zero(const char *p)
{
    const char *q = p;
    int digits = 0;
    while (*q == '0' || *q == '.') {
        digits += *q == '0';
        ++q;
    }
    if (!digits || (q - p > 1 && p[0] == '.' && p[1] == '.'))
        return 0;
    if ((*q == 'e' || *q == 'E') && (q[1] == '0' || ((q[1] == '+' || q[1] == '-') && q[2] == '0')))
        for (q += 1 + (q[1] == '+' || q[1] == '-'); *q == '0';)
            ++q;
    while (*q && strchr("fFlLuU", *q))
        ++q;
    return !is_name(*q) && *q != '.';
}

/* 0.0 / 0.0, -1.0 / 0.0, 1 % 0 in C: both operands literals (the left one not itself the right
 * operand of another *, / or %: y/0/0 is no constant), so cl.exe's C compiler folds the division
 * and stops with C2124. A name or a call on either side is a run-time division. */
static void constant_division_by_zero(wg_family_file *ff, const char *line, long number)
{
    if (ff->cplusplus || *skip_blank(line) == '#')
        return;
    for (const char *p = line; *p; ++p) {
        if ((*p != '/' && *p != '%') || p[1] == '=' || p[1] == '/' || p[1] == '*' || (p > line && p[-1] == '/'))
            continue;
        const char *left = literal_before(line, p);
        if (!left || !literal_zero(skip_blank(p + 1)) || wg_in_literal(line, p))
            continue;
        const char *b = left;
        while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        if (b > line && strchr("*/%.)]\"'", b[-1]))
            continue;
        ff->report(ff->context, number, "SCAN_CONST_DIV_BY_ZERO",
                   "a constant divided by a literal zero (0.0 / 0.0, 1.0 / 0.0) in C: cl.exe's C compiler stops with C2124; use NAN/INFINITY from <math.h> or a helper");
        return;
    }
}

/* case 1 ... 5: GNU's case range (C and C++): cl.exe stops with a syntax error (C2143). The
 * ellipsis lies between the case label's word and its ':'; sizeof...(Ts) is no range. */
static void case_range(wg_family_file *ff, const char *line, long number)
{
    if (*skip_blank(line) == '#')
        return;
    for (const char *p = strstr(line, "case"); p; p = strstr(p + 4, "case")) {
        if ((p > line && is_name(p[-1])) || is_name(p[4]) || wg_in_literal(line, p))
            continue;
        for (const char *q = p + 4; *q && *q != ';' && *q != '{'; ++q) {
            if (*q == ':' && q[1] != ':' && (q == line || q[-1] != ':'))
                break;
            if (strncmp(q, "...", 3) != 0)
                continue;
            const char *w = q;
            while (w > p && (w[-1] == ' ' || w[-1] == '\t'))
                --w;
            if (w - p >= 6 && strncmp(w - 6, "sizeof", 6) == 0)
                break;
            ff->report(ff->context, number, "SCAN_GCC_CASE_RANGE",
                       "GNU case range (case A ... B:): cl.exe stops with a syntax error (C2143); list the cases");
            return;
        }
    }
}

/* #define F(fmt, args...): GNU's named variadic parameter (a name before the '...'); cl.exe's
 * preprocessor takes only a bare '...' with __VA_ARGS__ (C2010). */
static void named_variadic_macro(wg_family_file *ff, const char *line, long number)
{
    const char *p = after_define(line);
    if (!p)
        return;
    while (is_name(*p))
        ++p;
    if (*p != '(')
        return; /* an object-like macro */
    const char *close = strchr(p, ')');
    if (!close)
        return;
    const char *dots = close;
    while (dots > p && (dots[-1] == ' ' || dots[-1] == '\t'))
        --dots;
    if (dots - p < 4 || strncmp(dots - 3, "...", 3) != 0)
        return;
    const char *n = dots - 3;
    while (n > p && (n[-1] == ' ' || n[-1] == '\t'))
        --n;
    if (n > p && is_name(n[-1]))
        ff->report(ff->context, number, "SCAN_GCC_NAMED_VARIADIC",
                   "GNU named variadic macro parameter (args...): cl.exe's preprocessor rejects it (C2010); write ... and __VA_ARGS__");
}

/* Line number of f's text (1-based), or NULL past the end; *n: its length without the newline. */
static const char *text_line(const wg_tree_file *f, long number, size_t *n)
{
    const char *p = f->text, *end = f->text + f->length;
    for (long k = 1; k < number && p < end; ++k) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    if (p >= end)
        return NULL;
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    *n = (size_t)((nl ? nl : end) - p);
    return p;
}

/* The name before the first '(' of the n characters at p (blanks between allowed), copied into
 * name; 0 where there is none or it is an attribute keyword. */
static int name_before_paren(const char *p, size_t n, char *name, size_t size)
{
    const char *open = memchr(p, '(', n);
    if (!open)
        return 0;
    const char *e = open;
    while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
        --e;
    const char *b = e;
    while (b > p && is_name(b[-1]))
        --b;
    size_t len = (size_t)(e - b);
    if (len == 0 || len >= size || isdigit((unsigned char)*b) || strncmp(b, "__attribute__", 13) == 0 ||
        strncmp(b, "__declspec", 10) == 0)
        return 0;
    memcpy(name, b, len);
    name[len] = '\0';
    return 1;
}

/* Whether a source of the tree other than self names name followed by '(' (a call or a
 * declaration: the other units that need the external definition). */
static int named_elsewhere(const wg_tree *tree, const wg_tree_file *self, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < tree->count; ++i) {
        const wg_tree_file *f = &tree->files[i];
        if (f == self || f->kind != WG_SCAN_SOURCE)
            continue;
        const char *p = f->text, *end = f->text + f->length;
        while ((size_t)(end - p) > n && (p = memchr(p, name[0], (size_t)(end - p - n))) != NULL) {
            const char *q = p + n;
            if (memcmp(p, name, n) == 0 && (p == f->text || !is_name(p[-1])) && !is_name(*q)) {
                while (q < end && (*q == ' ' || *q == '\t'))
                    ++q;
                if (q < end && *q == '(')
                    return 1;
            }
            ++p;
        }
    }
    return 0;
}

/* Whether the line forces inlining: always_inline (GCC's attribute, a project's ALWAYS_INLINE
 * macro), __forceinline, FORCEINLINE / FORCE_INLINE, in any case. */
static int has_forced_inline(const char *line)
{
    static const char *const marks[] = {"always_inline", "forceinline", "force_inline"};
    for (const char *p = line; *p; ++p)
        for (size_t m = 0; m < sizeof marks / sizeof *marks; ++m) {
            size_t n = strlen(marks[m]), k = 0;
            while (k < n && p[k] && tolower((unsigned char)p[k]) == marks[m][k])
                ++k;
            if (k == n)
                return 1;
        }
    return 0;
}

/* 'inline T f(...)' opening a definition at file scope of a .c source, with neither static nor
 * extern: C99 makes that an inline definition, and cl.exe's C compiler emits the function only
 * where a call in the unit is not inlined, so another unit's call finds no symbol (LNK2019:
 * jerryscript and c3c added extern or dropped inline). The name may stand on the next line
 * (jerryscript puts it under the return type); reported where another file names it. */
static void inline_without_external_definition(wg_family_file *ff, const char *line, long number)
{
    const char *p = skip_blank(line);
    if (ff->cplusplus || ff->depth != 0 || !ends_with(ff->file->path, ".c") || strncmp(p, "inline", 6) != 0 ||
        is_name(p[6]) || wg_word_in(p, "static") || wg_word_in(p, "extern"))
        return;
    char name[128];
    size_t n = 0;
    const char *text = strchr(p, '(') ? p : text_line(ff->file, number + 1, &n);
    if (text == p)
        n = strlen(p);
    if (!text || !name_before_paren(text, n, name, sizeof name) || memchr(text, ';', n))
        return; /* no declarator seen, or a declaration only */
    if (!named_elsewhere(ff->tree, ff->file, name))
        return;
    const char *message = "C 'inline' function defined in a .c source without extern and named in another file: cl.exe emits no external definition where it inlines it (LNK2019); add extern (extern inline) or drop inline";
    /* Forced inlining (jerryscript's JERRY_ATTR_ALWAYS_INLINE, __forceinline) inlines every call of
     * the unit, so no definition is ever emitted; a plain inline one is emitted where a call is
     * not inlined, which c3c's newest MSVC-green commit relies on (advance() in parser.c). */
    if (has_forced_inline(line))
        ff->report(ff->context, number, "SCAN_C_INLINE_NO_EXTERNAL_DEF", message);
    else
        ff->report_apart(ff->context, number, "SCAN_C_INLINE_NO_EXTERNAL_DEF", message,
                         "a plain inline: cl.exe emits the function where one of the unit's calls is not inlined (c3c's newest MSVC build links so)");
}

/* The brace depth before the line: ff->depth already counts the line's own braces here. */
static int depth_before_line(const wg_family_file *ff, const char *line)
{
    int depth = ff->depth;
    for (const char *p = line; *p; ++p)
        if ((*p == '{' || *p == '}') && !wg_in_literal(line, p))
            depth += *p == '{' ? -1 : 1;
    return depth;
}

/* A file-scope declaration of a const object (not an array, whose name is an address constant,
 * nor a function): "static const char *const key1 = ...", "const int limit = 4;". Its name is
 * noted; a later file-scope initializer that reads it is no constant expression in C. */
static void note_const_object(wg_family_file *ff, const char *line)
{
    const char *p = skip_blank(line);
    if (depth_before_line(ff, line) != 0 || *p == '#' || p != line || ff->c_const_object_count >= sizeof ff->c_const_objects / sizeof *ff->c_const_objects)
        return;
    const char *eq = strchr(p, '=');
    if (!eq || eq[1] == '=' || !wg_word_in(p, "const") || wg_word_in(p, "typedef") || wg_word_in(p, "extern"))
        return;
    const char *e = eq;
    while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
        --e;
    const char *b = e;
    while (b > p && is_name(b[-1]))
        --b;
    if (b == e || isdigit((unsigned char)*b) || (size_t)(e - b) >= sizeof ff->c_const_objects[0])
        return; /* an array (name[] =) or no plain declarator */
    const char *before = b;
    while (before > p && (before[-1] == ' ' || before[-1] == '\t'))
        --before;
    /* the object itself const: "*const name", or "const T name" with no '*' (a pointer to const is
     * no const object, and GCC rejects its value too) */
    int const_object = before - p >= 5 && strncmp(before - 5, "const", 5) == 0 && before - 6 >= p && before[-6] == '*';
    if (!const_object && !memchr(p, '*', (size_t)(b - p)) && !memchr(p, '(', (size_t)(b - p)))
        const_object = 1;
    if (!const_object)
        return;
    memcpy(ff->c_const_objects[ff->c_const_object_count], b, (size_t)(e - b));
    ff->c_const_objects[ff->c_const_object_count++][e - b] = '\0';
}

/* The noted const object named at p, a whole word (not a member, a call or an address). */
static int reads_const_object(const wg_family_file *ff, const char *line, const char *p, size_t n)
{
    if ((p > line && (is_name(p[-1]) || p[-1] == '.' || p[-1] == '&' || (p[-1] == '>' && p > line + 1 && p[-2] == '-'))) ||
        *skip_blank(p + n) == '(' || wg_in_literal(line, p))
        return 0;
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    if (b > line && b[-1] == '(') { /* a macro's argument: igraph's "#define addr(a) (&a)", addr(table) */
        const char *c = b - 1;
        while (c > line && (c[-1] == ' ' || c[-1] == '\t'))
            --c;
        if (c > line && is_name(c[-1]))
            return 0;
    }
    for (size_t i = 0; i < ff->c_const_object_count; ++i)
        if (strlen(ff->c_const_objects[i]) == n && strncmp(ff->c_const_objects[i], p, n) == 0)
            return 1;
    return 0;
}

/* C: a file-scope object initialised with the value of a const object of the file, alone
 * (OpenVPN's "static const char *const key2 = key1;") or inside a file-scope table's braces
 * ({"RSA", props, ...} with "static const char *const props"): a const object is no constant
 * expression in C, which GCC folds as an extension and cl.exe rejects (C2099). */
#ifdef WG_SCAN_CONST_SAME_LINE_OFF
enum { ROWS_ON_OPENING_LINE = 0 };
#else
enum { ROWS_ON_OPENING_LINE = 1 };
#endif

static void const_object_initializer(wg_family_file *ff, const char *line, long number)
{
    if (ff->cplusplus || *skip_blank(line) == '#')
        return;
    int start_depth = depth_before_line(ff, line);
    if (start_depth == 0)
        ff->c_file_initializer = 0;
    const char *from = NULL;
    if (start_depth == 0) {
        const char *eq = strchr(line, '=');
#ifdef WG_SCAN_CONST_PARENTHESES_OFF
        const char *paren = strchr(line, '(');
#else
        /* a '(' before the '=' is a declarator's (a function, a pointer to one); after it, the
         * initializer's own grouping: freeglut's "const float MIN_SIZE = ( 4.0f * GRAB_WIDTH );" */
        const char *paren = eq ? memchr(line, '(', (size_t)(eq - line)) : NULL;
#endif
        if (eq && eq[1] != '=' && !paren && !wg_in_literal(line, eq)) {
            from = skip_blank(eq + 1);
            if (*from == '{') /* the table's rows follow, or stand on this line: {pubkey1, pubkey2} */
                ff->c_file_initializer = 1, from = ROWS_ON_OPENING_LINE ? from + 1 : NULL;
        }
    } else if (ff->c_file_initializer)
        from = line;
    for (const char *p = from; p && *p; ++p) {
        if (!is_name(*p) || (p > from && is_name(p[-1])))
            continue;
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        if (reads_const_object(ff, line, p, n) && !(p - line >= 7 && strncmp(skip_blank(p - 7), "sizeof", 6) == 0)) {
            ff->report(ff->context, number, "SCAN_C_CONST_NOT_CONSTANT",
                       "a file-scope initializer reads a const object: no constant expression in C, cl.exe stops with C2099 (GCC folds it); use a #define, an enum or the literal");
            return;
        }
        p += n - 1;
    }
    note_const_object(ff, line);
}

/* C: a file-scope initializer that reads the UCRT's NAN or INFINITY (protobuf's upb
 * "const double kUpb_NaN = NAN;", "const float kUpb_FltInfinity = INFINITY;"): the Windows 11
 * SDK's <math.h> defines them as expressions that are no constant to cl.exe's C compiler, which
 * stops with C2099 (GCC's and the older UCRT's are constants). Not where the file #defines the
 * name on the Windows path (a stand-in), nor in a table row or a macro's argument: the initializer's value is
 * the macro alone, with an optional sign or cast. */
static void ucrt_nan_initializer(wg_family_file *ff, const char *line, long number)
{
#ifdef WG_SCAN_UCRT_NAN_OFF
    (void)ff, (void)line, (void)number;
#else
    static const char *const names[] = {"NAN", "INFINITY", NULL};
    if (ff->cplusplus || *skip_blank(line) == '#' || depth_before_line(ff, line) != 0 || line != skip_blank(line))
        return;
    const char *eq = strchr(line, '=');
    if (!eq || eq[1] == '=' || memchr(line, '(', (size_t)(eq - line)) || wg_in_literal(line, eq))
        return;
    const char *v = skip_blank(eq + 1);
    if (*v == '-' || *v == '+')
        v = skip_blank(v + 1);
    if (*v == '(') { /* a cast: (float)INFINITY */
        const char *close = strchr(v, ')');
        v = close ? skip_blank(close + 1) : v;
    }
    for (size_t i = 0; names[i]; ++i) {
        size_t n = strlen(names[i]);
        if (strncmp(v, names[i], n) != 0 || is_name(v[n]) || *skip_blank(v + n) != ';')
            continue;
        if (wg_tree_defines_on_path(ff->tree, ff->file->path, names[i]))
            return;
        char message[240];
        snprintf(message, sizeof message, "a file-scope initializer is <math.h>'s %s in C: the Windows 11 SDK's UCRT defines it as "
                 "an expression cl.exe's C compiler does not fold (C2099); compute it at run time or use a literal expression", names[i]);
        ff->report(ff->context, number, "SCAN_UCRT_NAN_NOT_CONSTANT", message);
        return;
    }
#endif
}

/* Whether f names name followed by '(' on a line after number (a use of a macro defined there). */
static int called_after(const wg_tree_file *f, long number, const char *name)
{
    size_t length, n = strlen(name);
    const char *at = text_line(f, number + 1, &length);
    for (const char *p = at ? wg_word_in(at, name) : NULL; p; p = wg_word_in(p + n, name))
        if (*skip_blank(p + n) == '(')
            return 1;
    return 0;
}

/* #define ASSERT(msg, cond) typedef char name##msg[-(!(cond))]: the static assertion's array has
 * the size 0 where the condition holds (-!1), which GCC takes as its extension and cl.exe
 * rejects (C2466) at every use; (cond) ? 1 : -1 is the portable form (libtommath's
 * MP_STATIC_ASSERT). Only a macro the tree uses. */
static void zero_size_static_assert(wg_family_file *ff, const char *line, long number)
{
#ifndef WG_SCAN_ZERO_ASSERT_OFF
    const char *p = after_define(line);
    if (!p || ff->cplusplus)
        return;
    char name[64];
    size_t n = 0;
    while (is_name(p[n]) && n < sizeof name - 1)
        name[n] = p[n], ++n;
    name[n] = '\0';
    if (!n || p[n] != '(' || !wg_word_in(p + n, "typedef"))
        return;
    for (const char *b = strchr(p + n, '['); b; b = strchr(b + 1, '[')) {
        char compact[16];
        size_t k = 0;
        for (const char *q = b + 1; *q && k < sizeof compact - 1 && k < 4; ++q)
            if (*q != ' ' && *q != '\t')
                compact[k++] = *q;
        compact[k] = '\0';
        if ((strncmp(compact, "-(!", 3) == 0 || strncmp(compact, "-!(", 3) == 0) &&
            (called_after(ff->file, number, name) || named_elsewhere(ff->tree, ff->file, name))) {
            ff->report(ff->context, number, "SCAN_ZERO_SIZE_ARRAY",
                       "static assertion macro whose array bound -!(cond) is 0 where the condition holds: cl.exe rejects the zero-size array (C2466) at each use; write (cond) ? 1 : -1");
            return;
        }
    }
#else
    (void)ff, (void)line, (void)number;
#endif
}

void wg_msvc_c_define(wg_family_file *ff, const char *line, long number)
{
    snprintf_macro(ff, line, number);
    named_variadic_macro(ff, line, number);
    zero_size_static_assert(ff, line, number);
}

void wg_msvc_c_line(wg_family_file *ff, const char *line, long number)
{
    empty_initializer(ff, line, number);
    static_array_parameter(ff, line, number);
    constant_division_by_zero(ff, line, number);
    case_range(ff, line, number);
    inline_without_external_definition(ff, line, number);
    const_object_initializer(ff, line, number);
    ucrt_nan_initializer(ff, line, number);
}

/* ---- SCAN_MSVC_SYNTAX's void-pointer arithmetic on a struct member ---------------------------- */
/* The members of the tree's C structs, each "Owner\tmember\ttype\tstars" (type "void", a struct's
 * name, or "int" for any other), owners being the tag and the typedef names; "=Alias\tTag" for a
 * separate "typedef struct Tag Alias;". An operand such as lr->data or a->page_lr->data is typed
 * through them (allegro5's ALLEGRO_LOCKED_REGION's void *data, spglib's OverlapChecker's blob). */

static const char *const type_qualifiers[] = {"const", "volatile", "struct", "union", "enum", "static", "register", NULL};

/* p past the qualifier words above and blanks. */
static const char *skip_qualifiers(const char *p, const char *end)
{
    for (int again = 1; again;) {
        again = 0;
        while (p < end && isspace((unsigned char)*p))
            ++p;
        for (size_t i = 0; type_qualifiers[i]; ++i) {
            size_t n = strlen(type_qualifiers[i]);
            if ((size_t)(end - p) > n && strncmp(p, type_qualifiers[i], n) == 0 && !is_name(p[n]))
                p += n, again = 1;
        }
    }
    return p;
}

static int add_member(wg_tree *t, const char *owner, size_t on, const char *name, size_t nn, const char *type, size_t tn, int stars)
{
    char entry[256];
    int n = snprintf(entry, sizeof entry, "%.*s\t%.*s\t%.*s\t%d", (int)on, owner, (int)nn, name, (int)tn, type, stars);
    if (n <= 0 || (size_t)n >= sizeof entry)
        return 0;
    if (strcmp(type, "void") == 0 && stars == 1 && !wg_strlist_has(t->void_member_names, t->void_member_name_count, name, nn) &&
        wg_strlist_add(&t->void_member_names, &t->void_member_name_count, &t->void_member_name_capacity, name, nn) != 0)
        return -1;
    return wg_strlist_append(&t->struct_members, &t->struct_member_count, &t->struct_member_capacity, entry, (size_t)n);
}

/* One member declaration [d, e) of the struct owner: each declarator's name and pointer depth.
 * Function pointers, arrays and bit-fields are left out: arithmetic on them is no void * case. */
static int note_member_declaration(wg_tree *t, const char *owner, size_t on, const char *d, const char *e)
{
    if (memchr(d, '(', (size_t)(e - d)) || memchr(d, '{', (size_t)(e - d)))
        return 0;
    const char *type = skip_qualifiers(d, e), *te = type;
    while (te < e && is_name(*te))
        ++te;
    if (te == type)
        return 0;
    char type_name[64];
    int builtin = strchr("usli", *type) && (strncmp(type, "unsigned", 8) == 0 || strncmp(type, "signed", 6) == 0 ||
                                            strncmp(type, "long", 4) == 0 || strncmp(type, "short", 5) == 0 || strncmp(type, "int", 3) == 0);
    snprintf(type_name, sizeof type_name, "%.*s", builtin ? 3 : (int)(te - type), builtin ? "int" : type);
    for (const char *p = te; p < e;) {
        int stars = 0;
        for (;; ++p) {
            p = skip_qualifiers(p, e);
            if (p >= e || *p != '*')
                break;
            ++stars;
        }
        const char *name = p;
        while (p < e && is_name(*p))
            ++p;
        const char *after = p;
        while (after < e && isspace((unsigned char)*after))
            ++after;
        if (p > name && !isdigit((unsigned char)*name) && (after == e || *after == ',') &&
            add_member(t, owner, on, name, (size_t)(p - name), type_name, strlen(type_name), stars) != 0)
            return -1;
        while (p < e && *p != ',')
            ++p;
        ++p;
    }
    return 0;
}

/* The members of the body [open + 1, close) for owner (a nested struct's or union's declaration
 * skipped whole: its members are none of owner's by these names). */
static int note_struct_body(wg_tree *t, const char *owner, size_t on, const char *open, const char *close)
{
    const char *d = open + 1;
    int depth = 0, nested = 0;
    for (const char *p = d; p < close; ++p) {
        if (*p == '{')
            ++depth, nested = 1;
        else if (*p == '}')
            --depth;
        else if (*p == ';' && depth == 0) {
            if (!nested && note_member_declaration(t, owner, on, d, p) != 0)
                return -1;
            d = p + 1, nested = 0;
        }
    }
    return 0;
}

/* The typedef names after a struct body's '}' at close: "} Name, *PName;" gives Name. */
static int note_typedef_names(wg_tree *t, const char *tag, size_t tn, const char *close, const char *open)
{
    const char *end = strchr(close, ';');
    for (const char *p = close + 1; end && p < end;) {
        while (p < end && (isspace((unsigned char)*p) || *p == ','))
            ++p;
        int pointer = *p == '*';
        while (p < end && *p == '*')
            ++p;
        const char *name = p;
        while (p < end && is_name(*p))
            ++p;
        if (p == name)
            break;
        if (!pointer && !(tn == (size_t)(p - name) && strncmp(tag, name, tn) == 0) &&
            note_struct_body(t, name, (size_t)(p - name), open, close) != 0)
            return -1;
    }
    return 0;
}

/* The end of the brace group opening at open, or NULL. */
static const char *brace_end(const char *open)
{
    int depth = 0;
    for (const char *p = open; *p; ++p)
        if (*p == '{')
            ++depth;
        else if (*p == '}' && --depth == 0)
            return p;
    return NULL;
}

static const char *skip_space(const char *p)
{
    while (isspace((unsigned char)*p))
        ++p;
    return p;
}

/* Each struct of a C file's code text (its directives blanked). */
static int note_structs(wg_tree *t, const char *code)
{
    for (const char *s = strstr(code, "struct"); s; s = strstr(s + 6, "struct")) {
        if ((s > code && is_name(s[-1])) || is_name(s[6]))
            continue;
        const char *p = skip_space(s + 6), *tag = p;
        while (is_name(*p))
            ++p;
        size_t tn = (size_t)(p - tag);
        const char *open = skip_space(p); /* "struct Tag\n{" */
        const char *b = s;
        while (b > code && isspace((unsigned char)b[-1]))
            --b;
        int typedef_before = b - code >= 7 && strncmp(b - 7, "typedef", 7) == 0 && (b - code == 7 || !is_name(b[-8]));
        if (*open != '{') { /* typedef struct Tag Alias; */
            const char *alias = open, *ae = alias;
            while (is_name(*ae))
                ++ae;
            if (typedef_before && tn && ae > alias && *skip_space(ae) == ';') {
                char entry[160];
                int n = snprintf(entry, sizeof entry, "=%.*s\t%.*s", (int)(ae - alias), alias, (int)tn, tag);
                if (n > 0 && (size_t)n < sizeof entry &&
                    wg_strlist_append(&t->struct_members, &t->struct_member_count, &t->struct_member_capacity, entry, (size_t)n) != 0)
                    return -1;
            }
            continue;
        }
        const char *close = brace_end(open);
        if (!close)
            break;
        if ((tn && note_struct_body(t, tag, tn, open, close) != 0) ||
            (typedef_before && note_typedef_names(t, tag, tn, close, open) != 0))
            return -1;
    }
    return 0;
}

int wg_void_members_tree_facts(wg_tree *t)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        const char *dot = strrchr(f->path, '.');
        if (f->kind != WG_SCAN_SOURCE || !f->text || !dot || (strcmp(dot, ".c") != 0 && strcmp(dot, ".h") != 0) ||
            !strstr(f->text, "struct"))
            continue;
        char *code = wg_code_text(f->text, f->length);
        if (!code)
            return -1;
        for (char *line = code; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
            char *q = line;
            while (*q == ' ' || *q == '\t')
                ++q;
            if (*q == '#') /* a directive inside a body would join the next member's declaration */
                for (; *q && *q != '\n'; ++q)
                    *q = ' ';
        }
        int failed = note_structs(t, code);
        free(code);
        if (failed)
            return -1;
    }
    return 0;
}

/* The type of owner's member (through a "typedef struct Tag Alias;"): 1 where every struct of
 * that name the tree declares agrees on it (two files' structs of one name may differ). */
static int member_type(const wg_tree *t, const char *owner, size_t on, const char *member, size_t mn, char *type, size_t size, int *stars,
                       int aliases)
{
    int found = 0;
    for (size_t i = 0; i < t->struct_member_count; ++i) {
        const char *e = t->struct_members[i];
        if (*e == '=' || strncmp(e, owner, on) != 0 || e[on] != '\t' || strncmp(e + on + 1, member, mn) != 0 || e[on + 1 + mn] != '\t')
            continue;
        const char *ty = e + on + mn + 2, *tab = strchr(ty, '\t');
        if (!tab || (size_t)(tab - ty) >= size)
            continue;
        int s = atoi(tab + 1);
        if (found && (strncmp(type, ty, (size_t)(tab - ty)) != 0 || type[tab - ty] != '\0' || *stars != s))
            return 0;
        memcpy(type, ty, (size_t)(tab - ty));
        type[tab - ty] = '\0';
        *stars = s, found = 1;
    }
    for (size_t i = 0; !found && aliases && i < t->struct_member_count; ++i) {
        const char *e = t->struct_members[i];
        if (*e == '=' && strncmp(e + 1, owner, on) == 0 && e[on + 1] == '\t') {
            char tag[64];
            snprintf(tag, sizeof tag, "%s", e + on + 2);
            return member_type(t, tag, strlen(tag), member, mn, type, size, stars, aliases - 1);
        }
    }
    return found;
}

static int c_keyword(const char *w, size_t n)
{
    static const char *const words[] = {"return", "sizeof", "else", "case", "goto", "typedef", "do", "if", "while", NULL};
    for (size_t i = 0; words[i]; ++i)
        if (strlen(words[i]) == n && strncmp(words[i], w, n) == 0)
            return 1;
    return 0;
}

/* Whether the n characters at line's p declare name (at p): "Type *name", "Type name", or a later
 * declarator "Type *a, *name" (the line's first word); its type and pointer depth. */
static int declares_at(const char *line, const char *p, size_t n, char *type, size_t size, int *stars)
{
    const char *after = skip_blank(p + n);
    if (!strchr(";,=)[", *after) || !*after)
        return 0;
    const char *b = p;
    int s = 0;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '*'))
        s += *--b == '*';
    const char *w = b;
    while (w > line && is_name(w[-1]))
        --w;
    if (b > line && b[-1] == ',' && !memchr(line, '(', (size_t)(p - line))) { /* "Type *a, *name;" */
        w = skip_qualifiers(line, p), b = w;
        while (is_name(*b))
            ++b;
        if (!s)
            return 0; /* a plain later declarator could be an argument list's name */
    }
    if (w == b || isdigit((unsigned char)*w) || c_keyword(w, (size_t)(b - w)) || (size_t)(b - w) >= size ||
        (b - w == 5 && strncmp(w, "const", 5) == 0))
        return 0;
    memcpy(type, w, (size_t)(b - w));
    type[b - w] = '\0';
    *stars = s;
    return 1;
}

/* The declared type of the local, parameter or earlier object name seen before line number:
 * the nearest declaration going back, not past the '}' in the first column that closes the
 * previous function. */
static int declared_type(const wg_family_file *ff, long number, const char *name, size_t n, char *type, size_t size, int *stars)
{
    const wg_tree_file *f = ff->file;
    size_t length;
    const char *at = text_line(f, number, &length);
    char word[64];
    if (!at || n >= sizeof word)
        return 0;
    memcpy(word, name, n);
    word[n] = '\0';
    for (long k = 1; k <= 600 && at > f->text; ++k) {
        const char *end = at - 1, *start = end;
        while (start > f->text && start[-1] != '\n')
            --start;
        char copy[512];
        size_t cn = (size_t)(end - start) < sizeof copy - 1 ? (size_t)(end - start) : sizeof copy - 1;
        memcpy(copy, start, cn);
        copy[cn] = '\0';
        for (const char *p = wg_word_in(copy, word); p; p = wg_word_in(p + n, word))
            if (!wg_in_literal(copy, p) && declares_at(copy, p, n, type, size, stars))
                return 1;
        if (copy[0] == '}')
            return 0;
        at = start;
    }
    return 0;
}

/* The type of the operand that ends before the member access at access ("lr" of lr->data,
 * "data->page_lr" of data->page_lr->data); *start: where the operand begins. */
static int operand_type(const wg_family_file *ff, long number, const char *line, const char *access, char *type, size_t size, int *stars,
                        const char **start)
{
    const char *e = access;
    while (e > line && (e[-1] == ' ' || e[-1] == '\t'))
        --e;
    const char *s = e;
    while (s > line && is_name(s[-1]))
        --s;
    if (s == e || isdigit((unsigned char)*s))
        return 0;
    const char *b = s;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    int arrow = b - line >= 2 && b[-1] == '>' && b[-2] == '-', dot = !arrow && b > line && b[-1] == '.';
    if (!arrow && !dot) {
        *start = s;
        return declared_type(ff, number, s, (size_t)(e - s), type, size, stars);
    }
    char owner[64];
    int owner_stars;
    if (!operand_type(ff, number, line, b - (arrow ? 2 : 1), owner, sizeof owner, &owner_stars, start) || owner_stars != (arrow ? 1 : 0))
        return 0;
    return member_type(ff->tree, owner, strlen(owner), s, (size_t)(e - s), type, size, stars, 2);
}

/* C: a struct member declared void * taking + or - (lr->data + y*lr->pitch): GNU void-pointer
 * arithmetic, C2036 in cl.exe, where the operand's declared type (a local's or a parameter's,
 * then each member's) says the member is void *; a cast before it ((char *)lr->data + n) makes
 * the arithmetic char's. */
int wg_void_member_arithmetic(const wg_family_file *ff, const char *line, long number)
{
    const wg_tree *t = ff->tree;
    if (!t->void_member_name_count)
        return 0;
    for (const char *p = line; (p = strpbrk(p, ".>")) != NULL; ++p) {
        if (*p == '>' && (p == line || p[-1] != '-'))
            continue;
        const char *m = skip_blank(p + 1), *me = m;
        while (is_name(*me))
            ++me;
        const char *after = skip_blank(me);
        if (me == m || isdigit((unsigned char)*m) || !(after[0] == '+' || (after[0] == '-' && after[1] != '>')) ||
            !wg_strlist_has(t->void_member_names, t->void_member_name_count, m, (size_t)(me - m)) || wg_in_literal(line, p))
            continue;
        char owner[64], type[64];
        int owner_stars, stars;
        const char *start;
        const char *access = *p == '>' ? p - 1 : p;
        if (!operand_type(ff, number, line, access, owner, sizeof owner, &owner_stars, &start) || owner_stars != (*p == '>' ? 1 : 0) ||
            !member_type(t, owner, strlen(owner), m, (size_t)(me - m), type, sizeof type, &stars, 2) || strcmp(type, "void") != 0 ||
            stars != 1)
            continue;
        const char *b = start;
        while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        const char *w = b;
        while (w > line && is_name(w[-1]))
            --w;
        if (b > line && (strchr(")*&", b[-1]) || (w < b && !(b - w == 6 && strncmp(w, "return", 6) == 0))))
            continue; /* a cast, a dereference, an address, sizeof */
        return 1;
    }
    return 0;
}
