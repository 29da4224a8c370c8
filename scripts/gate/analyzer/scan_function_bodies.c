/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_function_bodies.c: SCAN_MISSING_RETURN over whole function bodies (issue 31), beside
 * scan_families.c's one-line empty body: a non-void function (not main, a constructor, a
 * destructor, auto or void) defined at namespace or class scope whose body, as cl.exe reads it
 * (the lines the preprocessor keeps: capnproto's _MSC_VER branch computed its result and never
 * returned it), holds no return, no throw, no co_return and nothing that may end the path: a
 * call of abort/exit/terminate and kin, a name that says it fails or throws (fatal, panic,
 * throw_error, ...), a macro invoked as a statement of its own (KJ_FAIL_ASSERT(...);), an
 * infinite loop, inline assembly. cl.exe's C4716 ("must return a value") is an error by
 * default; assert(false) is no way out (nothing under NDEBUG, and _wassert returns). Reported at
 * the body's last line cl.exe reads. Counted where the returns sit in another platform's branch,
 * or where nothing in the body may end the path unseen (body_is_visible); apart otherwise. */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static int word_is(const char *p, size_t n, const char *word)
{
    return strlen(word) == n && strncmp(p, word, n) == 0;
}

/* The line of each offset (lines[i]: the line offset i is on), built once per file. */
static long line_of(const char *code, size_t at, size_t *cached_at, long *cached_line)
{
    if (at < *cached_at)
        *cached_at = 0, *cached_line = 1;
    for (; *cached_at < at; ++*cached_at)
        *cached_line += code[*cached_at] == '\n';
    return *cached_line;
}

/* Whether the word is a macro the tree #defines on the path. */
static int defined_word(const wg_family_file *ff, const char *word, size_t n)
{
    char name[64];
    if (n >= sizeof name)
        return 0;
    memcpy(name, word, n);
    name[n] = '\0';
    return wg_tree_defines_on_path(ff->tree, ff->file->path, name);
}

/* The last ')' of a definition's head (b to the '{' at e) with only qualifiers after it (const,
 * noexcept, override, a macro), or b where there is none. */
static size_t head_close(const char *code, size_t b, size_t e)
{
    size_t close = e;
    while (close > b && code[close - 1] != ')') {
        char c = code[close - 1];
        if (!(is_name(c) || isspace((unsigned char)c) || c == '&'))
            return b; /* "= {", "->", ": base(x)" (a constructor's initializers end in ')') */
        --close;
    }
    if (close == b)
        return b;
    for (size_t i = close; i < e;) { /* every word after it a qualifier */
        while (i < e && !is_name(code[i]))
            ++i;
        size_t w = i;
        while (i < e && is_name(code[i]))
            ++i;
        if (i > w && !(word_is(code + w, i - w, "const") || word_is(code + w, i - w, "noexcept") || word_is(code + w, i - w, "override") ||
                       word_is(code + w, i - w, "final") || word_is(code + w, i - w, "volatile") || all_caps(code + w, i - w)))
            return b;
    }
    return close;
}

/* The '(' that opens the parameter list closed at close, in *at: 0 where it is unbalanced. */
static int head_open(const char *code, size_t b, size_t close, size_t *at)
{
    size_t open = close - 1;
    int depth = 0;
    for (;;) {
        char c = code[open];
        depth += c == ')' ? 1 : c == '(' ? -1 : 0;
        if (depth == 0 || open == b)
            break;
        --open;
    }
    *at = open;
    return depth == 0;
}

/* Where the function's name ending at ne starts, qualified (Class<T, U>::member's template
 * arguments are the name's), in *at: 0 where its angle brackets do not balance. */
static int head_name_start(const char *code, size_t b, size_t ne, size_t *at)
{
    size_t nb = ne;
    for (;;) {
        for (;;) {
            while (nb > b && (is_name(code[nb - 1]) || code[nb - 1] == ':' || code[nb - 1] == '~'))
                --nb;
            size_t k = nb; /* Class::\n    Class() splits a qualified name over lines */
            while (k > b && isspace((unsigned char)code[k - 1]))
                --k;
            if (k == nb || k == b || !(code[k - 1] == ':' || code[k - 1] == '~' || code[nb] == ':'))
                break; /* Class:: ~ Class() too (MNN) */
            nb = k;
        }
        if (!(nb > b + 1 && code[nb] == ':' && code[nb - 1] == '>'))
            break;
        int angles = 0;
        size_t k = nb;
        do {
            --k;
            angles += code[k] == '>' ? 1 : code[k] == '<' ? -1 : 0;
        } while (k > b && angles);
        if (angles)
            return 0;
        nb = k;
    }
    *at = nb;
    return 1;
}

/* Whether the name code[nb..ne) is a function's whose result a body must return: not a
 * destructor, a constructor, main or a keyword read as a name. */
static int names_a_returning_function(const char *code, size_t nb, size_t ne)
{
    if (nb == ne || code[nb] == '~' || memchr(code + nb, '~', ne - nb))
        return 0; /* a destructor, or not a name: "operator()(...)", "] (...)" */
    const char *last = code + nb; /* the name's last component */
    for (const char *q = code + nb; q < code + ne; ++q)
        if (*q == ':')
            last = q + 1;
    size_t ln = (size_t)(code + ne - last);
    if (last > code + nb + 2) { /* Class::Class: a constructor */
        const char *q = last - 2;
        while (q > code + nb && isspace((unsigned char)q[-1]))
            --q;
        const char *p = q;
        while (p > code + nb && is_name(p[-1]))
            --p;
        if ((size_t)(q - p) == ln && strncmp(p, last, ln) == 0)
            return 0;
    }
    static const char *const not_functions[] = {"if", "for", "while", "switch", "catch", "return", "sizeof", "decltype", "main",
                                                "alignof", "defined", "__attribute__", "__declspec", "static_assert", NULL};
    for (size_t k = 0; not_functions[k]; ++k)
        if (word_is(last, ln, not_functions[k]))
            return 0;
    return 1;
}

/* The words before the name (b to nb): specifiers, template<...>, attributes, then a type;
 * whether they give a result that is neither void nor deduced nor a template parameter. */
static int returns_a_value(const wg_family_file *ff, const char *code, size_t b, size_t nb)
{
    int type_words = 0, pointer = 0, voided = 0, deduced = 0;
    int angle = 0;
    int template_head = 0; /* inside template <...> */
    char parameters[8][48];  /* its type parameters' names */
    size_t parameter_count = 0;
    int parameter_next = 0, parameter_result = 0;
    for (size_t i = b; i < nb; ++i) {
        char c = code[i];
        if (angle == 1 && template_head && is_name(c)) { /* template <typename T, class U, int N> */
            size_t w = i;
            while (i < nb && is_name(code[i]))
                ++i;
            size_t n = i - w;
            --i;
            if (parameter_next && parameter_count < 8 && n < sizeof parameters[0])
                snprintf(parameters[parameter_count++], sizeof parameters[0], "%.*s", (int)n, code + w);
            parameter_next = word_is(code + w, n, "typename") || word_is(code + w, n, "class");
            continue;
        }
        if (c == '<' && !angle && !template_head)
            return 0; /* a template's result (std::enable_if_t<...>, which is void by default): not judged */
        if (c == '<')
            ++angle;
        else if (c == '>' && angle) {
            if (--angle == 0)
                template_head = 0;
        } else if (angle)
            continue;
        else if (c == '*' || c == '&')
            pointer = 1;
        else if (c == ':' && (i + 1 >= nb || code[i + 1] != ':') && (i == b || code[i - 1] != ':'))
            return 0; /* a constructor's initializers (: base(x), member_(y)) */
        else if (!(is_name(c) || isspace((unsigned char)c) || c == '*' || c == '&' || c == ':'))
            return 0; /* a call, an initializer, a directive, an expression: not a declaration's head */
        else if (is_name(c)) {
            size_t w = i;
            while (i < nb && is_name(code[i]))
                ++i;
            size_t n = i - w;
            --i;
            static const char *const specifiers[] = {"static", "inline", "virtual", "constexpr", "consteval", "friend", "extern",
                                                     "explicit", "__forceinline", "__inline", "typename", "template", "struct",
                                                     "class", "enum", "public", "private", "protected", "signed", "unsigned", "const",
                                                     "volatile", "__host__", "__device__", "__global__", "__forceinline__", NULL};
            if (word_is(code + w, n, "template"))
                template_head = 1;
            static const char *const statements[] = {"if", "else", "while", "for", "do", "switch", "return", "case", "goto", "try",
                                                     "typedef", NULL}; /* typedef struct ALIGN(8) S {: a type */
            for (size_t k = 0; statements[k]; ++k)
                if (word_is(code + w, n, statements[k]))
                    return 0; /* if XNN_LIKELY (x) {: a statement, not a definition; typedef: a type's */
            int specifier = 0;
            for (size_t k = 0; specifiers[k] && !specifier; ++k)
                specifier = word_is(code + w, n, specifiers[k]);
            if (word_is(code + w, n, "void"))
                voided = 1;
            else if (word_is(code + w, n, "auto"))
                deduced = 1;
            else if (!specifier && !all_caps(code + w, n) && !defined_word(ff, code + w, n)) {
                ++type_words; /* a macro the tree defines is a specifier (oneDNN's constexpr14 before a constructor) */
                for (size_t k = 0; k < parameter_count; ++k)
                    parameter_result |= word_is(code + w, n, parameters[k]);
            }
            if (word_is(code + w, n, "signed") || word_is(code + w, n, "unsigned"))
                ++type_words;
        }
    }
    /* void anywhere before the name but as a pointer's type: enable_if<..., void>::type is void */
    for (size_t i = b; i + 4 <= nb; ++i)
        if (strncmp(code + i, "void", 4) == 0 && (i == b || !is_name(code[i - 1])) && !is_name(code[i + 4])) {
            size_t k = i + 4;
            while (k < nb && isspace((unsigned char)code[k]))
                ++k;
            if (k >= nb || code[k] != '*')
                return 0;
        }
    /* template <typename T> T f(): the generic body of a function that specializations replace
     * (rocksdb's DecodeFixedGeneric, treelite's TextToNumber) is compiled only where instantiated */
    if (deduced || parameter_result)
        return 0;
    return type_words > 0 || (voided && pointer);
}

/* An operator's name (X& X::operator=(...), bool operator==(...)): the end of the word operator
 * before its symbols, so that the name reads X::operator; ne itself where no operator ends there. */
static size_t operator_name_end(const char *code, size_t b, size_t ne)
{
    size_t s = ne;
    while (s > b && strchr("=+-*/%^&|<>!~[]", code[s - 1]))
        --s;
    size_t t = s;
    while (t > b && isspace((unsigned char)code[t - 1]))
        --t;
    if (s == ne || t < b + 8 || strncmp(code + t - 8, "operator", 8) != 0 || (t > b + 8 && is_name(code[t - 9])))
        return ne;
    return t;
}

/* The head of a definition from b to the '{' at e: whether it defines a function whose return
 * type is neither void nor deduced (and not main, a constructor or a destructor). */
static int non_void_function_head(const wg_family_file *ff, const char *code, size_t b, size_t e)
{
    size_t close = head_close(code, b, e), open, nb;
    if (close == b || !head_open(code, b, close, &open))
        return 0;
    size_t ne = open;
    while (ne > b && isspace((unsigned char)code[ne - 1]))
        --ne;
#ifndef WG_SCAN_MISSING_RETURN_OPERATOR_OFF
    ne = operator_name_end(code, b, ne);
#endif
    if (!head_name_start(code, b, ne, &nb) || !names_a_returning_function(code, nb, ne))
        return 0;
    return returns_a_value(ff, code, b, nb);
}

/* A walk over the names of a body (code[b..e)) on the lines cl.exe reads: both body tests below
 * look at each such name once. */
typedef struct {
    const wg_tree_file *file;
    const char *code;
    size_t b, e, i; /* i: where the walk goes on */
    long line;
    int included; /* an #include on a read line was passed: the file it reads may hold anything */
} body_words;

static body_words body_words_start(const wg_family_file *ff, const char *code, size_t b, size_t e, long first_line)
{
    body_words bw = {ff->file, code, b, e, b, first_line, 0};
    return bw;
}

static int line_is_read(const wg_tree_file *f, long line)
{
    return !(line >= 1 && line <= f->lines && f->state[line] == WG_OFF);
}

/* The next name on a read line that does not start with a digit: 1 with its start in *w and its
 * length in *n, 0 at the body's end. */
static int body_words_next(body_words *bw, size_t *w, size_t *n)
{
    const char *code = bw->code;
    for (size_t i = bw->i; i < bw->e; ++i) {
        if (code[i] == '\n') {
            ++bw->line;
            continue;
        }
        if (code[i] == '#' && strncmp(skip_blank(code + i + 1), "include", 7) == 0 && line_is_read(bw->file, bw->line))
            bw->included = 1;
        if (!is_name(code[i]) || (i > bw->b && is_name(code[i - 1])) || isdigit((unsigned char)code[i]))
            continue;
        size_t start = i;
        while (i < bw->e && is_name(code[i]))
            ++i;
        if (!line_is_read(bw->file, bw->line)) {
            --i;
            continue;
        }
        bw->i = i;
        *w = start, *n = i - start;
        return 1;
    }
    bw->i = bw->e;
    return 0;
}

/* Whether the body (code[b..e), lines cl.exe reads only) has a way out: a return, a throw, a
 * call that may not come back. */
static int body_has_exit(const wg_family_file *ff, const char *code, size_t b, size_t e, long first_line)
{
    const wg_tree_file *f = ff->file;
    body_words bw = body_words_start(ff, code, b, e, first_line);
    size_t w, n;
    while (body_words_next(&bw, &w, &n)) {
        const char *word = code + w;
        size_t i = w + n - 1; /* the name's last byte */
        static const char *const exits[] = {"return", "throw", "static_assert", "co_return", "co_yield", "abort", "exit", "_exit", "_Exit",
                                            "quick_exit", "terminate", "longjmp", "unreachable", "__builtin_unreachable",
                                            "__builtin_trap", "__fastfail", "asm", "__asm", "__asm__", "goto", NULL};
        for (size_t k = 0; exits[k]; ++k)
            if (word_is(word, n, exits[k]))
                return 1;
        char lower[64];
        size_t m = n < sizeof lower - 1 ? n : sizeof lower - 1;
        for (size_t k = 0; k < m; ++k)
            lower[k] = (char)tolower((unsigned char)word[k]);
        lower[m] = '\0';
        static const char *const failing[] = {"throw", "fail", "fatal", "panic", "die", "abort", "unreachable", "raise", "error", "crash", NULL};
        size_t after = i + 1;
        while (after < e && isspace((unsigned char)code[after]))
            ++after;
        int call = after < e && code[after] == '(';
        for (size_t k = 0; call && failing[k]; ++k)
            if (strstr(lower, failing[k]))
                return 1;
        /* an infinite loop: for (;;), while (true), while (1) */
        if ((word_is(word, n, "for") || word_is(word, n, "while")) && call) {
            size_t p = after + 1;
            while (p < e && isspace((unsigned char)code[p]))
                ++p;
            if ((code[p] == ';' && p + 1 < e && code[p + 1] == ';') || strncmp(code + p, "true", 4) == 0 || (code[p] == '1' && code[p + 1] == ')'))
                return 1;
        }
        /* an ALL_CAPS word as a statement by itself (taichi's TI_NOT_IMPLEMENTED): a macro that may throw */
        if (!call && all_caps(word, n)) {
            size_t s = w;
            while (s > b && isspace((unsigned char)code[s - 1]))
                --s;
            if ((s == b || strchr(";{}", code[s - 1])) && (after >= e || code[after] == ';' || code[after] == '}'))
                return 1;
        }
        /* a macro as a statement of its own, NAME(...); : it may throw, abort or return (LightGBM's
         * PercentileFun(...) holds the function's return) */
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)(n < 63 ? n : 63), word);
        if (call && (all_caps(word, n) || wg_tree_defines_on_path(ff->tree, f->path, name))) {
            size_t s = w;
            while (s > b && isspace((unsigned char)code[s - 1]))
                --s;
            int statement = s == b || code[s - 1] == ';' || code[s - 1] == '{' || code[s - 1] == '}' || code[s - 1] == ')' || code[s - 1] == ':';
            int depth = 0;
            size_t p = after;
            for (; p < e; ++p) {
                depth += code[p] == '(' ? 1 : code[p] == ')' ? -1 : 0;
                if (depth == 0)
                    break;
            }
            ++p;
            while (p < e && isspace((unsigned char)code[p]))
                ++p;
            if (statement && (p >= e || code[p] == ';' || code[p] == '}'))
                return 1;
        }
    }
    return 0;
}

static size_t skip_space(const char *code, size_t i, size_t e)
{
    while (i < e && isspace((unsigned char)code[i]))
        ++i;
    return i;
}

/* Whether the file defines a function of that name with a body (bool Traversal::reset(...) {),
 * declared without noreturn: a call of it comes back, as far as cl.exe's C4716 knows. */
static int file_defines_function(const char *code, size_t length, const char *name, size_t n)
{
    for (size_t q = 0; q + n < length; ++q) {
        if (strncmp(code + q, name, n) != 0 || (q > 0 && is_name(code[q - 1])) || is_name(code[q + n]))
            continue;
        size_t p = skip_space(code, q + n, length);
        size_t before = q;
        while (before > 0 && isspace((unsigned char)code[before - 1]))
            --before;
        if (p >= length || code[p] != '(' || before == 0 || !(is_name(code[before - 1]) || strchr(":*&>", code[before - 1])))
            continue; /* a call: after '=', '(', ';', ... */
        size_t w = before;
        while (w > 0 && is_name(code[w - 1]))
            --w;
        if (word_is(code + w, before - w, "return") || word_is(code + w, before - w, "else") || word_is(code + w, before - w, "new") ||
            word_is(code + w, before - w, "case") || word_is(code + w, before - w, "throw"))
            continue;
        int depth = 0;
        for (; p < length; ++p) {
            depth += code[p] == '(' ? 1 : code[p] == ')' ? -1 : 0;
            if (depth == 0)
                break;
        }
        for (p = skip_space(code, p + 1, length); p < length && is_name(code[p]);) { /* const, noexcept, override */
            size_t k = p;
            while (k < length && is_name(code[k]))
                ++k;
            if (!(word_is(code + p, k - p, "const") || word_is(code + p, k - p, "noexcept") || word_is(code + p, k - p, "override") ||
                  word_is(code + p, k - p, "final")))
                break;
            p = skip_space(code, k, length);
        }
        if (p >= length || code[p] != '{')
            continue;
        size_t head = q; /* the head back to the previous declaration's end */
        while (head > 0 && code[head - 1] != ';' && code[head - 1] != '}' && q - head < 400)
            --head;
        for (size_t k = head; k + 8 <= q; ++k)
            if (strncmp(code + k, "noreturn", 8) == 0)
                return 0;
        return 1;
    }
    return 0;
}

/* Whether nothing in a body with no return (code[b..e), lines cl.exe reads) may end the path
 * out of the scan's sight: no macro the tree defines, and every call a member's (x.f(),
 * p->f()), std::'s, assert's, or one of a function this file defines without noreturn (an empty
 * body too). cl.exe's C4716 looks no further than the body: such a body fails for certain. */
static int body_is_visible(const wg_family_file *ff, const char *code, size_t b, size_t e, long first_line)
{
    const wg_tree_file *f = ff->file;
    body_words bw = body_words_start(ff, code, b, e, first_line);
    size_t w, n;
    while (body_words_next(&bw, &w, &n)) {
#ifndef WG_SCAN_MISSING_RETURN_INCLUDE_OFF
        /* an #include inside the body: the file it reads may hold the return (CorsixTH's
         * get_api_version() { #include "../Lua/api_version.lua" }) */
        if (bw.included)
            return 0;
#endif
        size_t i = w + n - 1;
        if (defined_word(ff, code + w, n))
            return 0;
        size_t after = skip_space(code, i + 1, e);
        if (after >= e || code[after] != '(')
            continue;
        static const char *const not_calls[] = {"if", "for", "while", "switch", "sizeof", "alignof", "decltype", "catch",
                                                "assert", "static_cast", "const_cast", "reinterpret_cast", "dynamic_cast", NULL};
        int known = 0;
        for (size_t k = 0; not_calls[k] && !known; ++k)
            known = word_is(code + w, n, not_calls[k]);
        size_t before = w;
        while (before > b && isspace((unsigned char)code[before - 1]))
            --before;
        int member = before > b && (code[before - 1] == '.' || (code[before - 1] == '>' && before - 1 > b && code[before - 2] == '-'));
        int standard = before >= b + 5 && strncmp(code + before - 5, "std::", 5) == 0;
        if (!known && !member && !standard && !file_defines_function(code, f->length, code + w, n))
            return 0;
    }
    return 1;
}

/* Why a return of the body (code[b..e)) is off the path, for the first one there is: NULL when
 * none is. */
static const char *off_return_reason(const char *code, size_t b, size_t e, const wg_tree_file *f, long first_line)
{
    long line = first_line;
    for (size_t i = b; i + 6 <= e; ++i) {
        line += code[i] == '\n';
        if (strncmp(code + i, "return", 6) == 0 && (i == b || !is_name(code[i - 1])) && !is_name(code[i + 6]) && line >= 1 &&
            line <= f->lines && f->state[line] == WG_OFF)
            return f->reason && f->reason[line] ? f->reason[line] : "off the path";
    }
    return NULL;
}

/* Whether a reason names a compiler's or platform's predefined macro (#if _MSC_VER ... #else):
 * the branch cl.exe takes is known, unlike a project's switch the scan takes as undefined. */
static int platform_condition(const char *reason)
{
    static const char *const macros[] = {"_MSC_VER", "_WIN32", "_WIN64", "__GNUC__", "__clang__", "__linux__", "__APPLE__",
                                         "__unix__", "__MINGW32__", "__CYGWIN__", NULL};
    for (size_t k = 0; macros[k]; ++k)
        if (strstr(reason, macros[k]))
            return 1;
    return 0;
}

/* The last line between open and close (the body's braces) with code cl.exe reads: not off the
 * path, not blank, not a directive; close_line when none. */
static long last_code_line(const char *code, size_t open, size_t close, const wg_tree_file *f, long open_line, long close_line)
{
    long line = open_line, found = close_line;
    size_t start = open + 1; /* the current line's first byte */
    int directive = 0;       /* the line continues a directive (#elif a || \) */
    for (size_t i = open + 1; i <= close; ++i) {
        if (i < close && code[i] != '\n')
            continue;
        size_t k = start;
        while (k < i && isspace((unsigned char)code[k]))
            ++k;
        int continued = directive;
        directive = (continued || (k < i && code[k] == '#')) && i > start && code[i - 1] == '\\';
        if (k < i && code[k] != '#' && !continued && line >= 1 && line <= f->lines && f->state[line] != WG_OFF)
            found = line;
        ++line;
        start = i + 1;
    }
    return found;
}

/* The walk over a file's braces: the braces open around the offset (scope[k] 1 where a scope may
 * hold definitions: a namespace, a class, extern "C"; 2 a class template's body; 0 inside a
 * function or an initializer), where the current declaration began, and a line cache. */
typedef struct body_walk {
    wg_family_file *ff;
    const char *code;
    size_t length;
    unsigned char scope[256];
    int depth;
    size_t statement;
    size_t cached_at;
    long cached_line;
} body_walk;

/* A directive line (continued lines too) starting with the '#' at i: returns the offset of its
 * last character and counts its lines into *line; i itself where the '#' starts no directive. */
static size_t skip_directive(body_walk *w, size_t i, long *line)
{
    const char *code = w->code;
    if (!(i == 0 || code[i - 1] == '\n' || isspace((unsigned char)code[i - 1])))
        return i;
    size_t s = i;
    while (s > 0 && (code[s - 1] == ' ' || code[s - 1] == '\t'))
        --s;
    if (!(s == 0 || code[s - 1] == '\n'))
        return i;
    while (i < w->length && !(code[i] == '\n' && code[i - 1] != '\\'))
        *line += code[i++] == '\n'; /* a continued directive's lines */
    if (i < w->length)
        ++*line;
    if (w->statement <= s)
        w->statement = i;
    return i;
}

/* Whether the ':' at i ends an access label (public: / private: / protected:), which ends no
 * declaration but starts the next. */
static int access_label(const body_walk *w, size_t i)
{
    const char *code = w->code;
    if (!(i + 1 < w->length && code[i + 1] != ':' && i > 0 && code[i - 1] != ':'))
        return 0;
    size_t e = i;
    while (e > w->statement && isspace((unsigned char)code[e - 1]))
        --e;
    size_t s = e;
    while (s > w->statement && is_name(code[s - 1]))
        --s;
    return word_is(code + s, e - s, "public") || word_is(code + s, e - s, "private") || word_is(code + s, e - s, "protected");
}

/* What the '{' at i opens at a scope that holds definitions: 1 a namespace, class or extern "C"
 * (2 a class template's body), 0 anything else (a function's body among them). */
static int scope_kind(const body_walk *w, size_t i)
{
    char head[160];
    size_t n = i - w->statement < sizeof head - 1 ? i - w->statement : sizeof head - 1;
    memcpy(head, w->code + i - n, n);
    head[n] = '\0';
    /* static enum xnn_status f(...) { is a function's body, not an enum's */
    if ((wg_word_in(head, "namespace") || wg_word_in(head, "extern") || wg_word_in(head, "struct") || wg_word_in(head, "class") ||
         wg_word_in(head, "union")) && !strchr(head, '(') && !strchr(head, '='))
        return wg_word_in(head, "template") ? 2 : 1;
    return 0;
}

/* Whether the head from b to the '{' at e declares a function template (template <...>). */
static int function_template_head(const char *code, size_t b, size_t e)
{
    /* and an inline one (inline, __forceinline, constexpr): cl.exe compiles its body only where
     * it is used (an unused in-class member of a header); so is a header's body (a source file only) */
    static const char *const words[] = {"template", "inline", "__forceinline", "constexpr", NULL};
    for (size_t w = 0; words[w]; ++w) {
        size_t n = strlen(words[w]);
        for (size_t k = b; k + n <= e; ++k)
            if (strncmp(code + k, words[w], n) == 0 && (k == b || !is_name(code[k - 1])) && !is_name(code[k + n]))
                return 1;
    }
    return 0;
}

/* The body of a non-void function opening at i: SCAN_MISSING_RETURN where, as cl.exe reads it,
 * it holds no return (counted only where the returns sit in another platform's branch). */
static void judge_body(body_walk *w, size_t i)
{
    wg_family_file *ff = w->ff;
    const wg_tree_file *f = ff->file;
    const char *code = w->code;
    size_t close = i + 1;
    int d = 1;
    for (; close < w->length && d; ++close)
        d += code[close] == '{' ? 1 : code[close] == '}' ? -1 : 0;
    long open_line = line_of(code, i, &w->cached_at, &w->cached_line);
    long close_line = line_of(code, close - 1, &w->cached_at, &w->cached_line);
    int read = open_line > f->lines || f->state[open_line] != WG_OFF; /* a body cl.exe reads at all */
    if (!(d == 0 && close_line > open_line && read && !body_has_exit(ff, code, i + 1, close - 1, open_line)))
        return;
    long report_line = last_code_line(code, i, close - 1, f, open_line, close_line);
    const char *message = "a non-void function whose body, as cl.exe reads it, holds no return: C4716 (must return a value) is an error by default";
    const char *off = off_return_reason(code, i + 1, close - 1, f, open_line);
    int in_template = 0;
    for (int k = 0; k < w->depth && k < 256; ++k)
        in_template |= w->scope[k] == 2;
    /* Counted only where the body returns in another platform's branch and not in the one
     * cl.exe reads (capnproto's _MSC_VER branch): a body with no return at all is too often ended
     * by what the scan cannot see into (Halide's, hypre's, oidn's macros and calls at their newest
     * commits, which MSVC builds). */
    if (in_template) /* embree's member of a class template that nothing calls */
        ff->report_apart(ff->context, report_line, "SCAN_MISSING_RETURN", message,
                         "a member of a class template: cl.exe reports it only where the member is instantiated");
    else if (off && platform_condition(off))
        ff->report(ff->context, report_line, "SCAN_MISSING_RETURN", message);
    else if (off) /* Kokkos's returns under KOKKOS_ARCH_AMD_*: which switch a build sets is not known */
        ff->report_apart(ff->context, report_line, "SCAN_MISSING_RETURN", message,
                         "its returns sit under a project switch the scan takes as undefined");
#ifndef WG_SCAN_MISSING_RETURN_VISIBLE_OFF
    else if (wg_translation_unit(f->path) && !function_template_head(code, w->statement, i) &&
             body_is_visible(ff, code, i + 1, close - 1, open_line))
        /* a call of the file's own reset(...), an empty body; a function template's body is compiled
         * only where instantiated */
        ff->report(ff->context, report_line, "SCAN_MISSING_RETURN", message);
#endif
    else
        ff->report_apart(ff->context, report_line, "SCAN_MISSING_RETURN", message,
                         "no return anywhere in the body: a macro or call the scan cannot see into may end it");
}

/* code: the file's text with comments blanked and literals emptied (scan_declarations.c). */
void wg_function_bodies_file(wg_family_file *ff, const char *code)
{
    const wg_tree_file *f = ff->file;
    body_walk w;
    memset(&w, 0, sizeof w);
    w.ff = ff, w.code = code, w.length = f->length, w.cached_line = 1;
    long line = 1;
    for (size_t i = 0; i < w.length; ++i) {
        char c = code[i];
        if (c == '\n')
            ++line;
        /* a line cl.exe never reads (an #if branch for another platform) opens or closes nothing */
        if (line <= f->lines && f->state[line] == WG_OFF && f->file_state != WG_OFF)
            continue;
        if (c == '#') {
            size_t end = skip_directive(&w, i, &line);
            if (end != i) { /* a directive: its lines open and close nothing */
                i = end;
                continue;
            }
        }
        if (c == ';' || c == '}') {
            if (c == '}' && w.depth)
                --w.depth;
            w.statement = i + 1;
            continue;
        }
        if (c == ':') {
            if (access_label(&w, i))
                w.statement = i + 1;
            continue;
        }
        if (c != '{')
            continue;
        int outer = w.depth == 0 || (w.depth <= 256 && w.scope[w.depth - 1]);
        int kind = outer ? scope_kind(&w, i) : 0;
        if (outer && !kind && non_void_function_head(ff, code, w.statement, i))
            judge_body(&w, i);
        if (w.depth < 256)
            w.scope[w.depth] = (unsigned char)kind;
        ++w.depth;
        w.statement = i + 1;
    }
}
