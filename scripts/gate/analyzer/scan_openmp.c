/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_openmp.c: OpenMP forms that MSVC's OpenMP 2.0 (/openmp) rejects (issue 31), beside
 * scan_families.c's SCAN_OPENMP_UNSIGNED:
 *   SCAN_OPENMP_LOOP_FORM         the loop after "#pragma omp ... for" runs an iterator
 *                                 (auto it = v.begin(), T::iterator) or tests with != : OpenMP 2.0
 *                                 takes a signed integer variable compared with <, <=, > or >=
 *                                 (C3016, C3017 "termination test ... improper form")
 *   SCAN_OPENMP_REDUCTION_MINMAX  reduction(min: ...) / reduction(max: ...): OpenMP 3.1 (C3036)
 *   SCAN_OMP_PRAGMA_AS_STATEMENT  a stand-alone directive (barrier, flush, taskwait, taskyield)
 *                                 closing a loop's body, no statement after it: MSVC attaches the
 *                                 pragma to the next statement (the fix adds ';')
 * Only where cl.exe compiles OpenMP at all (a tree whose CMake names OpenMP, or one no CMake
 * evaluation read: without /openmp the pragma is ignored, C4068) and not where the build picks
 * a later OpenMP (/openmp:llvm, /openmp:experimental, CMake's OpenMP_RUNTIME_MSVC): the fix's
 * stand-in, which scan_families.c's SCAN_OPENMP_UNSIGNED honours too. */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Whether a CMake text picks an OpenMP runtime past 2.0 for cl.exe: /openmp:llvm or
 * /openmp:experimental (also -openmp:...), or CMake's OpenMP_RUNTIME_MSVC (3.30) set to llvm or
 * experimental. */
static int names_later_openmp(const char *text)
{
    for (const char *p = strstr(text, "openmp:"); p; p = strstr(p + 7, "openmp:"))
        if (p > text && (p[-1] == '/' || p[-1] == '-') &&
            (strncmp(p + 7, "llvm", 4) == 0 || strncmp(p + 7, "experimental", 12) == 0))
            return 1;
    for (const char *p = strstr(text, "OpenMP_RUNTIME_MSVC"); p; p = strstr(p + 19, "OpenMP_RUNTIME_MSVC")) {
        const char *q = p + 19;
        while (*q == ' ' || *q == '\t' || *q == '"' || *q == '=')
            ++q;
        if (strncmp(q, "llvm", 4) == 0 || strncmp(q, "experimental", 12) == 0)
            return 1;
    }
    return 0;
}

int wg_openmp_later_runtime(const wg_tree *t)
{
    for (size_t i = 0; i < t->count; ++i)
        if (t->files[i].kind == WG_SCAN_CMAKE && names_later_openmp(t->files[i].text))
            return 1;
    return 0;
}

/* Whether cl.exe compiles the tree's OpenMP pragmas as OpenMP 2.0. */
int wg_openmp_20(const wg_family_file *ff)
{
    return (ff->tree->openmp || !ff->tree->cmake_evaluated) && !ff->tree->openmp_later;
}

/* The loop header's clauses (p just after "for ("): whether its variable is an iterator or its
 * test is !=. Reported here as SCAN_OPENMP_LOOP_FORM (1), else 0 (SCAN_OPENMP_UNSIGNED judges
 * the index's type). A header continued on the next line is not judged. */
int wg_openmp_loop_form(wg_family_file *ff, const char *p, long number)
{
    const char *init_end = strchr(p, ';');
    const char *test_end = init_end ? strchr(init_end + 1, ';') : NULL;
    if (!init_end)
        return 0;
    char init[256];
    size_t n = (size_t)(init_end - p) < sizeof init - 1 ? (size_t)(init_end - p) : sizeof init - 1;
    memcpy(init, p, n);
    init[n] = '\0';
    const char *why = NULL;
    if (wg_word_in(init, "iterator") || wg_word_in(init, "const_iterator") || strstr(init, "begin()") ||
        strstr(init, "begin(") || strstr(init, ".end()"))
        why = "an iterator variable: MSVC's OpenMP 2.0 takes only a signed integer loop variable (C3016)";
    else if (test_end) {
        for (const char *q = strstr(init_end, "!="); q && q < test_end; q = strstr(q + 2, "!="))
            if (!wg_in_literal(p, q)) {
                why = "a != test: MSVC's OpenMP 2.0 takes only <, <=, > or >= (C3017, termination test of improper form)";
                break;
            }
    }
    if (!why)
        return 0;
    char message[200];
    snprintf(message, sizeof message, "OpenMP loop with %s", why);
    ff->report(ff->context, number, "SCAN_OPENMP_LOOP_FORM", message);
    return 1;
}

/* reduction(min: x) / reduction(max: x) on an OpenMP pragma line. */
static void reduction_minmax(wg_family_file *ff, const char *pragma, long number)
{
    for (const char *r = wg_word_in(pragma, "reduction"); r; r = wg_word_in(r + 9, "reduction")) {
        const char *q = skip_blank(r + 9);
        if (*q != '(')
            continue;
        q = skip_blank(q + 1);
        if ((strncmp(q, "min", 3) == 0 || strncmp(q, "max", 3) == 0) && *skip_blank(q + 3) == ':') {
            char message[160];
            snprintf(message, sizeof message, "reduction(%.3s: ...): OpenMP 3.1, which MSVC's OpenMP 2.0 lacks (C3036)", q);
            ff->report(ff->context, number, "SCAN_OPENMP_REDUCTION_MINMAX", message);
            return;
        }
    }
}

/* A stand-alone directive: one that takes no statement of its own. */
static int standalone_directive(const char *pragma)
{
    static const char *const names[] = {"barrier", "flush", "taskwait", "taskyield", NULL};
    const char *omp = wg_word_in(pragma, "omp");
    if (!omp)
        return 0;
    const char *d = skip_blank(omp + 3);
    for (size_t i = 0; names[i]; ++i) {
        size_t n = strlen(names[i]);
        if (strncmp(d, names[i], n) == 0 && !is_name(d[n]))
            return 1;
    }
    return 0;
}

/* Whether the block around the line number of f is a loop's body: the '{' that opens it follows
 * "for (...)", "while (...)" or "do" (braces counted back over the text). */
static int in_loop_body(const wg_tree_file *f, long number)
{
    const char *text = f->text, *p = text;
    for (long n = 1; n < number && p; ++n) {
        p = memchr(p, '\n', f->length - (size_t)(p - text));
        p = p ? p + 1 : NULL;
    }
    if (!p)
        return 0;
    int depth = 0;
    while (p > text) {
        char c = *--p;
        if (c == '}')
            ++depth;
        else if (c == '{' && depth-- == 0)
            break;
    }
    if (*p != '{')
        return 0;
    while (p > text && isspace((unsigned char)p[-1]))
        --p;
    if (p > text && p[-1] == ')') {
        int parens = 0;
        do {
            --p;
            parens += *p == ')' ? 1 : *p == '(' ? -1 : 0;
        } while (p > text && parens);
        while (p > text && isspace((unsigned char)p[-1]))
            --p;
    }
    const char *e = p;
    while (p > text && is_name(p[-1]))
        --p;
    size_t n = (size_t)(e - p);
    return (n == 3 && strncmp(p, "for", 3) == 0) || (n == 5 && strncmp(p, "while", 5) == 0) || (n == 2 && strncmp(p, "do", 2) == 0);
}

/* Every line of a C/C++ source (pragma lines included, comments stripped). */
void wg_openmp_line(wg_family_file *ff, const char *line, long number)
{
    const char *q = skip_blank(line);
    if (*q == '#') {
        const char *p = skip_blank(q + 1);
        if (strncmp(p, "pragma", 6) != 0 || !wg_word_in(p, "omp"))
            return;
        const wg_tree_file *f = ff->file;
        int on = f->file_state != WG_OFF && !(number >= 1 && number <= f->lines && f->state[number] == WG_OFF);
        if (!on || !wg_openmp_20(ff))
            return;
        reduction_minmax(ff, p, number);
        if (standalone_directive(p))
            ff->omp_standalone_line = number;
        return;
    }
    if (!*q || !ff->omp_standalone_line)
        return;
    long pragma = ff->omp_standalone_line;
    ff->omp_standalone_line = 0;
    /* Only a loop's body: faiss's newest commit, which its MSVC CI builds, closes an else block
     * with a barrier; amgcl's fix was for one closing a for loop's body. */
    if (*q == '}' && in_loop_body(ff->file, pragma))
        ff->report(ff->context, pragma, "SCAN_OMP_PRAGMA_AS_STATEMENT",
                   "#pragma omp barrier (or flush, taskwait) closing a loop's body: MSVC's OpenMP attaches the pragma to a statement after it; add ';'");
}

/* ---- the tree's unsigned aliases, for SCAN_OPENMP_UNSIGNED ------------------------------------- */

enum { ALIAS_UNKNOWN, ALIAS_UNSIGNED, ALIAS_SIGNED };

/* A type's spelling (qualifiers and a namespace dropped: "const std::uint64_t", "NS::index" reads
 * as its last name) judged signed, unsigned, or unknown, by the built-in integer types and the
 * aliases collected so far. */
static int alias_kind(const wg_tree *t, const char *type, size_t n)
{
    static const char *const unsigned_types[] = {"size_t", "uint", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "uintptr_t",
                                                 "uintmax_t", "u_int32_t", "u_int64_t", "unsigned", NULL};
    static const char *const signed_types[] = {"int", "long", "short", "signed", "int8_t", "int16_t", "int32_t", "int64_t",
                                               "intptr_t", "intmax_t", "ptrdiff_t", "ssize_t", "__int64", "int64", NULL};
    char word[64];
    if (n >= sizeof word)
        return ALIAS_UNKNOWN;
    memcpy(word, type, n);
    word[n] = '\0';
    const char *w = word;
    for (int again = 1; again;) { /* const, volatile, typename, a leading :: */
        again = 0;
        w = skip_blank(w);
        if (strncmp(w, "const ", 6) == 0 || strncmp(w, "typename ", 9) == 0 || strncmp(w, "volatile ", 9) == 0)
            w = strchr(w, ' '), again = 1;
    }
    if (strncmp(w, "unsigned", 8) == 0 && !is_name(w[8]))
        return ALIAS_UNSIGNED;
    if (strncmp(w, "signed", 6) == 0 && !is_name(w[6]))
        return ALIAS_SIGNED;
    for (const char *c = strstr(w, "::"); c; c = strstr(w, "::"))
        w = c + 2;
    size_t m = 0;
    while (is_name(w[m]))
        ++m;
    if (!m || *skip_blank(w + m)) /* long long, int *, a template: the first word alone says */
        if (!(m && (strncmp(w, "long", 4) == 0 || strncmp(w, "short", 5) == 0) && m <= 5))
            return ALIAS_UNKNOWN;
    for (size_t i = 0; unsigned_types[i]; ++i)
        if (strlen(unsigned_types[i]) == m && strncmp(w, unsigned_types[i], m) == 0)
            return ALIAS_UNSIGNED;
    for (size_t i = 0; signed_types[i]; ++i)
        if (strlen(signed_types[i]) == m && strncmp(w, signed_types[i], m) == 0)
            return ALIAS_SIGNED;
    if (wg_strlist_has(t->signed_aliases, t->signed_alias_count, w, m))
        return ALIAS_SIGNED;
    if (wg_strlist_has(t->unsigned_aliases, t->unsigned_alias_count, w, m))
        return ALIAS_UNSIGNED;
    return ALIAS_UNKNOWN;
}

/* Notes the alias name (n bytes) of the type (tn bytes) as unsigned or signed. */
static int note_alias(wg_tree *t, const char *name, size_t n, const char *type, size_t tn)
{
    int kind = alias_kind(t, type, tn);
    if (kind == ALIAS_SIGNED && !wg_strlist_has(t->signed_aliases, t->signed_alias_count, name, n))
        return wg_strlist_add(&t->signed_aliases, &t->signed_alias_count, &t->signed_alias_capacity, name, n);
    if (kind == ALIAS_UNSIGNED && !wg_strlist_has(t->unsigned_aliases, t->unsigned_alias_count, name, n))
        return wg_strlist_add(&t->unsigned_aliases, &t->unsigned_alias_count, &t->unsigned_alias_capacity, name, n);
    return 0;
}

/* Each "typedef TYPE NAME;" and "using NAME = TYPE;" of a text (no braces, parentheses or
 * templates: a struct's, a function pointer's, an alias template's; no pointer) handed to
 * note_alias. */
static int text_aliases(wg_tree *t, const char *text)
{
    for (const char *p = strstr(text, "typedef"), *u = strstr(text, "using"); p || u;) {
        int is_using = !p || (u && u < p);
        const char *at = is_using ? u : p;
        size_t kw = is_using ? 5 : 7;
        if (is_using)
            u = strstr(u + 5, "using");
        else
            p = strstr(p + 7, "typedef");
        if ((at > text && is_name(at[-1])) || !(at[kw] == ' ' || at[kw] == '\t'))
            continue;
        const char *end = strchr(at, ';');
        if (!end || end - at > 160)
            continue;
        const char *body = skip_blank(at + kw);
        if (memchr(body, '{', (size_t)(end - body)) || memchr(body, '(', (size_t)(end - body)) ||
            memchr(body, '<', (size_t)(end - body)) || memchr(body, '\n', (size_t)(end - body)) ||
            strcspn(body, "*&[,") < (size_t)(end - body)) /* a pointer's, an array's, two names */
            continue;
        const char *name = body, *name_end, *type, *type_end;
        if (is_using) {
            for (name_end = name; is_name(*name_end);)
                ++name_end;
            type = skip_blank(name_end);
            if (name_end == name || *type != '=')
                continue;
            type = skip_blank(type + 1), type_end = end;
        } else {
            for (name_end = end; name_end > body && (name_end[-1] == ' ' || name_end[-1] == '\t');)
                --name_end;
            for (name = name_end; name > body && is_name(name[-1]);)
                --name;
            type = body, type_end = name;
        }
        while (type_end > type && (type_end[-1] == ' ' || type_end[-1] == '\t'))
            --type_end;
        if (name_end > name && type_end > type && !isdigit((unsigned char)*name) &&
            note_alias(t, name, (size_t)(name_end - name), type, (size_t)(type_end - type)) != 0)
            return -1;
    }
    return 0;
}

/* The tree's integer aliases (networkit's "typedef uint64_t index;", "using size_type =
 * std::size_t;"), followed through aliases of aliases; a name some text aliases to a signed type
 * too (networkit's omp_index, int64_t under _MSC_VER, index elsewhere) is not unsigned. */
int wg_openmp_unsigned_aliases(wg_tree *t)
{
    if (!t->openmp || t->openmp_later)
        return 0;
    for (int pass = 0; pass < 3; ++pass) { /* an alias of an alias of another file's alias */
        size_t before = t->unsigned_alias_count + t->signed_alias_count;
        for (size_t i = 0; i < t->count; ++i)
            if (t->files[i].kind == WG_SCAN_SOURCE && t->files[i].text &&
                (strstr(t->files[i].text, "typedef") || strstr(t->files[i].text, "using")) && text_aliases(t, t->files[i].text) != 0)
                return -1;
        if (t->unsigned_alias_count + t->signed_alias_count == before)
            break;
    }
    return 0;
}

/* Whether the loop variable's type at p ("index i = 0", "NS::count j") is an unsigned alias of
 * the tree: its name, copied to name. */
int wg_openmp_unsigned_alias(const wg_tree *t, const char *p, char *name, size_t size)
{
    const char *w = p, *e = p;
    for (;;) {
        while (is_name(*e))
            ++e;
        if (e[0] != ':' || e[1] != ':')
            break;
        w = e += 2;
    }
    size_t n = (size_t)(e - w);
    const char *v = skip_blank(e);
    if (!n || n >= size || v == e || !is_name(*v) || isdigit((unsigned char)*v) ||
        wg_strlist_has(t->signed_aliases, t->signed_alias_count, w, n) ||
        !wg_strlist_has(t->unsigned_aliases, t->unsigned_alias_count, w, n))
        return 0;
    memcpy(name, w, n);
    name[n] = '\0';
    return 1;
}

/* ---- OpenMP pragmas behind a macro, for SCAN_OPENMP_UNSIGNED ----------------------------------- */

/* Whether a #define's body (to its line's end) makes an OpenMP pragma of its argument: it names
 * omp and a pragma operator, _Pragma, __pragma or another PRAGMA macro (SeqAn's
 * "#define SEQAN_OMP_PRAGMA(x) SEQAN_DO_PRAGMA(omp x)", "... __pragma (omp x)"). */
static int pragma_body(const char *body, size_t n)
{
    char text[256];
    if (n >= sizeof text)
        return 0;
    memcpy(text, body, n);
    text[n] = '\0';
    return wg_word_in(text, "omp") && (strstr(text, "_Pragma") || strstr(text, "__pragma") || strstr(text, "PRAGMA"));
}

/* The function-like macros of the tree's sources whose body is an OpenMP pragma of their
 * argument: a line "NAME(parallel for ...)" is then the pragma of the loop after it. */
int wg_openmp_pragma_macros(wg_tree *t)
{
    if (!(t->openmp || !t->cmake_evaluated) || t->openmp_later)
        return 0;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !f->text || !strstr(f->text, "omp"))
            continue;
        for (const char *d = strstr(f->text, "define"); d; d = strstr(d + 6, "define")) {
            const char *bol = d;
            while (bol > f->text && bol[-1] != '\n')
                --bol;
            const char *hash = skip_blank(bol);
            if (*hash != '#' || skip_blank(hash + 1) != d || !(d[6] == ' ' || d[6] == '\t'))
                continue;
            const char *name = skip_blank(d + 6), *e = name;
            while (is_name(*e))
                ++e;
            const char *close = *e == '(' ? strchr(e, ')') : NULL; /* function-like: NAME( at once */
            const char *eol = strchr(d, '\n');
            if (!close || e == name || (eol && close > eol))
                continue;
            size_t body = eol ? (size_t)(eol - close - 1) : strlen(close + 1);
            if (pragma_body(close + 1, body) && !wg_strlist_has(t->omp_pragma_macros, t->omp_pragma_macro_count, name, (size_t)(e - name)) &&
                wg_strlist_add(&t->omp_pragma_macros, &t->omp_pragma_macro_count, &t->omp_pragma_macro_capacity, name, (size_t)(e - name)) != 0)
                return -1;
        }
    }
    return 0;
}

/* Whether the code line is an OpenMP loop pragma written as an operator or a macro call:
 * _Pragma("omp parallel for"), __pragma(omp for), SEQAN_OMP_PRAGMA(parallel for) (a macro of
 * wg_openmp_pragma_macros); not a simd loop, as "#pragma omp ... for" is judged. */
int wg_openmp_pragma_macro_line(const wg_tree *t, const char *line)
{
    const char *name = skip_blank(line), *e = name;
    while (is_name(*e))
        ++e;
    size_t n = (size_t)(e - name);
    int operator = (n == 7 && strncmp(name, "_Pragma", 7) == 0) || (n == 8 && strncmp(name, "__pragma", 8) == 0);
    const char *open = skip_blank(e);
    if (!n || *open != '(' || !(operator || wg_strlist_has(t->omp_pragma_macros, t->omp_pragma_macro_count, name, n)))
        return 0;
    char clauses[256];
    size_t m = strcspn(open + 1, "\n");
    if (m >= sizeof clauses)
        m = sizeof clauses - 1;
    memcpy(clauses, open + 1, m);
    clauses[m] = '\0';
    return wg_word_in(clauses, "for") && !strstr(clauses, "simd") && (!operator || wg_word_in(clauses, "omp"));
}

/* ---- a function's own alias of a size type, for SCAN_OPENMP_UNSIGNED --------------------------- */

/* A size type's spelling in a template (SeqAn's "typename Size<TSa>::Type",
 * "decltype(length(setH))", "typename V::size_type", "decltype(v.size())"): a container's size
 * type is unsigned (std::size_t) unless the spelling makes it signed (std::make_signed_t<...>,
 * SeqAn's MakeSigned<T>::Type: the fix's stand-in). ALIAS_UNKNOWN where it is neither. */
static int size_spelling_kind(const wg_tree *t, const char *type, size_t n)
{
    char text[160];
    if (n >= sizeof text)
        return ALIAS_UNKNOWN;
    memcpy(text, type, n);
    text[n] = '\0';
    if (strstr(text, "make_signed") || strstr(text, "MakeSigned"))
        return ALIAS_SIGNED;
    int kind = alias_kind(t, type, n);
    if (kind != ALIAS_UNKNOWN)
        return kind;
    const char *size_type = wg_word_in(text, "size_type");
    const char *size = wg_word_in(text, "Size");
    if ((size_type && size_type - text >= 2 && size_type[-1] == ':') || (size && size[4] == '<' && strstr(size, ">::Type")))
        return ALIAS_UNSIGNED;
    if (strncmp(text, "decltype", 8) == 0 && (strstr(text, ".size()") || strstr(text, ".length()") || wg_word_in(text, "length") ||
                                              wg_word_in(text, "size")))
        return ALIAS_UNSIGNED;
    return ALIAS_UNKNOWN;
}

/* The spelling a line gives the alias name (n bytes) with "typedef SPELLING NAME;" or
 * "using NAME = SPELLING;": its start, its length in *length; NULL where the line has neither. */
static const char *alias_spelling(const char *line, const char *eol, const char *name, size_t n, size_t *length)
{
    const char *semi = memchr(line, ';', (size_t)(eol - line));
    const char *typedef_at = semi ? strstr(line, "typedef") : NULL;
    if (typedef_at && typedef_at < semi) {
        const char *e = semi;
        while (e > typedef_at && (e[-1] == ' ' || e[-1] == '\t'))
            --e;
        if (e - typedef_at > (long)n + 8 && strncmp(e - n, name, n) == 0 && !is_name(e[-(long)n - 1])) {
            const char *type = skip_blank(typedef_at + 7), *type_end = e - n;
            while (type_end > type && (type_end[-1] == ' ' || type_end[-1] == '\t'))
                --type_end;
            *length = (size_t)(type_end - type);
            return type_end > type ? type : NULL;
        }
    }
    const char *using_at = semi ? strstr(line, "using") : NULL;
    if (using_at && using_at < semi && !is_name(using_at[5])) {
        const char *w = skip_blank(using_at + 5);
        const char *eq = skip_blank(w + n);
        if (strncmp(w, name, n) == 0 && !is_name(w[n]) && *eq == '=' && eq[1] != '=') {
            const char *type = skip_blank(eq + 1);
            *length = (size_t)(semi - type);
            return semi > type ? type : NULL;
        }
    }
    return NULL;
}

/* Whether the word (n bytes) is in [line, eol). */
static int names_word(const char *line, const char *eol, const char *word, size_t n)
{
    for (const char *p = line; p + n <= eol; ++p)
        if (strncmp(p, word, n) == 0 && (p == line || !is_name(p[-1])) && !is_name(p[n]))
            return 1;
    return 0;
}

/* Whether the loop variable's type at p ("TSize job = 0") is an alias the enclosing function
 * declared of a size type (size_spelling_kind): the nearest typedef/using of the name within
 * the 80 lines above the loop says. Its name copied to name. */
int wg_openmp_local_unsigned_alias(const wg_family_file *ff, const char *p, long number, char *name, size_t size)
{
#ifdef WG_SCAN_OPENMP_LOCAL_ALIAS_OFF
    return 0;
#endif
    const wg_tree_file *f = ff->file;
    size_t n = 0;
    while (is_name(p[n]))
        ++n;
    const char *v = skip_blank(p + n);
    if (!n || n >= size || v == p + n || !is_name(*v))
        return 0;
    memcpy(name, p, n);
    name[n] = '\0';
    const char *text = f->text, *bol = text;
    for (long k = 1; k < number && bol; ++k) {
        bol = memchr(bol, '\n', f->length - (size_t)(bol - text));
        bol = bol ? bol + 1 : NULL;
    }
    for (long back = 0; bol && bol > text && back < 80; ++back) {
        const char *eol = bol - 1; /* the previous line's '\n' */
        for (bol = eol; bol > text && bol[-1] != '\n';)
            --bol;
        size_t length;
        const char *spelling = names_word(bol, eol, name, n) ? alias_spelling(bol, eol, name, n, &length) : NULL;
        if (spelling)
            return size_spelling_kind(ff->tree, spelling, length) == ALIAS_UNSIGNED;
    }
    return 0;
}
