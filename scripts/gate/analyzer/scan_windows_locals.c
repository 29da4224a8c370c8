/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_windows_locals.c: SCAN_WIN_BRANCH_UNDECLARED for the names a function body reads that
 * nothing in its scope declares (issue 31), beside scan_windows_names.c's misspelt calls and
 * members. Windows-only code (a branch of an #if chain that tests a platform or compiler macro, a
 * file the tree keeps for Windows, a source only a Windows-only CMake branch lists) rots unseen:
 * libpcap's get_if_flags reads i and len it never declares, usrsctp's _WIN32 read_random count
 * and i, duckdb's shell a global that moved into a struct (stdout_is_console). A use is a name
 * read as a value inside a function body on such a line, which that function (its header: the
 * parameters, template parameters; its locals in any block), the tree's file scope (a
 * declaration outside every function body, a #define, an enumerator, in any file) and, for a
 * method, any class of the tree (lenient: the class is not matched) all leave undeclared, and
 * which is no keyword, no name of the SDK or the CRT (windows_names.inc, windows_functions.inc,
 * the C library's), no macro-like name in capitals, no implementation name (leading '_'). Never
 * judged, for precision (every finding should be a real C2065): calls (C only warns, C4013; C++
 * has argument-dependent lookup), members after '.', '->', '::', a qualifier before '::', a
 * type (a name a declarator follows, a cast's), a goto label, a template's arguments, what
 * sizeof/decltype read, and every argument of a macro's call (capitals, or a function-like macro
 * of the tree: it may paste or declare). Also a name a function declares only on lines a Windows
 * build skips and uses after the #endif (libdatachannel's transport in the #else branch). A C++
 * file that says `using namespace` of a namespace the tree does not declare (std) is skipped:
 * its unqualified names may be anyone's. */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct name_set {
    char **items;
    size_t count, capacity;
    int sorted;
} name_set;

typedef struct locals_state {
    wg_tree *tree;
    name_set file_scope;  /* A: declared outside every function body, macros, enumerators */
    name_set members;     /* B: declared in a class/struct/union body */
    name_set macros;      /* function-like macros of the tree: their arguments are never judged */
    name_set namespaces;  /* the tree's namespaces */
    name_set on_scope;    /* A's names declared on a line a Windows build compiles (every #define counts) */
    name_set off_here;    /* "path\tname": declared at file scope on a line of path a Windows build skips */
    name_set off_files;   /* the paths of off_here */
    name_set unit_scope;  /* "path\tname": A's names of a translation unit no file includes, which only it sees */
    const char *path;     /* the file collect_name reads */
    int failed;
} locals_state;

static void set_add(locals_state *s, name_set *set, const char *p, size_t n)
{
    if (n == 0 || n > 200)
        return;
    if (wg_strlist_append(&set->items, &set->count, &set->capacity, p, n) != 0)
        s->failed = 1;
    set->sorted = 0;
}

static int set_has(name_set *set, const char *name)
{
    if (!set->sorted) {
        wg_strlist_sort(set->items, set->count);
        set->sorted = 1;
    }
    return wg_strlist_sorted_has(set->items, set->count, name);
}

static void set_free(name_set *set)
{
    for (size_t i = 0; i < set->count; ++i)
        free(set->items[i]);
    free(set->items);
}

/* A file-scope declaration of the name at p (n bytes), on a line a Windows build skips or not. */
static void add_file_scope(locals_state *s, const char *p, size_t n, int off)
{
    char key[1200];
#ifndef WG_SCAN_UNIT_FILE_SCOPE_OFF
    /* another unit's globals, macros and enumerators are not this unit's (ADIOS2's GetFQDN read an
     * undeclared i that vendored sources' K&R parameters had put in the tree's file scope) */
    if (s->path && wg_translation_unit(s->path) && !wg_included_by_name(s->tree, s->path)) {
        int k = snprintf(key, sizeof key, "%s\t%.*s", s->path, (int)(n < 200 ? n : 200), p);
        if (k > 0 && (size_t)k < sizeof key)
            set_add(s, &s->unit_scope, key, (size_t)k);
    } else
#endif
        set_add(s, &s->file_scope, p, n);
    if (!off) {
        set_add(s, &s->on_scope, p, n);
        return;
    }
    int k = snprintf(key, sizeof key, "%s\t%.*s", s->path ? s->path : "", (int)(n < 200 ? n : 200), p);
    if (k > 0 && (size_t)k < sizeof key) {
        set_add(s, &s->off_here, key, (size_t)k);
        if (s->path && !set_has(&s->off_files, s->path))
            set_add(s, &s->off_files, s->path, strlen(s->path));
    }
}

/* C and C++ keywords, MSVC's own, and names every C/C++ unit has (the C library's globals, std's
 * usual names under `using`-free code are qualified): never an undeclared local. */
static int reserved_name(const char *name)
{
    static const char *const words[] = {
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern", "float", "for",
        "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed", "sizeof", "static", "struct",
        "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "true", "false", "alignas", "alignof",
        "asm", "catch", "class", "const_cast", "constexpr", "consteval", "constinit", "decltype", "delete", "dynamic_cast",
        "explicit", "export", "final", "friend", "mutable", "namespace", "new", "noexcept", "nullptr", "operator", "override",
        "private", "protected", "public", "reinterpret_cast", "static_assert", "static_cast", "template", "this", "throw", "try",
        "typeid", "typename", "using", "virtual", "wchar_t", "char8_t", "char16_t", "char32_t", "co_await", "co_return",
        "co_yield", "concept", "requires", "thread_local", "and", "or", "not", "xor", "bitand", "bitor", "compl", "and_eq",
        "or_eq", "xor_eq", "not_eq", "errno", "stdin", "stdout", "stderr", "environ", "optarg", "optind", "opterr", "optopt",
        "timezone", "daylight", "tzname", "std", "size_t", "ptrdiff_t", "wint_t", "va_list", "offsetof", "va_arg", "va_start",
        "va_end", "va_copy", "assert", "typeof", "defined", "main", "wmain", "in6addr_any", "in6addr_loopback", "in4addr_any", "in4addr_loopback",
        "in4addr_broadcast", "in4addr_allnodesonlink", "h_errno",
        NULL};
    for (size_t i = 0; words[i]; ++i)
        if (strcmp(words[i], name) == 0)
            return 1;
    return 0;
}

/* A name with no lowercase letter: a macro's (the existing class judges macros), or a constant. */
static int capitals(const char *p, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (islower((unsigned char)p[i]))
            return 0;
    return 1;
}

static const char *skip_blanks(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        ++p;
    return p;
}

static const char *back_blanks(const char *code, const char *p)
{
    while (p > code && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\r' || p[-1] == '\n'))
        --p;
    return p;
}

/* Whether the name at p (its '(' at after) is a later declarator of a declaration with
 * parenthesized initializers, "size_t a(0), b(0);" (openMVS' Util.h): the ',' before it (at
 * comma) is outside any parentheses of its statement, and the declarator's ')' ends it. */
static int paren_declarator_after_comma(const char *code, const char *comma, const char *after)
{
#ifdef WG_SCAN_PAREN_DECLARATOR_OFF
    (void)code, (void)comma, (void)after;
    return 0;
#else
    int depth = 0;
    for (const char *q = after; *q && *q != ';' && *q != '{'; ++q) {
        depth += (*q == '(') - (*q == ')');
        if (depth == 0) {
            const char *next = skip_blanks(q + 1);
            if (*next != ';' && *next != ',')
                return 0;
            break;
        }
    }
    if (depth != 0)
        return 0;
    for (const char *q = comma - 1; q >= code && *q != ';' && *q != '{' && *q != '}'; --q) {
        depth += (*q == ')') - (*q == '(');
        if (depth < 0)
            return 0; /* inside a call's or a condition's parentheses */
    }
    return 1;
#endif
}

/* Whether the name at p is declared there: a type's name, '*', '&', '}', '>' of a template or
 * "(*" of a function pointer before it; after ',' where a declarator's '=' or end follows (a
 * declaration's later names, a capture's initialiser), or '[' of one. Lenient: a product
 * ("a * b") reads as a declaration, which only costs a finding. */
static int declared_at(const char *code, const char *p, size_t n)
{
    const char *b = p;
    while (b > code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '\r' || b[-1] == '*' || b[-1] == '&'))
        --b;
    if (b == code)
        return 0;
    const char *after = skip_blanks(p + n);
    int declarator_end = *after == ';' || *after == ',' || *after == '[' || *after == ')' || (*after == '=' && after[1] != '=') || *after == ':';
    if (b[-1] == ',' && *after == '(')
        return paren_declarator_after_comma(code, b - 1, after);
    if (b[-1] == ',' || b[-1] == '[')
        return (declarator_end && *after != ')') || (b[-1] == ',' && *after == '{'); /* "T a {}, b {};" */
    if (b[-1] == '(' && b < p && b[0] == '*')
        return 1; /* void (*handler)(int) */
    if (b[-1] == ')') { /* a type a macro wraps: "extern JEMALLOC_TSD_TYPE_ATTR(tsd_wrapper_t) tsd_wrapper_tls;" */
        const char *o = b - 1;
        for (int depth = 0; o > code && b - o < 200; --o) {
            depth += (*o == ')') - (*o == '(');
            if (depth == 0)
                break;
        }
        const char *m = back_blanks(code, o), *w = m;
        while (w > code && (isupper((unsigned char)w[-1]) || isdigit((unsigned char)w[-1]) || w[-1] == '_'))
            --w;
        return *o == '(' && m - w >= 2 && !(w > code && is_name(w[-1])) && !isdigit((unsigned char)*w) && declarator_end;
    }
    if (b[-1] == '}' || b[-1] == '>')
        return !(b[-1] == '>' && b - code >= 2 && b[-2] == '-');
    if (!is_name(b[-1]))
        return 0;
    const char *w = b;
    while (w > code && is_name(w[-1]))
        --w;
    return !isdigit((unsigned char)*w) && !wg_expression_word(w, (size_t)(b - w));
}

/* The line states of f, code's line starts: whether line is one a Windows build skips. */
static int line_off(const wg_tree_file *f, long line)
{
    return f->file_state == WG_OFF || !f->state || line > f->lines || f->state[line] == WG_OFF;
}

/* The names a macro's body declares (libuv's FIND_COMMON_VARIABLES: a function's locals, its
 * use a bare word): file scope, leniently, for every function. body: just past the macro's name. */
static void macro_declarations(locals_state *s, const char *code, const char *body)
{
    /* A block the body opens and closes itself keeps its locals (ADIOS2's ADIOS2_CLASS_iterator:
     * operator++'s "self_type i" hid an undeclared i); a body that leaves a brace open (a BEGIN
     * macro) declares for its user's block, so there every name counts. */
    int balance = 0, depth = 0;
    for (const char *r = body; *r && !(*r == '\n' && r[-1] != '\\'); ++r)
        balance += (*r == '{') - (*r == '}');
    for (const char *r = body; *r && !(*r == '\n' && r[-1] != '\\'); ++r) {
#ifndef WG_SCAN_MACRO_BLOCK_LOCALS_OFF
        depth += (*r == '{') - (*r == '}' && depth > 0);
        if (depth > 0 && balance == 0)
            continue;
#endif
        if (!is_name(*r) || is_name(r[-1]))
            continue;
        size_t m = 0;
        while (is_name(r[m]))
            ++m;
        if (!isdigit((unsigned char)*r) && declared_at(code, r, m))
            add_file_scope(s, r, m, 0);
        r += m - 1;
    }
}

/* Blanks every directive line of code (and its continuations): what the walks read is code. */
static void blank_directives(char *code, locals_state *s, int collect)
{
    int first = 1;
    for (char *p = code; *p; ++p) {
        if (*p == '\n') {
            first = 1;
            continue;
        }
        if (first && *p == '#') {
            char *q = p + 1;
            while (*q == ' ' || *q == '\t')
                ++q;
            int define = strncmp(q, "define", 6) == 0 && !is_name(q[6]);
            if (define && collect) {
                q += 6;
                while (*q == ' ' || *q == '\t')
                    ++q;
                size_t n = 0;
                while (is_name(q[n]))
                    ++n;
                add_file_scope(s, q, n, 0);
                if (q[n] == '(')
                    set_add(s, &s->macros, q, n);
                macro_declarations(s, code, q + n);
            }
            char last = '\0'; /* the byte before a line break, before it was blanked: a continuation's '\\' */
            for (; *p && !(*p == '\n' && last != '\\'); ++p)
                if (*p != '\n' && *p != '\r')
                    last = *p, *p = ' ';
            if (!*p)
                break;
            first = 1;
            continue;
        }
        if (*p != ' ' && *p != '\t' && *p != '\r')
            first = 0;
    }
}

enum { SCOPE_FILE, SCOPE_CLASS, SCOPE_ENUM, SCOPE_INIT, SCOPE_FUNCTION };

/* The kind of the '{' at p, opened at file/namespace/class scope: stmt is where its statement starts. */
static int brace_kind(const char *code, const char *stmt, const char *p)
{
    const char *b = back_blanks(code, p);
    /* ") const {", ") override {", ") noexcept {" */
    for (int k = 0; k < 3 && b > stmt && is_name(b[-1]); ++k) {
        const char *w = b;
        while (w > stmt && is_name(w[-1]))
            --w;
        size_t n = (size_t)(b - w);
        if (!((n == 5 && strncmp(w, "const", 5) == 0) || (n == 8 && strncmp(w, "override", 8) == 0) ||
              (n == 8 && strncmp(w, "noexcept", 8) == 0) || (n == 5 && strncmp(w, "final", 5) == 0) ||
              (n == 8 && strncmp(w, "volatile", 8) == 0)))
            break;
        b = back_blanks(code, w);
    }
    if (b > stmt && b[-1] == ')')
        return SCOPE_FUNCTION;
    int classy = 0, enumy = 0;
    for (const char *q = stmt; q < p; ++q) {
        if (!is_name(*q) || (q > code && is_name(q[-1])))
            continue;
        size_t n = 0;
        while (is_name(q[n]))
            ++n;
        if ((n == 6 && strncmp(q, "struct", 6) == 0) || (n == 5 && strncmp(q, "class", 5) == 0) || (n == 5 && strncmp(q, "union", 5) == 0))
            classy = 1;
        if (n == 4 && strncmp(q, "enum", 4) == 0)
            enumy = 1;
        if (n == 9 && strncmp(q, "namespace", 9) == 0)
            return SCOPE_FILE;
        q += n - 1;
    }
    if (enumy)
        return SCOPE_ENUM;
    if (classy)
        return SCOPE_CLASS;
    if (b > stmt && b[-1] == '"')
        return SCOPE_FILE; /* extern "C" { */
    return SCOPE_INIT;
}

/* Notes the name at p (code outside function bodies) where it is declared: file scope (A), a
 * class's member (B), an enumerator (A), a namespace's name. Returns its last byte. */
/* Whether the name at p is the first argument of a call of a macro in capitals, at file scope a
 * declaration the macro makes: AWS_STATIC_STRING_FROM_LITERAL(s_empty_string, ""). */
static int macro_first_argument(const char *code, const char *p)
{
    const char *b = back_blanks(code, p);
    if (b == code || b[-1] != '(')
        return 0;
    const char *m = back_blanks(code, b - 1), *w = m;
    while (w > code && is_name(w[-1]))
        --w;
    return m - w >= 2 && capitals(w, (size_t)(m - w));
}

/* Back past the qualifiers of a pointer's declarator, the "volatile" of "(*volatile handler)": the
 * '*' before them makes it a function pointer's name (terra's file-scope
 * "static void (*volatile terratraceback)(void *);": 2 false alarms at its newest commit).
 * WG_SCAN_QUALIFIED_POINTER_OFF switches it off. */
static const char *back_pointer_qualifiers(const char *code, const char *b)
{
#ifndef WG_SCAN_QUALIFIED_POINTER_OFF
    static const char *const qualifiers[] = {"const", "volatile", "__restrict", NULL};
    for (int again = 1; again;) {
        again = 0;
        for (size_t k = 0; qualifiers[k]; ++k) {
            size_t m = strlen(qualifiers[k]);
            if ((size_t)(b - code) > m && strncmp(b - m, qualifiers[k], m) == 0 && !is_name(*(b - m - 1))) {
                b = back_blanks(code, b - m);
                again = 1;
                break;
            }
        }
    }
#else
    (void)code;
#endif
    return b;
}

static const char *collect_name(locals_state *s, const char *code, const char *p, int kind, int paren, int off)
{
    size_t n = 0;
    while (is_name(p[n]))
        ++n;
    if (isdigit((unsigned char)*p))
        return p + n - 1;
    if (kind == SCOPE_FILE || kind == SCOPE_CLASS) {
        const char *b = back_pointer_qualifiers(code, back_blanks(code, p));
        const char *close = skip_blanks(p + n);
        int pointer = b > code && b[-1] == '*' && *close == ')'; /* HRESULT (WINAPI *pSetThreadDescription)(...) */
#ifndef WG_SCAN_PARAMETER_NAMES_OFF
        /* a parameter list's last "void *info)" is no file-scope name: a declarator's ')' has its
         * parameters or bound after it */
        if (pointer && *skip_blanks(close + 1) != '(' && *skip_blanks(close + 1) != '[')
            pointer = 0;
#endif
        if ((paren == 0 && declared_at(code, p, n)) || (paren == 1 && (pointer || macro_first_argument(code, p))))
        {
            if (kind == SCOPE_FILE)
                add_file_scope(s, p, n, off);
            else
                set_add(s, &s->members, p, n);
        }
        const char *before = back_blanks(code, p);
        int directive = before - code >= 5 && strncmp(before - 5, "using", 5) == 0 && (before - code == 5 || !is_name(before[-6]));
        if (kind == SCOPE_FILE && n == 9 && strncmp(p, "namespace", 9) == 0 && !directive) {
            /* each name of a nested definition, namespace osrm::storage {; a using-directive
             * declares none */
            for (const char *q = skip_blanks(p + n);; q += 2) {
                size_t m = 0;
                while (is_name(q[m]))
                    ++m;
                set_add(s, &s->namespaces, q, m);
                q += m;
                if (q[0] != ':' || q[1] != ':')
                    break;
            }
        }
    } else if (kind == SCOPE_ENUM && paren == 0) {
        const char *b = back_blanks(code, p);
        if (b > code && (b[-1] == '{' || b[-1] == ','))
            add_file_scope(s, p, n, off);
    }
    return p + n - 1;
}

/* One function body [open, close] of f: judged where it holds Windows-only lines. */
typedef struct body {
    const char *header, *open, *close;
    int method;
} body;

typedef void (*body_visit)(locals_state *s, const wg_tree_file *f, const char *code, const body *fn, const unsigned char *marks, long open_line);

/* The open parentheses to restore after an initializer's braces that open inside parentheses
 * (a default argument "span<char const* const> argv = {}", a braced argument): the statement,
 * a function's header with its parameters, goes on after the '}'. 0 for any other brace, whose
 * '}' starts the next statement. Before, souffle's execute(..., argv = {}, envp = {}) { lost its
 * parameters and its Windows branch's argv read as undeclared. WG_SCAN_BRACED_DEFAULT_ARG_OFF
 * switches it off. */
static int braced_argument(int kind, int paren)
{
#ifdef WG_SCAN_BRACED_DEFAULT_ARG_OFF
    (void)kind, (void)paren;
    return 0;
#else
    return kind == SCOPE_INIT ? paren : 0;
#endif
}

/* Walks code's braces in the Windows view (lines a Windows build skips do not count): notes the
 * file-scope and member declarations (collect), hands each function body to visit. */
/* Whether a function header [header, end) defines a class's member: a '::' just before the name
 * its parameter list follows (Shell::Width(), Foo<T>::bar(), Foo::operator==), not one in its return
 * type alone (ADIOS2's "std::string GetFQDN()", a free function, whose reads a class member named
 * i elsewhere in the tree then hid). */
static int qualified_declarator(const char *header, const char *end)
{
#ifdef WG_SCAN_QUALIFIED_METHOD_OFF
    for (const char *q = header; q + 1 < end; ++q)
        if (q[0] == ':' && q[1] == ':')
            return 1;
    return 0;
#else
    for (const char *q = header; q + 10 < end; ++q)
        if (strncmp(q, "::operator", 10) == 0)
            return 1;
    for (const char *q = header; q < end; ++q) {
        if (*q != '(')
            continue;
        const char *b = q;
        while (b > header && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        while (b > header && (is_name(b[-1]) || b[-1] == '~'))
            --b;
        if (b - header >= 2 && b[-1] == ':' && b[-2] == ':')
            return 1;
    }
    return 0;
#endif
}

static void walk_scopes(locals_state *s, const wg_tree_file *f, const char *code, int collect, body_visit visit, const unsigned char *marks)
{
    enum { MAX = 256 };
    int kinds[MAX];
    const char *stmts[MAX];
    int parens_at[MAX]; /* the enclosing scope's open parentheses where a brace opened inside them */
    int depth = 0, paren = 0, off_depth = 0, off_paren = 0;
    kinds[0] = SCOPE_FILE, stmts[0] = code;
    long line = 1;
    int off = line_off(f, 1);
    body fn = {0};
    long fn_line = 0;
    int fn_depth = -1;
    for (const char *p = code; *p && !s->failed; ++p) {
        if (*p == '\n') {
            off = line_off(f, ++line);
            continue;
        }
        int kind = kinds[depth < MAX ? depth : MAX - 1];
        if (off) {
            /* a declaration a Windows build skips still declares for the other branches' code
             * (lenient); braces there only tell a skipped function's locals from file scope */
            off_depth += (*p == '{') - (*p == '}');
#ifndef WG_SCAN_PARAMETER_NAMES_OFF
            /* a skipped function's parameters are no file-scope names (mac/hid.c's
             * get_vendor_id(IOHIDDeviceRef device) hid an undeclared device on Windows) */
            off_paren += (*p == '(') - (*p == ')' && off_paren > 0);
#endif
            if (collect && off_depth == 0 && is_name(*p) && !(p > code && is_name(p[-1])))
                p = collect_name(s, code, p, kind, off_paren > 0, 1);
            continue;
        }
        off_depth = 0, off_paren = 0;
        if (*p == '(')
            ++paren;
        else if (*p == ')' && paren > 0)
            --paren;
        else if (*p == ';' && kind != SCOPE_FUNCTION && paren == 0)
            stmts[depth < MAX ? depth : MAX - 1] = p + 1;
        else if (*p == '{') {
            /* only file, namespace and class scope open functions: an initialiser's or a K&R
             * definition's braces ("f(a) int a; {": no header the scan can read) hold none */
            int k = kind == SCOPE_FUNCTION || kind == SCOPE_INIT || kind == SCOPE_ENUM ? kind : brace_kind(code, stmts[depth < MAX ? depth : MAX - 1], p);
            if (k == SCOPE_FUNCTION && kind != SCOPE_FUNCTION) {
                fn.header = stmts[depth < MAX ? depth : MAX - 1], fn.open = p, fn_line = line, fn_depth = depth;
                fn.method = kind == SCOPE_CLASS || qualified_declarator(fn.header, p);
            }
            ++depth;
            if (depth < MAX)
                kinds[depth] = k, stmts[depth] = p + 1, parens_at[depth] = braced_argument(k, paren);
            paren = 0;
        } else if (*p == '}' && depth > 0) {
            int inside_parens = depth < MAX ? parens_at[depth] : 0;
            --depth;
            if (depth == fn_depth) {
                fn.close = p, fn_depth = -1;
                if (visit)
                    visit(s, f, code, &fn, marks, fn_line);
            }
            paren = inside_parens;
            if (!inside_parens) /* a braced argument ends no statement: the header goes on */
                stmts[depth < MAX ? depth : MAX - 1] = p + 1;
        } else if (collect && is_name(*p) && !(p > code && is_name(p[-1])))
            p = collect_name(s, code, p, kind, paren, 0);
    }
}

/* Whether the '(' at p opens arguments the scan never judges: a macro's call (capitals, or a
 * function-like macro of the tree: it may paste or declare), or what sizeof and kin read (types). */
static int opaque_call(locals_state *s, const char *code, const char *p)
{
    static const char *const words[] = {"sizeof", "decltype", "alignof", "_Alignof", "typeid", "__typeof__", "typeof", "__uuidof",
                                        "offsetof", "va_arg", "noexcept", "__declspec", "__pragma", "_Pragma", "__attribute__",
                                        "static_assert", "_Static_assert", "defined", NULL};
    const char *b = back_blanks(code, p);
    const char *w = b;
    while (w > code && is_name(w[-1]))
        --w;
    size_t n = (size_t)(b - w);
    if (n == 0 || isdigit((unsigned char)*w))
        return 0;
    char name[128];
    if (n >= sizeof name)
        return 1;
    memcpy(name, w, n), name[n] = '\0';
    for (size_t k = 0; words[k]; ++k)
        if (strcmp(words[k], name) == 0)
            return 1;
    return (n >= 2 && capitals(w, n)) || set_has(&s->macros, name);
}

/* Whether the name at p (n bytes, in a body) is read as a value the scan judges: no member, no
 * qualifier, no call, no type, no label, no template argument (C++), no word after struct/goto. */
static int judged_use(const char *code, const char *p, size_t n, int cxx)
{
    const char *b = back_blanks(code, p);
    const char *after = skip_blanks(p + n);
    if (b > code && (b[-1] == '.' || (b[-1] == '>' && b - 1 > code && b[-2] == '-') || (b[-1] == ':' && b - 1 > code && b[-2] == ':')))
        return 0;
    if (p > code && (p[-1] == '"' || p[-1] == '\''))
        return 0; /* a literal's suffix: "name"sv, 'c'_u8 */
    if ((b - code >= 2 && b[-1] == '[' && b[-2] == '[') || (after[0] == ']' && after[1] == ']'))
        return 0; /* an attribute: [[likely]], [[maybe_unused]], [[fallthrough]] */
    if (*after == '(' || *after == '{' || (*after == ':' && after[1] != ':') || (after[0] == ':' && after[1] == ':'))
        return 0;
    if (is_name(*after) || *after == '"')
        return 0; /* a type before its declarator ("fd_set set"), or a macro glued to a literal */
    if (*after == '*' || *after == '&') { /* "T *p = ..." / "T &r = ...": a type */
        const char *q = skip_blanks(after + 1);
        while (*q == '*' || *q == '&' || *q == ' ')
            ++q;
        if (is_name(*q)) {
            const char *e = q;
            while (is_name(*e))
                ++e;
            e = skip_blanks(e);
            if (*e == ';' || *e == '=' || *e == ',' || *e == ')' || *e == '[')
                return 0;
        }
    }
    if (cxx && (*after == '<' || (b > code && b[-1] == '<') || (*after == '>' && after[1] != '=' && after[1] != '>')))
        return 0;
    const char *o = b > code ? back_blanks(code, b - 1) : b; /* before the '(': no call's, no if's, while's */
    int cast_open = b > code && b[-1] == '(' && !(o > code && (is_name(o[-1]) || o[-1] == ')') && !(o - code >= 6 && strncmp(o - 6, "return", 6) == 0));
    if (cast_open) { /* a cast: "(T)x", "(T *)p" */
        const char *q = after;
        while (*q == '*' || *q == '&' || *q == ' ')
            ++q;
        if (*q == ')') {
            const char *r = skip_blanks(q + 1);
            if (is_name(*r) || *r == '(' || *r == '&' || *r == '*' || *r == '"' || *r == '\'' || *r == '-' || *r == '~' || *r == '!')
                return 0;
        }
    }
    if (is_name(b[-1])) {
        const char *w = b;
        while (w > code && is_name(w[-1]))
            --w;
        static const char *const words[] = {"struct", "union", "enum", "class", "typename", "goto", "namespace", "using", "operator", NULL};
        for (size_t k = 0; words[k]; ++k)
            if (strlen(words[k]) == (size_t)(b - w) && strncmp(w, words[k], (size_t)(b - w)) == 0)
                return 0;
    }
    return 1;
}

/* Whether the '=' at eq ends in a ';' before any ',' or '}' at its own depth: a statement. */
static int assignment_statement(const char *eq, const char *end)
{
    int depth = 0;
    for (const char *q = eq + 1; q < end; ++q) {
        if (*q == '(' || *q == '[' || *q == '{')
            ++depth;
        else if ((*q == ')' || *q == ']' || *q == '}') && depth > 0)
            --depth;
        else if (depth == 0 && (*q == ',' || *q == '}'))
            return 0;
        else if (depth == 0 && *q == ';')
            return 1;
    }
    return 0;
}

/* Every name of [from, to) that the body declares: in the header all of them (parameters, template
 * parameters, the function's own name); in the body its declarations (locals on lines a Windows
 * build compiles; off: those on lines it skips), a macro call's arguments, structured bindings. */
static void body_declarations(locals_state *s, const wg_tree_file *f, const char *code, const body *fn, long open_line,
                              name_set *locals, name_set *off_locals)
{
    /* a header starts after the last statement a Windows build compiles: lines it skips before the
     * function's name (a file-scope declaration under #ifndef _WIN32) declare no parameter */
    long line = open_line;
    for (const char *p = fn->header; p < fn->open; ++p)
        line -= *p == '\n';
    for (const char *p = fn->header; p < fn->open; ++p) {
        if (*p == '\n')
            ++line;
#ifndef WG_SCAN_HEADER_SKIPPED_LINES_OFF
        if (line_off(f, line))
            continue;
#endif
        if (is_name(*p) && !(p > code && is_name(p[-1]))) {
            size_t n = 0;
            while (is_name(p[n]))
                ++n;
            set_add(s, locals, p, n);
            p += n - 1;
        }
    }
    enum { MAX = 128 };
    unsigned char opaque[MAX];
    int paren = 0, opaque_open = 0, binding = 0;
    int off = line_off(f, line);
    for (const char *p = fn->open + 1; p < fn->close && !s->failed; ++p) {
        if (*p == '\n') {
            off = line_off(f, ++line);
            continue;
        }
        if (*p == '(') {
            int o = !off && opaque_call(s, code, p);
            if (paren < MAX)
                opaque[paren] = (unsigned char)o;
            ++paren, opaque_open += o;
        } else if (*p == ')' && paren > 0) {
            --paren;
            opaque_open -= paren < MAX && opaque[paren];
        } else if (*p == '[') {
            const char *b = back_blanks(code, p);
            while (b > code && (b[-1] == '&' || b[-1] == ' '))
                --b;
            binding = b - code >= 4 && strncmp(b - 4, "auto", 4) == 0;
        } else if (*p == ']')
            binding = 0;
        else if (is_name(*p) && !(p > code && is_name(p[-1]))) {
            size_t n = 0;
            while (is_name(p[n]))
                ++n;
            if (!isdigit((unsigned char)*p)) {
                const char *b = back_blanks(code, p);
                const char *after = skip_blanks(p + n);
                int enumerator = b > code && (b[-1] == '{' || b[-1] == ',') && (*after == '=' || *after == ',' || *after == '}');
#ifndef WG_SCAN_FIRST_ASSIGNMENT_OFF
                if (enumerator && *after == '=') /* "{ rows = n;": a body's first statement, no enumerator */
                    enumerator = !assignment_statement(after, fn->close);
#endif
                if (off) {
                    if (declared_at(code, p, n))
                        set_add(s, off_locals, p, n);
                } else if (opaque_open > 0 || binding || enumerator || declared_at(code, p, n))
                    set_add(s, locals, p, n);
            }
            p += n - 1;
        }
    }
}

/* Whether one name, read at a Windows-only use, is declared where the body stands. */
static int declared_in_scope(locals_state *s, const wg_tree_file *f, name_set *locals, const body *fn, const char *name)
{
    if (set_has(locals, name) || set_has(&s->file_scope, name) || (fn->method && set_has(&s->members, name)))
        return 1;
    char key[1200];
    int k = snprintf(key, sizeof key, "%s\t%s", f->path, name);
    return k <= 0 || (size_t)k >= sizeof key || set_has(&s->unit_scope, key);
}

/* Whether the name is written at file scope (outside every brace) on a line MSVC may compile:
 * a declaration the walk did not read as one (f2c's "double (*gcc_bug_bypass_diff_F2C)
 * ANSI((double*,double*));", a K&R/ANSI pair of definitions whose return type sits on the line
 * before), so the name is declared there after all (igraph's vendored f2c). A line the model
 * cannot decide counts too: no finding where the name may be declared. */
static int written_at_file_scope_on(const wg_tree_file *f, const char *name)
{
    char *code = wg_code_text(f->text, f->length);
    if (!code)
        return 1; /* cannot tell: no finding */
    size_t n = strlen(name);
    long line = 1, depth = 0;
    int found = 0;
    for (const char *p = code; *p && !found; ++p) {
        int on = line <= f->lines && f->state && f->state[line] != WG_OFF; /* a skipped extern "C" { is no scope */
        if (*p == '\n')
            ++line;
        else if (*p == '{' && on)
            ++depth;
        else if (*p == '}' && depth > 0 && on)
            --depth;
        else if (depth == 0 && strncmp(p, name, n) == 0 && (p == code || !is_name(p[-1])) && !is_name(p[n]))
            found = line <= f->lines && f->state && f->state[line] != WG_OFF;
    }
    free(code);
    return found;
}

/* Whether f declares the name at file scope only on lines a Windows build skips, and no line the
 * build compiles declares it anywhere in the tree (libtcod's g_got_rows, declared in the #else of
 * #ifdef _WIN32 and assigned in a function every build compiles). Its own file only (a C
 * source): a static's scope, and a skipped file's names never meet a compiled use. */
static int file_declares_only_off(locals_state *s, const wg_tree_file *f, const char *name)
{
#ifdef WG_SCAN_OFF_FILE_SCOPE_OFF
    (void)s, (void)f, (void)name;
    return 0;
#else
    /* C sources only: C++'s and CUDA's templates and namespaces the walk reads less surely (MLX's
     * .cu kernels named in a template's argument list) */
    size_t len = strlen(f->path);
    if (len < 2 || strcmp(f->path + len - 2, ".c") != 0)
        return 0;
    char key[1200];
    int k = snprintf(key, sizeof key, "%s\t%s", f->path, name);
    if (k <= 0 || (size_t)k >= sizeof key || set_has(&s->on_scope, name) || !set_has(&s->off_here, key))
        return 0;
    /* (the file walk last: the set checks above answer most names) */
#ifdef WG_SCAN_FILE_SCOPE_WRITTEN_OFF
    return 1;
#else
    return !written_at_file_scope_on(f, name);
#endif
#endif
}

/* One line's finding: the names it reads that nothing in scope declares. */
static void flush_finding(locals_state *s, const wg_tree_file *f, long line, const char *names, int method, int skipped_only)
{
    char message[600];
    if (skipped_only == 2)
        snprintf(message, sizeof message,
                 "%s on the Windows path: the file declares it only on lines a Windows build skips, and nothing else does (an undeclared identifier on Windows alone)", names);
    else if (skipped_only)
        snprintf(message, sizeof message,
                 "%s on the Windows path: the function declares it only on lines a Windows build skips (an undeclared identifier on Windows alone)", names);
    else
        snprintf(message, sizeof message,
                 "%s in Windows-only code: neither its function, nor the tree's file scope%s declares it (an undeclared identifier no Linux build compiles)",
                 names, method ? " nor a class" : "");
    wg_windows_undeclared_add(s->tree, f->path, line, message);
}

/* The findings of one function body: the first use of each name. */
static void judge_body(locals_state *s, const wg_tree_file *f, const char *code, const body *fn, const unsigned char *marks, long open_line)
{
    long close_line = open_line;
    int windows = 0, skipped = 0;
    for (const char *p = fn->open; p < fn->close; ++p)
        close_line += *p == '\n';
    for (long l = open_line; l <= close_line && l <= f->lines; ++l) {
        windows |= marks[l] && !line_off(f, l);
        skipped |= line_off(f, l);
    }
    if (!windows && !skipped && !set_has(&s->off_files, f->path))
        return;
    /* inline assembly's operands are no C names */
    for (const char *p = fn->open; p + 4 < fn->close; ++p)
        if (p[0] == 'a' && p[1] == 's' && p[2] == 'm' && !(p > code && isalpha((unsigned char)p[-1])) && !is_name(p[3]))
            return;
    int cxx = fn->method || strstr(f->path, ".c") == NULL || strstr(f->path, ".cc") || strstr(f->path, ".cpp") || strstr(f->path, ".cxx");
    name_set locals = {0}, off_locals = {0}, reported = {0};
    char names[300] = "";  /* the names of one line, one finding */
    long pending_line = 0;
    int skipped_only = 1;
    body_declarations(s, f, code, fn, open_line, &locals, &off_locals);
    enum { MAX = 128 };
    unsigned char opaque[MAX];
    int paren = 0, opaque_open = 0;
    long line = open_line;
    int off = line_off(f, line);
    for (const char *p = fn->open + 1; p < fn->close && !s->failed; ++p) {
        if (*p == '\n') {
            off = line_off(f, ++line);
            continue;
        }
        if (off)
            continue;
        if (*p == '(') {
            int o = opaque_call(s, code, p);
            if (paren < MAX)
                opaque[paren] = (unsigned char)o;
            ++paren, opaque_open += o;
            continue;
        }
        if (*p == ')' && paren > 0) {
            --paren;
            opaque_open -= paren < MAX && opaque[paren];
            continue;
        }
        if (!is_name(*p) || (p > code && is_name(p[-1])))
            continue;
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        char name[128];
        int judged = opaque_open == 0 && n < sizeof name && islower((unsigned char)*p) && judged_use(code, p, n, cxx);
        if (judged) {
            memcpy(name, p, n), name[n] = '\0';
            int windows_only = line <= f->lines && marks[line];
            int off_file = 0;
            judged = !reserved_name(name) && !wg_windows_sdk_name(name) && !wg_windows_function(name) && !set_has(&reported, name);
            if (judged && !declared_in_scope(s, f, &locals, fn, name))
                judged = windows_only || set_has(&off_locals, name);
            else if (judged)
                /* a use on a line MSVC surely compiles: one under a macro the skipped lines define
                 * (f2c's #ifdef BYPASS_GCC_COMPARE_BUG, igraph) is no Windows use */
                judged = off_file = !set_has(&locals, name) && !(fn->method && set_has(&s->members, name)) &&
                                    line <= f->lines && f->state && f->state[line] == WG_ON && file_declares_only_off(s, f, name);
            if (judged) {
                if (pending_line && pending_line != line)
                    flush_finding(s, f, pending_line, names, fn->method, skipped_only);
                if (pending_line != line)
                    names[0] = '\0', skipped_only = 1;
                pending_line = line;
                skipped_only = off_file ? (skipped_only ? 2 : 0) : skipped_only == 1 && set_has(&off_locals, name);
                if (strlen(names) + n + 3 < sizeof names)
                    strcat(strcat(names, names[0] ? ", " : ""), name);
                set_add(s, &reported, name, n);
            }
        }
        p += n - 1;
    }
    if (pending_line)
        flush_finding(s, f, pending_line, names, fn->method, skipped_only);
    set_free(&locals), set_free(&off_locals), set_free(&reported);
}

/* A C++ file that brings in a namespace the tree does not declare (using namespace std): its
 * unqualified names may be that namespace's. Each name of a nested one counts (OSRM's using
 * namespace boost::interprocess;, in a tree that opens namespace boost for its own
 * specializations but not boost::interprocess: open_only, read_write are Boost's). */
static int foreign_using(locals_state *s, const char *code)
{
    for (const char *p = strstr(code, "using"); p; p = strstr(p + 5, "using")) {
        if ((p > code && is_name(p[-1])) || is_name(p[5]))
            continue;
        const char *q = skip_blanks(p + 5);
        if (strncmp(q, "namespace", 9) != 0 || is_name(q[9]))
            continue;
        q = skip_blanks(q + 9);
        if (q[0] == ':' && q[1] == ':')
            q += 2;
        for (;; q += 2) {
            char name[128];
            size_t n = 0;
            while (is_name(q[n]) && n + 1 < sizeof name)
                name[n] = q[n], ++n;
            name[n] = '\0';
            if (!set_has(&s->namespaces, name))
                return 1;
#ifdef WG_SCAN_UNDECLARED_NESTED_USING_OFF
            break;
#endif
            q += n;
            if (q[0] != ':' || q[1] != ':')
                break;
        }
    }
    return 0;
}

/* Whether the headers the file includes that the scan cannot read may declare its names: a
 * dependency that shares the project's namespace folder (<wx/app.h> beside the tree's src/wx,
 * <aws/common/clock.h> beside include/aws/io: wxTheApp, aws_high_res_clock_get_ticks), or a quoted
 * header of a tree whose targets also list sources it lacks (libressl's "apps.h", which update.sh
 * copies with the sources before configure). */
static int unread_may_declare(const wg_tree *t, const wg_tree_file *f)
{
#ifdef WG_SCAN_UNDECLARED_UNREAD_OFF
    (void)t, (void)f;
    return 0;
#else
    const char *u = f->unread_include;
    if (!u)
        return 0;
    if (*u == '"')
        return t->common_source_missing;
    size_t k = strcspn(u + 1, "/>\" ");
    char folder[256];
    if (u[1 + k] != '/' || k >= sizeof folder)
        return 0;
    memcpy(folder, u + 1, k);
    folder[k] = '\0';
    return wg_strlist_sorted_has(t->folders, t->folder_count, folder);
#endif
}

int wg_windows_locals(wg_tree *t, char *const *codes, unsigned char *const *marks)
{
    locals_state s;
    memset(&s, 0, sizeof s);
    s.tree = t;
    char **bodies = calloc(t->count ? t->count : 1, sizeof *bodies);
    if (!bodies)
        return -1;
    for (size_t i = 0; i < t->count && !s.failed; ++i) {
        if (!codes[i])
            continue;
        if (!(bodies[i] = malloc(t->files[i].length + 1))) {
            s.failed = 1;
            break;
        }
        memcpy(bodies[i], codes[i], strlen(codes[i]) + 1);
        s.path = t->files[i].path;
        blank_directives(bodies[i], &s, 1);
        walk_scopes(&s, &t->files[i], bodies[i], 1, NULL, NULL);
        s.path = NULL;
    }
    for (size_t i = 0; i < t->count && !s.failed; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!bodies[i] || !marks[i] || f->file_state == WG_OFF || !f->state || f->lines < 1 || foreign_using(&s, bodies[i]) ||
            unread_may_declare(t, f))
            continue;
        walk_scopes(&s, f, bodies[i], 0, judge_body, marks[i]);
    }
    for (size_t i = 0; i < t->count; ++i)
        free(bodies[i]);
    free(bodies);
    set_free(&s.file_scope), set_free(&s.members), set_free(&s.macros), set_free(&s.namespaces);
    set_free(&s.on_scope), set_free(&s.off_here), set_free(&s.off_files), set_free(&s.unit_scope);
    return s.failed ? -1 : 0;
}
