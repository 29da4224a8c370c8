/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_scope_names.c: SCAN_WIN_BRANCH_UNDECLARED for a variable's name inside a function's Windows
 * code, beside scan_windows_names.c's calls and members (issue 31). A name used as a value on a
 * line a Windows build compiles inside a branch of a platform chain (or in a file the tree keeps
 * for Windows), which no parameter or local of the enclosing function declares, which nothing in
 * the tree declares outside a function body (a global, a member of a struct or class, an
 * enumerator, a #define: any file's, so the unit's project headers are in), while some function
 * of the tree has it as a parameter or a local (the shape of a stale or misspelt variable:
 * libpqxx's blocking for the parameter block, physfs' retval that OpenAppend no longer declares).
 * Also a name the enclosing function declares only in a branch a Windows build skips, used on a
 * line it compiles (libheif's cnt, declared only under !_WIN32). One pass over the tree for the
 * table (which names are declared outside functions, which as parameters or locals), one pass per
 * file for its functions; linear in the text. Calls, members, qualified names, types (a name
 * followed by another), labels, names in capitals, the implementation's (a leading underscore),
 * the C library's and the SDK's are never candidates. */
#include "scan.h"
#include "scan_internal.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct scope_name {
    char *name;
    unsigned char outer;    /* declared (or named at all) outside every function body */
    unsigned char local;    /* a parameter or a local of some function */
    unsigned char fn_state; /* in the function fn: 1 declared on a line the build compiles, 2 only off it */
    unsigned long fn;
    long off_line;
} scope_name;

typedef struct scope_table {
    scope_name *slots;
    size_t capacity, count;
    int failed;
} scope_table;

static int is_name(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

static uint64_t hash_name(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; ++i)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}

static scope_name *table_find(const scope_table *t, const char *s, size_t n)
{
    if (!t->capacity)
        return NULL;
    for (size_t i = hash_name(s, n) & (t->capacity - 1);; i = (i + 1) & (t->capacity - 1)) {
        scope_name *e = &t->slots[i];
        if (!e->name)
            return NULL;
        if (strncmp(e->name, s, n) == 0 && !e->name[n])
            return e;
    }
}

static scope_name *table_get(scope_table *t, const char *s, size_t n)
{
    scope_name *e = table_find(t, s, n);
    if (e)
        return e;
    if ((t->count + 1) * 2 > t->capacity) {
        size_t capacity = t->capacity ? t->capacity * 2 : 4096;
        scope_name *slots = calloc(capacity, sizeof *slots);
        if (!slots) {
            t->failed = 1;
            return NULL;
        }
        for (size_t k = 0; k < t->capacity; ++k)
            if (t->slots[k].name) {
                size_t i = hash_name(t->slots[k].name, strlen(t->slots[k].name)) & (capacity - 1);
                while (slots[i].name)
                    i = (i + 1) & (capacity - 1);
                slots[i] = t->slots[k];
            }
        free(t->slots);
        t->slots = slots, t->capacity = capacity;
    }
    size_t i = hash_name(s, n) & (t->capacity - 1);
    while (t->slots[i].name)
        i = (i + 1) & (t->capacity - 1);
    e = &t->slots[i];
    if (!(e->name = malloc(n + 1))) {
        t->failed = 1;
        return NULL;
    }
    memcpy(e->name, s, n), e->name[n] = '\0';
    ++t->count;
    return e;
}

static int word_is(const char *p, size_t n, const char *const *words)
{
    for (size_t k = 0; words[k]; ++k)
        if (strlen(words[k]) == n && strncmp(p, words[k], n) == 0)
            return 1;
    return 0;
}

/* C's and C++'s keywords and the few names every unit has (errno, stdout, environ ...). */
static int reserved_word(const char *p, size_t n)
{
    static const char *const words[] = {
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern", "float", "for",
        "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed", "sizeof", "static", "struct",
        "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "true", "false", "nullptr", "this", "new",
        "delete", "class", "namespace", "template", "typename", "using", "operator", "public", "private", "protected", "virtual",
        "override", "final", "friend", "explicit", "mutable", "constexpr", "consteval", "constinit", "noexcept", "decltype",
        "static_cast", "dynamic_cast", "const_cast", "reinterpret_cast", "static_assert", "throw", "try", "catch", "typeid",
        "alignof", "alignas", "wchar_t", "char8_t", "char16_t", "char32_t", "co_await", "co_return", "co_yield", "concept",
        "requires", "export", "and", "or", "not", "xor", "bitand", "bitor", "compl", "and_eq", "or_eq", "xor_eq", "not_eq",
        "asm", "errno", "stdin", "stdout", "stderr", "environ", "timezone", "daylight", "tzname", "optarg", "optind", "opterr",
        "optopt", "signgam", "main", "std", NULL};
    return word_is(p, n, words);
}

/* Words before a name that take an expression, not a type ("return x" declares nothing). */
static int expression_word(const char *w, size_t n)
{
    static const char *const words[] = {"return", "case", "sizeof", "else", "throw", "new", "delete", "goto", "do", "co_return",
                                        "co_yield", "co_await", "decltype", "alignof", "typeof", "__typeof__", "defined", "not",
                                        "and", "or", "if", "while", "for", "switch", NULL};
    return word_is(w, n, words);
}

/* The word ending at b (b[-1] its last byte), or NULL. */
static const char *word_before(const char *code, const char *b, size_t *n)
{
    const char *w = b;
    while (w > code && is_name(w[-1]))
        --w;
    *n = (size_t)(b - w);
    return *n ? w : NULL;
}

static const char *skip_blank_back(const char *code, const char *p)
{
    while (p > code && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\n' || p[-1] == '\r'))
        --p;
    return p;
}

/* Whether the name at p is declared there: a type's name, '*', '&' or '>' before it, not a
 * word that takes an expression (the same reading as scan_windows_names.c's). */
static int declared_here(const char *code, const char *p)
{
    const char *b = p;
    while (b > code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '\r' || b[-1] == '*' || b[-1] == '&' || b[-1] == '^'))
        --b; /* ^: C++/CX's handle, Platform::Array<T, 1> ^ arr (cpprestsdk) */
    if (b == code)
        return 0;
    if (b[-1] == '>' && b - 1 > code && b[-2] != '-')
        return 1; /* std::vector<int> v, a template's type */
    if (!is_name(b[-1]))
        return 0;
    size_t n;
    const char *w = word_before(code, b, &n);
    static const char *const tags[] = {"struct", "union", "enum", "class", NULL}; /* a tag's name is the type's, not a declarator */
    return w && !isdigit((unsigned char)*w) && !expression_word(w, n) && !word_is(w, n, tags);
}

/* The scope walk's state: brace levels (function bodies, other blocks), parentheses, the
 * statement so far outside functions, the declaration whose later declarators follow commas. */
enum { MAX_LEVELS = 256, MAX_PARAMS = 64 };
typedef struct scope_walk {
    const char *code;
    const wg_tree_file *file;
    long line;
    int depth, fn_depth;    /* brace depth; the depth inside the current function's body (0: none) */
    int parens;             /* parenthesis depth */
    int stmt_paren, stmt_eq, stmt_typedef; /* since the statement began outside functions: a '(' at depth 0, a '=', typedef */
    int decl_parens, decl_depth;      /* the declaration open inside a function (-1: none) */
    int next_declared;      /* the next name follows a declarator's comma */
    int binding;            /* inside auto [a, b]: the names are declared */
    int asm_depth;          /* inside an __asm { } block (its depth; 0: none): no uses */
    int macro_parens;       /* inside the arguments of a macro in capitals (its parenthesis depth + 1; 0: none): no uses */
    const char *params[MAX_PARAMS];
    size_t param_n[MAX_PARAMS], param_count;
    long param_line[MAX_PARAMS];
} scope_walk;

static int line_on(const wg_tree_file *f, long line)
{
    return f->file_state != WG_OFF && !(f->state && line <= f->lines && f->state[line] == WG_OFF);
}

typedef struct scope_use {
    const char *p;
    size_t n;
    long line;
} scope_use;

typedef struct scope_pass {
    scope_table *table;
    wg_tree *tree;
    int judge;                   /* 0: the table's pass; 1: the functions' pass over one file */
    const unsigned char *marks;  /* [lines + 1]: lines of a platform branch or a Windows-only file */
    unsigned long fn;            /* the current function's number (tree-wide) */
    scope_use *uses;
    size_t use_count, use_capacity;
} scope_pass;

/* A name the walk meets: outside functions it is the tree's (outer) or a parameter list's;
 * inside, a parameter, a local (declared, state by its line) or a use. */
static void note_outer(scope_pass *ps, scope_walk *w, const char *p, size_t n, int declared)
{
    if (ps->judge) {
        if (declared && w->parens > 0 && w->param_count < MAX_PARAMS)
            w->params[w->param_count] = p, w->param_n[w->param_count] = n, w->param_line[w->param_count++] = w->line;
        return;
    }
    scope_name *e = table_get(ps->table, p, n);
    if (!e)
        return;
    if (declared && w->parens > 0)
        e->local = 1;
    else
        e->outer = 1;
}

static void note_local(scope_pass *ps, const char *p, size_t n, long line, const wg_tree_file *f)
{
    scope_name *e = table_get(ps->table, p, n);
    if (!e)
        return;
    if (!ps->judge) {
        e->local = 1;
        return;
    }
    int on = line_on(f, line);
    if (e->fn != ps->fn)
        e->fn = ps->fn, e->fn_state = on ? 1 : 2, e->off_line = line;
    else if (on)
        e->fn_state = 1;
}

/* Whether the name at p..p+n, not declared there, is used as a value: not a call, a member, a
 * qualified name, a type before its declarator, a tag or a label. */
static int value_use(const char *code, const char *p, size_t n, int first)
{
    if (n < 2 || *p == '_' || isdigit((unsigned char)*p) || reserved_word(p, n))
        return 0;
    int lower = 0;
    for (size_t i = 0; i < n; ++i)
        lower |= islower((unsigned char)p[i]) != 0;
    if (!lower)
        return 0;
    const char *a = p + n;
    while (*a == ' ' || *a == '\t')
        ++a;
    if (*a == '(' || (a[0] == ':' && a[1] == ':') || is_name(*a) || (a == p + n && *a == '<') || (first && *a == ':'))
        return 0;
    if (*a == '*' || *a == '&') { /* T *p or a * b: not told apart */
        const char *c = a + 1;
        while (*c == ' ' || *c == '\t' || *c == '*' || *c == '&')
            ++c;
        if (is_name(*c))
            return 0;
    }
    const char *b = skip_blank_back(code, p);
    if (b > code && (b[-1] == '.' || b[-1] == '~' || (b[-1] == '>' && b - 1 > code && b[-2] == '-') ||
                     (b[-1] == ':' && b - 1 > code && b[-2] == ':')))
        return 0;
    size_t k;
    const char *w = word_before(code, b, &k);
    static const char *const tags[] = {"struct", "enum", "union", "class", "typename", "goto", NULL};
    if (w && word_is(w, k, tags))
        return 0;
    char name[128];
    if (n >= sizeof name)
        return 0;
    memcpy(name, p, n), name[n] = '\0';
    return !wg_windows_sdk_name(name) && !wg_c_library_name(name); /* (uv_alloc_cb) abort: libuv's test */
}

static void remember_use(scope_pass *ps, const char *p, size_t n, long line)
{
    if (ps->use_count == ps->use_capacity) {
        size_t capacity = ps->use_capacity ? ps->use_capacity * 2 : 64;
        scope_use *uses = realloc(ps->uses, capacity * sizeof *uses);
        if (!uses) {
            ps->table->failed = 1;
            return;
        }
        ps->uses = uses, ps->use_capacity = capacity;
    }
    ps->uses[ps->use_count++] = (scope_use){p, n, line};
}

/* The end of a function's body: its uses that no parameter or local of it declares on the path,
 * nothing outside functions declares, and some function does (or this one off the path). */
static void judge_function(scope_pass *ps, const wg_tree_file *f)
{
    for (size_t i = 0; i < ps->use_count; ++i) {
        const scope_use *u = &ps->uses[i];
        scope_name *e = table_find(ps->table, u->p, u->n);
        if (!e || e->outer || !e->local || (e->fn == ps->fn && e->fn_state == 1) || e->fn == ps->fn + (1ul << 31))
            continue;
        /* declared only on lines a platform chain's skipped branch holds (a CUDA unit's device
         * lines are off for cl.exe too: not those) */
        int skipped = e->fn == ps->fn && e->fn_state == 2 && ps->marks[e->off_line];
        if (e->fn == ps->fn && e->fn_state == 2 && !skipped)
            continue;
        if (!skipped && !ps->marks[u->line])
            continue; /* only a platform branch's (or a Windows-only file's) line is Windows' own */
        char message[512];
        if (skipped)
            snprintf(message, sizeof message,
                     "%s on the Windows path: its function declares it only in a branch a Windows build skips (line %ld)", e->name,
                     e->off_line);
        else
            snprintf(message, sizeof message,
                     "%s in Windows code: no parameter or local of its function and nothing outside functions in the tree declares it (a misspelt or stale name no Linux build compiled)",
                     e->name);
        wg_windows_undeclared_add(ps->tree, f->path, u->line, message);
        e->fn = ps->fn + (1ul << 31); /* once per function */
    }
    ps->use_count = 0;
}

static void open_function(scope_pass *ps, scope_walk *w)
{
    ++ps->fn;
    ps->use_count = 0;
    w->fn_depth = w->depth + 1;
    w->macro_parens = w->asm_depth = w->binding = 0, w->decl_depth = -1;
    for (size_t i = 0; ps->judge && i < w->param_count; ++i)
        note_local(ps, w->params[i], w->param_n[i], w->param_line[i], w->file);
}

/* Whether the '{' at p opens a function's body: a ')' before it, or a qualifier after one
 * (const, noexcept, override ...), not an initializer ('=' in the statement). */
static int opens_function(const scope_walk *w, const char *p)
{
    if (w->stmt_eq || !w->stmt_paren)
        return 0;
    const char *b = skip_blank_back(w->code, p);
    if (b > w->code && b[-1] == ')')
        return 1;
    size_t n;
    const char *word = word_before(w->code, b, &n);
    static const char *const words[] = {"const", "noexcept", "override", "final", "volatile", "mutable", "try", NULL};
    return word && word_is(word, n, words);
}

/* Whether the '(' at p follows a name in capitals (a macro's, two bytes or more, a letter among them). */
static int capitals_before(const char *code, const char *p)
{
    size_t n;
    const char *w = word_before(code, skip_blank_back(code, p), &n);
    int letter = 0;
    for (size_t i = 0; w && i < n; ++i) {
        if (islower((unsigned char)w[i]))
            return 0;
        letter |= isupper((unsigned char)w[i]) != 0;
    }
    return w && n >= 2 && letter;
}

static void reset_statement(scope_walk *w)
{
    w->stmt_paren = w->stmt_eq = w->stmt_typedef = 0, w->param_count = 0;
}

/* One character of punctuation (not in a directive). */
static void walk_punctuation(scope_pass *ps, scope_walk *w, const char *p)
{
    int in_function = w->fn_depth > 0;
    switch (*p) {
    case '{':
        if (!in_function && opens_function(w, p))
            open_function(ps, w);
        if (!in_function)
            reset_statement(w);
        ++w->depth;
        break;
    case '}':
        if (w->depth > 0)
            --w->depth;
        if (in_function && w->depth < w->fn_depth) {
            if (ps->judge)
                judge_function(ps, w->file);
            w->fn_depth = 0;
        }
        if (w->depth < w->decl_depth)
            w->decl_depth = -1;
        if (!w->fn_depth)
            reset_statement(w);
        break;
    case '(':
        if (!in_function && w->parens == 0) /* a parameter list after a template's default, <typename T = int> f(T x) */
            w->stmt_paren = 1, w->stmt_eq = 0;
        if (in_function && !w->macro_parens && capitals_before(w->code, p))
            w->macro_parens = w->parens + 1; /* DEBUG1((... n_col2)): a macro may drop its arguments (SuiteSparse's under NDEBUG) */
        ++w->parens;
        break;
    case ')':
        if (w->parens > 0)
            --w->parens;
        if (w->macro_parens && w->parens < w->macro_parens)
            w->macro_parens = 0;
        if (w->parens < w->decl_parens)
            w->decl_depth = -1;
        break;
    case ';':
        if (!in_function)
            reset_statement(w);
        else if (w->decl_depth == w->depth)
            w->decl_depth = -1;
        break;
    case '=':
        if (!in_function && w->parens == 0 && p[1] != '=' && !(p > w->code && strchr("=!<>", p[-1]))) {
            size_t n;
            const char *word = word_before(w->code, skip_blank_back(w->code, p), &n);
            if (!(word && n == 8 && strncmp(word, "operator", 8) == 0))
                w->stmt_eq = 1;
        }
        break;
    case ',':
        if (in_function && w->decl_depth == w->depth && w->parens == w->decl_parens)
            w->next_declared = 1;
        break;
    default:
        break;
    }
}

/* One name (not in a directive). */
static void walk_name(scope_pass *ps, scope_walk *w, const char *p, size_t n, int first)
{
    int declared = declared_here(w->code, p) || w->next_declared || w->binding;
    w->next_declared = 0;
    if (w->fn_depth == 0) {
        if (n == 7 && strncmp(p, "typedef", 7) == 0)
            w->stmt_typedef = 1;
        /* a typedef's names and a pointer to function's, typedef BOOL (WINAPI *fnSTEM)(DWORD): the tree's */
        const char *b = skip_blank_back(w->code, p), *a = p + n;
        while (*a == ' ' || *a == '\t')
            ++a;
        int function_pointer = b > w->code && b[-1] == '*' && *a == ')';
        note_outer(ps, w, p, n, declared && !reserved_word(p, n) && !w->stmt_typedef && !function_pointer);
        return;
    }
    const char *a = p + n;
    while (*a == ' ' || *a == '\t')
        ++a;
    if (first && a[0] == ':' && a[1] != ':') { /* a label: the function's own (GOTO_IF(..., done)) */
        note_local(ps, p, n, w->line, w->file);
        return;
    }
    if (reserved_word(p, n))
        return;
    if (declared) {
        note_local(ps, p, n, w->line, w->file);
        /* not a name inside the declaration's initializer: int len = sizeof(struct s), other; */
        if (!(w->decl_depth == w->depth && w->parens > w->decl_parens))
            w->decl_depth = w->depth, w->decl_parens = w->parens;
    } else if (ps->judge && !w->asm_depth && !w->macro_parens && line_on(w->file, w->line) && value_use(w->code, p, n, first))
        remember_use(ps, p, n, w->line);
}

/* A '[' or ']' inside a function (a structured binding's names are declared), an __asm block's '{'. */
static void walk_bracket(scope_walk *w, const char *p)
{
    if (w->fn_depth == 0)
        return;
    const char *b = p;
    while (b > w->code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '&'))
        --b;
    size_t n;
    const char *word = word_before(w->code, b, &n);
    if (*p == '[')
        w->binding = word && n == 4 && strncmp(word, "auto", 4) == 0;
    else if (*p == ']')
        w->binding = 0;
    else if (*p == '{' && word && ((n == 3 && strncmp(word, "asm", 3) == 0) || (n == 4 && strncmp(word, "_asm", 4) == 0) ||
                                   (n == 5 && strncmp(word, "__asm", 5) == 0)))
        w->asm_depth = w->depth + 1;
    else if (*p == '}' && w->asm_depth && w->depth < w->asm_depth)
        w->asm_depth = 0;
}

/* Past a directive (its continuation lines too); a #define's name is the tree's (outer). */
static const char *walk_directive(scope_pass *ps, scope_walk *w, const char *p)
{
    ++p;
    while (*p == ' ' || *p == '\t')
        ++p;
    if (!ps->judge && strncmp(p, "define", 6) == 0 && !is_name(p[6])) {
        p += 6;
        while (*p == ' ' || *p == '\t')
            ++p;
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        scope_name *e = n && !isdigit((unsigned char)*p) ? table_get(ps->table, p, n) : NULL;
        if (e)
            e->outer = 1;
    }
    while (*p && !(*p == '\n' && p[-1] != '\\')) {
        if (*p == '\n')
            ++w->line;
        ++p;
    }
    return p;
}

static void walk_file(scope_pass *ps, const wg_tree_file *f, const char *code)
{
    scope_walk w;
    memset(&w, 0, sizeof w);
    w.code = code, w.file = f, w.line = 1, w.decl_depth = -1;
    int first = 1;
    for (const char *p = code; *p && !ps->table->failed;) {
        if (*p == '\n') {
            ++w.line, first = 1, ++p;
            continue;
        }
        if (*p == '#' && first) {
            p = walk_directive(ps, &w, p);
            continue;
        }
        if (*p == ' ' || *p == '\t' || *p == '\r') {
            ++p;
            continue;
        }
        if (is_name(*p)) {
            size_t n = 0;
            while (is_name(p[n]))
                ++n;
            if (!isdigit((unsigned char)*p))
                walk_name(ps, &w, p, n, first);
            first = 0, p += n;
            continue;
        }
        first = 0;
        if (*p == '[' || *p == ']' || *p == '{' || *p == '}')
            walk_bracket(&w, p);
        walk_punctuation(ps, &w, p);
        ++p;
    }
    ps->use_count = 0;
}

int wg_scope_names_tree_facts(wg_tree *t)
{
    scope_table table = {0};
    scope_pass ps = {.table = &table, .tree = t};
    char **codes = calloc(t->count ? t->count : 1, sizeof *codes);
    if (!codes)
        return -1;
    for (size_t i = 0; i < t->count && !table.failed; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !f->text)
            continue;
        if (!(codes[i] = wg_code_text(f->text, f->length)))
            table.failed = 1;
        else
            walk_file(&ps, f, codes[i]);
    }
    ps.judge = 1;
    for (size_t i = 0; i < t->count && !table.failed && !t->failed; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!codes[i] || f->file_state == WG_OFF || !f->state || f->lines < 1)
            continue;
        unsigned char *marks = calloc((size_t)f->lines + 2, 1);
        if (!marks) {
            table.failed = 1;
            break;
        }
        wg_windows_code_lines(f->path, codes[i], f->lines, marks);
        ps.marks = marks;
        walk_file(&ps, f, codes[i]);
        free(marks);
    }
    int failed = table.failed;
    for (size_t i = 0; i < t->count; ++i)
        free(codes[i]);
    free(codes), free(ps.uses);
    for (size_t i = 0; i < table.capacity; ++i)
        free(table.slots[i].name);
    free(table.slots);
    return failed ? -1 : 0;
}
