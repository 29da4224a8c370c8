/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_dialect.c: rules on what cl.exe's own dialect makes of code other compilers take (issue
 * 31), beside scan_declarations.c's (which hands each file's code here):
 *   SCAN_CPLUSPLUS_VALUE     __cplusplus compared with a C++11-or-later value where cl.exe's
 *                            199711L decides wrongly: the comparison sits in code only MSVC
 *                            compiles, or the branch 199711L takes holds an #error (cl.exe
 *                            reports the real value only under /Zc:__cplusplus; _MSVC_LANG has it)
 *   SCAN_DECLSPEC_PLACEMENT  __declspec(dllexport|dllimport) or a macro defined as one, written
 *                            after a '*' or '&' of the return type: cl.exe ignores it there, so
 *                            the DLL exports nothing under that name
 *   SCAN_DECLSPEC_BEFORE_LINKAGE_SPEC  such a declspec written before extern "C" (in a macro's
 *                            body too): cl.exe wants the linkage specification first
 *   SCAN_MSVC_KEYWORD_NAME   (beside scan_families.c's _int32 names) a macro named dllexport or
 *                            dllimport: a later __declspec(dllimport) expands into itself
 *   SCAN_MSVC_QUALIFIED_MEMBER_CALL  Type::Type::member, a class's name repeated after itself:
 *                            the injected class name, which cl.exe reads as the constructor
 *   SCAN_LAMBDA_UNARY_PLUS   unary + or * on a captureless lambda: cl.exe's lambdas convert to
 *                            a function pointer of each calling convention, so it is ambiguous
 *   SCAN_FS_PATH_TO_STRING   a std::filesystem::path used as a narrow string: the Microsoft STL's
 *                            path holds wchar_t, so c_str() is const wchar_t* and no implicit
 *                            conversion to std::string exists (C2440, C2664); .string() is the fix
 *   SCAN_STD_RANDOM_CHAR_DISTRIBUTION  std::uniform_int_distribution<char> (uint8_t, bool, ...):
 *                            the Microsoft STL static_asserts the standard's IntType list (C2338) */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *skip_blank_until(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    return p;
}

/* ---- SCAN_CPLUSPLUS_VALUE ----------------------------------------------------------------- */

enum { MAX_DEPTH = 64, MAX_DIRECTIVE = 1024 };

/* A directive's text, its backslash-continued lines joined, in buffer; *last the number of the
 * directive's last line. */
static const char *directive_text(const char *line, long number, long *last, char *buffer, size_t size)
{
    size_t n = 0;
    *last = number;
    for (const char *p = line; *p && n + 1 < size; ++p) {
        if (*p == '\\' && p[1] == '\n') {
            ++p, ++*last;
            buffer[n++] = ' ';
            continue;
        }
        if (*p == '\n')
            break;
        buffer[n++] = *p;
    }
    buffer[n] = '\0';
    return buffer;
}

/* The directive's keyword ("if", "elif", ...) and the text after it, or 0 for no directive. */
static int directive(const char *text, char *keyword, size_t size, const char **rest)
{
    const char *end = text + strlen(text);
    const char *p = skip_blank_until(text, end);
    if (*p != '#')
        return 0;
    p = skip_blank_until(p + 1, end);
    size_t n = 0;
    while (is_name(p[n]) && n + 1 < size)
        keyword[n] = p[n], ++n;
    keyword[n] = '\0';
    *rest = skip_blank_until(p + n, end);
    return n > 0;
}

static int word_at(const char *s, const char *p, const char *word)
{
    size_t n = strlen(word);
    return strncmp(p, word, n) == 0 && (p == s || !is_name(p[-1])) && !is_name(p[n]);
}

static const char *find_word(const char *s, const char *word)
{
    for (const char *p = strstr(s, word); p; p = strstr(p + 1, word))
        if (word_at(s, p, word))
            return p;
    return NULL;
}

/* Whether a condition holds only for MSVC: it names _MSC_VER or a name with MSVC in it (SEAL's
 * SEAL_COMPILER_MSVC), not negated, not one side of an ||. */
static int msvc_only(const char *condition)
{
    if (strstr(condition, "||"))
        return 0;
    for (const char *p = condition; *p; ++p) {
        if (!is_name(*p) || (p > condition && is_name(p[-1])))
            continue;
        const char *e = p;
        while (is_name(*e))
            ++e;
        int msvc = (e - p == 8 && strncmp(p, "_MSC_VER", 8) == 0);
        for (const char *q = p; !msvc && q + 4 <= e; ++q)
            msvc = strncmp(q, "MSVC", 4) == 0 && !(e - p == 10 && strncmp(p, "_MSVC_LANG", 10) == 0);
        if (msvc) {
            /* negated: !_MSC_VER, !defined(_MSC_VER), ! defined _MSC_VER */
            const char *b = p;
            while (b > condition && (b[-1] == ' ' || b[-1] == '(' || b[-1] == '\t'))
                --b;
            if (b - condition >= 7 && strncmp(b - 7, "defined", 7) == 0)
                for (b -= 7; b > condition && (b[-1] == ' ' || b[-1] == '(' || b[-1] == '\t');)
                    --b;
            return !(b > condition && b[-1] == '!');
        }
        p = e - 1;
    }
    return 0;
}

/* The value __cplusplus is compared with, and whether cl.exe's 199711L makes the comparison
 * true: 0 where the condition compares it with no value after C++98. */
static long cplusplus_comparison(const char *condition, int *true_for_msvc)
{
    const char *p = find_word(condition, "__cplusplus");
    while (p) {
        const char *end = condition + strlen(condition);
        const char *a = skip_blank_until(p + 11, end);
        char op[3] = "";
        long value = 0;
        int reversed = 0;
        if ((*a == '>' || *a == '<' || *a == '=' || *a == '!') && (a[1] == '=' || a[0] == '>' || a[0] == '<')) {
            op[0] = a[0], op[1] = a[1] == '=' ? '=' : '\0';
            value = strtol(skip_blank_until(a + (op[1] ? 2 : 1), end), NULL, 10);
        } else {
            /* 201700L <= __cplusplus */
            const char *b = p;
            while (b > condition && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '('))
                --b;
            if (b - condition >= 2 && (b[-1] == '=' || b[-1] == '<' || b[-1] == '>')) {
                const char *o = b - 1;
                if (o > condition && (o[-1] == '<' || o[-1] == '>' || o[-1] == '=' || o[-1] == '!'))
                    --o;
                op[0] = o[0], op[1] = o + 1 < b && o[1] == '=' ? '=' : '\0';
                const char *num = o;
                while (num > condition && (num[-1] == ' ' || num[-1] == '\t' || num[-1] == 'L' || num[-1] == 'l' || isdigit((unsigned char)num[-1])))
                    --num;
                value = strtol(skip_blank_until(num, o), NULL, 10);
                reversed = 1;
            }
        }
        if (value > 199711L && op[0]) {
            long left = reversed ? value : 199711L, right = reversed ? 199711L : value;
            int r;
            if (op[0] == '>')
                r = op[1] ? left >= right : left > right;
            else if (op[0] == '<')
                r = op[1] ? left <= right : left < right;
            else if (op[0] == '=')
                r = left == right;
            else
                r = left != right;
            *true_for_msvc = r;
            return value;
        }
        p = find_word(p + 11, "__cplusplus");
    }
    return 0;
}

/* Names the C++17 standard removed, which the Microsoft STL leaves out under /std:c++17 and later
 * (unless _HAS_AUTO_PTR_ETC), and (removed 2) those C++20 removed, left out under /std:c++20 and
 * later (unless the build defines _HAS_FEATURES_REMOVED_IN_CXX20: yvals_core.h, Microsoft STL
 * 17.14): a pre-C++11 or pre-C++17 branch that uses them stops the build there. removed: 1
 * the C++17 names, 2 the C++20 names too. */
static const char *removed_in_cxx(const char *line, int removed)
{
    static const char *const cxx17_names[] = {"auto_ptr", "random_shuffle", "unary_function", "binary_function", "bind1st",
                                              "bind2nd", "ptr_fun", "mem_fun", "mem_fun_ref", NULL};
    static const char *const cxx20_names[] = {"result_of", "result_of_t", "is_literal_type", "is_literal_type_v", "unary_negate",
                                              "binary_negate", "not1", "not2", "raw_storage_iterator", NULL};
#ifdef WG_SCAN_CXX20_REMOVED_OFF
    removed = 1;
#endif
    for (int list = 0; list < removed && list < 2; ++list) {
        const char *const *names = list ? cxx20_names : cxx17_names;
        for (size_t i = 0; names[i]; ++i)
            /* each use: std::name, or a name with no other scope on its line (using namespace std) */
            for (const char *p = find_word(line, names[i]); p; p = find_word(p + 1, names[i]))
                if (p - line < 5 || strncmp(p - 5, "std::", 5) == 0 || !strstr(line, "::"))
                    return names[i];
    }
    return NULL;
}

/* Whether name is one of the names C++20 removed (not C++17). */
static int removed_in_cxx20_only(const char *name)
{
    return removed_in_cxx(name, 2) && !removed_in_cxx(name, 1);
}

/* After the directive ending on line `last`, the branch cl.exe takes: its own (taken) or the
 * chain's next one. 1 where that branch holds an #error before any nested directive chain ends
 * it, 2 where it uses a name C++17 removed and the build is C++17 or later (cxx17: 1, or 2 for
 * C++20 or later, where the names C++20 removed count too; nlopt's
 * std::unary_function, pugixml's std::random_shuffle under #if __cplusplus < 201103L); 0 where it
 * does neither, or the next branch is an #elif (a condition of its own). */
static int taken_branch_errors(const char *code, long last, int taken, int cxx17)
{
    const char *p = code;
    for (long k = 1; k < last + 1 && *p;) {
        if (*p++ == '\n')
            ++k;
    }
    int depth = 0, in_branch = taken;
    char keyword[16];
    char buffer[MAX_DIRECTIVE];
    const char *rest;
    for (; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        if (n >= sizeof buffer)
            n = sizeof buffer - 1;
        memcpy(buffer, p, n), buffer[n] = '\0';
        int is_directive = directive(buffer, keyword, sizeof keyword, &rest);
        if (cxx17 && in_branch && depth == 0 && (!is_directive || strcmp(keyword, "define") == 0) && removed_in_cxx(buffer, cxx17))
            return 2;
        if (is_directive) {
            if (strncmp(keyword, "if", 2) == 0)
                ++depth;
            else if (strcmp(keyword, "endif") == 0) {
                if (depth-- == 0)
                    return 0;
            } else if (depth == 0 && strcmp(keyword, "elif") == 0) {
                return 0; /* the branch ends, or the next has a condition of its own (Paddle-Lite's fix: #elif defined(_WIN32)) */
            } else if (depth == 0 && strcmp(keyword, "else") == 0) {
                if (in_branch)
                    return 0;
                in_branch = 1;
            } else if (depth == 0 && in_branch && strcmp(keyword, "error") == 0)
                return 1;
        }
        if (!nl)
            break;
        p = nl + 1;
    }
    return 0;
}

/* A finding in a block only MSVC compiles. Where the model left the line undecided only for the
 * block's own condition (SEAL's "#if SEAL_COMPILER == SEAL_COMPILER_MSVC", whose value it cannot
 * tell), the finding holds whenever the block is compiled, which is on MSVC: counted. The line's
 * state is lifted for this report only. */
static void report_in_msvc_block(wg_family_file *ff, long number, const char *message)
{
    wg_tree_file *f = ff->file;
    const char *reason = f->reason && f->state && number >= 1 && number <= f->lines ? f->reason[number] : NULL;
    int lift = f->file_state == WG_ON && reason && f->state[number] == WG_MAYBE && strncmp(reason, "under #if ", 10) == 0;
    if (lift) {
        char condition[MAX_DIRECTIVE];
        const char *at = strstr(reason, " at ");
        size_t n = at ? (size_t)(at - reason - 10) : 0;
        if (n >= sizeof condition)
            n = 0;
        memcpy(condition, reason + 10, n), condition[n] = '\0';
        lift = n > 0 && msvc_only(condition);
    }
    if (lift)
        f->state[number] = WG_ON;
    ff->report(ff->context, number, "SCAN_CPLUSPLUS_VALUE", message);
    if (lift)
        f->state[number] = WG_MAYBE;
}

static void cplusplus_values(wg_family_file *ff, const char *code, int zc_cplusplus)
{
    if (zc_cplusplus || !ff->cplusplus || !strstr(code, "__cplusplus"))
        return;
    int msvc[MAX_DEPTH];
    int depth = 0, stops;
    long number = 1;
    int cxx17 = ff->tree->cxx_standard >= 17 &&
                !wg_strlist_has(ff->tree->defines_on, ff->tree->defines_on_count, "_HAS_AUTO_PTR_ETC", 17);
    if (cxx17 && ff->tree->cxx_standard >= 20 &&
        !wg_strlist_has(ff->tree->defines_on, ff->tree->defines_on_count, "_HAS_FEATURES_REMOVED_IN_CXX20", 30))
        cxx17 = 2;
    char buffer[MAX_DIRECTIVE], keyword[16];
    for (const char *line = code; *line;) {
        long last = number;
        const char *rest;
        const char *text = directive_text(line, number, &last, buffer, sizeof buffer);
        if (directive(text, keyword, sizeof keyword, &rest)) {
            int opens = strcmp(keyword, "if") == 0 || strcmp(keyword, "ifdef") == 0 || strcmp(keyword, "ifndef") == 0;
            int elif = strcmp(keyword, "elif") == 0;
            if (opens && depth < MAX_DEPTH)
                msvc[depth] = strcmp(keyword, "ifndef") != 0 && msvc_only(rest);
            if (elif && depth > 0 && depth <= MAX_DEPTH)
                msvc[depth - 1] = msvc_only(rest);
            if (strcmp(keyword, "else") == 0 && depth > 0 && depth <= MAX_DEPTH)
                msvc[depth - 1] = 0;
            if ((strcmp(keyword, "if") == 0 || elif) && !strstr(rest, "_MSVC_LANG") && !find_word(rest, "_MSC_VER")) {
                int taken = 0;
                long value = cplusplus_comparison(rest, &taken);
                int inside_msvc = 0;
                for (int k = 0; k < depth && k < MAX_DEPTH; ++k)
                    inside_msvc |= msvc[k];
                /* the comparison decides the branch only where no || (true) or && (false) overrides it */
                int decides = !(taken ? strstr(rest, "&&") != NULL : strstr(rest, "||") != NULL);
                char message[256];
                if (value && inside_msvc) {
                    snprintf(message, sizeof message,
                             "__cplusplus compared with %ld in code only MSVC compiles: cl.exe reports 199711L without /Zc:__cplusplus (_MSVC_LANG has the standard)", value);
                    report_in_msvc_block(ff, number, message);
                } else if (value && decides && (stops = taken_branch_errors(code, last, taken, cxx17)) != 0) {
                    snprintf(message, sizeof message,
                             "__cplusplus compared with %ld: cl.exe reports 199711L without /Zc:__cplusplus, and the branch that takes %s", value,
                             stops == 1 ? "holds an #error" : "uses a name C++17 or C++20 removed (the Microsoft STL has none under /std:c++17 or /std:c++20)");
                    ff->report(ff->context, number, "SCAN_CPLUSPLUS_VALUE", message);
                }
            }
            if (opens)
                ++depth;
            if (strcmp(keyword, "endif") == 0 && depth > 0)
                --depth;
        }
        /* on past the directive's last line */
        for (; number <= last && *line; ++line)
            if (*line == '\n')
                ++number;
        if (number <= last)
            break;
    }
}

/* ---- SCAN_DECLSPEC_PLACEMENT -------------------------------------------------------------- */

/* Whether some source of the tree #defines name[0..n) as __declspec(dllexport) or
 * __declspec(dllimport) where cl.exe sees it (glog's GOOGLE_GLOG_DLL_DECL), or where the build
 * gives the macro a value of its own (a compile definition) and a source defines it so. */
/* Whether text names a macro spelled as compilers and platforms predefine them, __NAME__. */
static int predefined_style(const char *text)
{
    for (const char *p = strstr(text, "__"); p; p = strstr(p + 1, "__")) {
        if (p > text && is_name(p[-1]))
            continue;
        const char *e = p + 2;
        while (is_name(*e))
            ++e;
        if (e - p > 4 && e[-1] == '_' && e[-2] == '_' && strncmp(p, "__declspec", 10) != 0)
            return 1;
    }
    return 0;
}

/* Whether name is a macro a source of the tree #defines, on the Windows path, as one of kinds
 * ("__declspec(dllexport)", ...; NULL-terminated). */
static int declspec_macro_of(const wg_tree *t, const char *name, size_t n, const char *const *kinds, int lenient);

static int declspec_macro(const wg_tree *t, const char *name, size_t n)
{
    static const char *const linkage[] = {"__declspec(dllexport)", "__declspec(dllimport)", NULL};
    return declspec_macro_of(t, name, n, linkage, 0);
}

/* A #define at p (line) the model puts off or leaves undecided that an MSVC build still reads:
 * under #if defined(<target>_EXPORTS) (CMake's DEFINE_SYMBOL of a shared library's sources, which
 * the model does not set: libpcap's pcap_EXPORTS), or in an #elif/#ifdef/#if branch that names
 * _MSC_VER itself after a GCC-style test the model cannot decide (libpcap's PCAP_NORETURN under
 * __has_attribute(noreturn) ... #elif defined(_MSC_VER)). */
static int lenient_msvc_define(const wg_tree_file *f, const char *p, long line)
{
    const char *reason = f->reason ? f->reason[line] : NULL;
    if (f->state[line] == WG_OFF)
        return reason && strstr(reason, "inside #if defined(") && strstr(reason, "_EXPORTS)");
    if (f->state[line] != WG_MAYBE)
        return 0;
    const char *q = p;
    while (q > f->text && q[-1] != '\n') /* from the #define's own line */
        --q;
    for (int lines_back = 0; q > f->text && lines_back < 4; ++lines_back) { /* the directive just above */
        const char *b = q - 1;
        while (b > f->text && b[-1] != '\n')
            --b;
        const char *d = b;
        while (*d == ' ' || *d == '\t')
            ++d;
        if (*d == '#') {
            ++d;
            while (*d == ' ' || *d == '\t')
                ++d;
            const char *nl = strchr(d, '\n');
            size_t len = nl ? (size_t)(nl - d) : strlen(d);
            char text[256];
            snprintf(text, sizeof text, "%.*s", (int)(len < 255 ? len : 255), d);
            return (strncmp(text, "elif", 4) == 0 || strncmp(text, "if", 2) == 0) && strstr(text, "_MSC_VER") && !strstr(text, "!defined") &&
                   !strstr(text, "! defined");
        }
        q = b;
    }
    return 0;
}

static int declspec_macro_of(const wg_tree *t, const char *name, size_t n, const char *const *kinds, int lenient)
{
    int build_defines = wg_strlist_has(t->defines_on, t->defines_on_count, name, n);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE)
            continue;
        for (const char *p = strstr(f->text, "define"); p; p = strstr(p + 6, "define")) {
            const char *q = p + 6;
            if (*q != ' ' && *q != '\t')
                continue;
            while (*q == ' ' || *q == '\t')
                ++q;
            if (strncmp(q, name, n) != 0 || is_name(q[n]))
                continue;
            q += n;
            while (*q == ' ' || *q == '\t')
                ++q;
            size_t kind = 0;
            while (kinds[kind] && strncmp(q, kinds[kind], strlen(kinds[kind])) != 0)
                ++kind;
            if (!kinds[kind])
                continue;
            /* a definition off the Windows path is not the one cl.exe sees; nor one the model
             * leaves undecided under another platform's predefined macro (zlib's under
             * __BEOS__: MSVC's own, _WIN32 and _MSC_VER, are always decided) */
            if (build_defines)
                return 1; /* glog's GOOGLE_GLOG_DLL_DECL: the build's own value replaces the header's #ifndef default */
            if (f->file_state == WG_OFF || !f->state)
                continue;
            long line = 1;
            for (const char *c = f->text; c < p; ++c)
                line += *c == '\n';
            if (line > f->lines)
                continue;
            if (lenient && lenient_msvc_define(f, p, line))
                return 1;
            if (f->state[line] == WG_OFF)
                continue;
            if (f->state[line] == WG_MAYBE && f->reason && f->reason[line] && predefined_style(f->reason[line]))
                continue;
            return 1;
        }
    }
    return 0;
}

/* "struct tm* GOOGLE_GLOG_DLL_DECL localtime_r(...)": a dllexport/dllimport after the '*' or
 * '&' of the return type, before the function's name. Microsoft Learn (__declspec): the keywords
 * belong at the beginning of a declaration, and the compiler ignores, without warning, one
 * placed after '*' or '&': the function is not exported (its users fail to link). Other
 * declspecs there (noinline, nothrow) lose only their effect: not reported. */
static void declspec_placement(wg_family_file *ff, const char *code)
{
    if (!strstr(code, "*") && !strstr(code, "&"))
        return;
    char known[32][64];
    int answers[32];
    size_t known_count = 0;
    long number = 1;
    for (const char *line = code; *line; ++number) {
        const char *nl = strchr(line, '\n');
        const char *end = nl ? nl : line + strlen(line);
        const char *first = skip_blank_until(line, end);
        for (const char *p = first; p < end && *first != '#'; ++p) {
            if (*p != '*' && *p != '&')
                continue;
            const char *m = skip_blank_until(p + 1, end), *me = m;
            while (me < end && is_name(*me))
                ++me;
            size_t mn = (size_t)(me - m);
            if (mn < 3 || mn >= 64)
                continue;
            const char *after = me;
            if (mn == 10 && strncmp(m, "__declspec", 10) == 0) {
                after = skip_blank_until(me, end);
                if ((size_t)(end - after) < 11 || (strncmp(after, "(dllexport)", 11) != 0 && strncmp(after, "(dllimport)", 11) != 0))
                    continue;
                after += 11;
            } else {
                int upper = 1;
                for (const char *c = m; c < me && upper; ++c)
                    upper = !islower((unsigned char)*c);
                if (!upper)
                    continue;
            }
            const char *id = skip_blank_until(after, end), *ie = id;
            while (ie < end && is_name(*ie))
                ++ie;
            if (ie == id || isdigit((unsigned char)*id) || *skip_blank_until(ie, end) != '(')
                continue;
            if (after == me) { /* a macro: is it a declspec? */
                int answer = -1;
                for (size_t k = 0; k < known_count && answer < 0; ++k)
                    if (strlen(known[k]) == mn && strncmp(known[k], m, mn) == 0)
                        answer = answers[k];
                if (answer < 0) {
                    answer = declspec_macro(ff->tree, m, mn);
                    if (known_count < 32) {
                        memcpy(known[known_count], m, mn), known[known_count][mn] = '\0';
                        answers[known_count++] = answer;
                    }
                }
                if (!answer)
                    continue;
            }
            char message[256];
            snprintf(message, sizeof message,
                     "%.*s after the '%c' of the return type: cl.exe ignores a __declspec there, so %.*s is not exported or imported (its users fail to link); put it first in the declaration",
                     (int)mn, m, *p, (int)(ie - id), id);
            ff->report(ff->context, number, "SCAN_DECLSPEC_PLACEMENT", message);
            break;
        }
        if (!nl)
            break;
        line = nl + 1;
    }
}

/* ---- SCAN_DECLSPEC_BEFORE_LINKAGE_SPEC ------------------------------------------------------ */

/* The start of the token before p in code, past blanks, line ends and a macro body's '\'
 * continuations; NULL at the code's start. */
static const char *token_before(const char *code, const char *p)
{
    while (p > code && (isspace((unsigned char)p[-1]) || (p[-1] == '\\' && (p[0] == '\n' || p[0] == '\r'))))
        --p;
    return p > code ? p : NULL;
}

/* "API extern "C" T f()": a __declspec(dllexport|dllimport), or a macro the tree defines as one on
 * the Windows path, written before the linkage specification (ospray_testing's registration
 * macro, OSPRAY_TESTING_DLLEXPORT extern "C" ... inside its #define). GCC takes an attribute
 * there; extern "C" is no declaration specifier to cl.exe, which wants the linkage first (extern
 * "C" API T f()) and stops with a syntax error. Read in macro bodies too (their '\' lines). */
static void declspec_before_linkage(wg_family_file *ff, const char *code)
{
#ifdef WG_SCAN_DECLSPEC_BEFORE_LINKAGE_OFF
    (void)ff, (void)code;
    return;
#endif
    for (const char *p = strstr(code, "extern"); p; p = strstr(p + 6, "extern")) {
        if ((p > code && is_name(p[-1])) || is_name(p[6]))
            continue;
        const char *q = p + 6;
        while (*q == ' ' || *q == '\t')
            ++q;
        const char *close = *q == '"' ? strchr(q + 1, '"') : NULL;
        if (!close || close - q > 4)
            continue; /* extern "C" ("C++"), its letters blanked in the code text */
        const char *end = token_before(code, p); /* one past the token before extern */
        if (!end)
            continue;
        const char *word = end;
        int literal = 0;
        if (end[-1] == ')') { /* __declspec(dllexport) */
            const char *open = end - 1;
            while (open > code && *open != '(')
                --open;
            const char *w = open;
            while (w > code && (w[-1] == ' ' || w[-1] == '\t'))
                --w;
            literal = w - code >= 10 && strncmp(w - 10, "__declspec", 10) == 0 &&
                      (strncmp(open, "(dllexport)", 11) == 0 || strncmp(open, "(dllimport)", 11) == 0);
            if (!literal)
                continue;
            word = w - 10;
        } else {
            while (word > code && is_name(word[-1]))
                --word;
            size_t n = (size_t)(end - word);
            if (n < 3 || isdigit((unsigned char)*word) || !declspec_macro(ff->tree, word, n))
                continue;
        }
        long line = 1;
        for (const char *c = code; c < word; ++c)
            line += *c == '\n';
        char message[300];
        snprintf(message, sizeof message,
                 "%.*s before extern \"C\": cl.exe takes a __declspec only among a declaration's specifiers, after the linkage "
                 "specification (a syntax error here); write extern \"C\" %.*s",
                 (int)(end - word), word, (int)(end - word), word);
        ff->report(ff->context, line, "SCAN_DECLSPEC_BEFORE_LINKAGE_SPEC", message);
    }
}

/* ---- SCAN_MSVC_KEYWORD_NAME: macros named after a __declspec's linkage attribute ------------ */

/* "#define dllexport __declspec(dllexport)" (embree's platform.h): every __declspec(dllimport)
 * the unit reads afterwards (the SDK's DECLSPEC_IMPORT, TBB's and other libraries' headers)
 * becomes __declspec(__declspec(dllimport)). Reported at the #define on the Windows path. */
static void declspec_word_macros(wg_family_file *ff, const char *code)
{
    if (!strstr(code, "dllexport") && !strstr(code, "dllimport"))
        return;
    long number = 1;
    char keyword[16];
    for (const char *line = code; *line; ++number) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        char buffer[256];
        const char *rest;
        if (n < sizeof buffer) {
            memcpy(buffer, line, n), buffer[n] = '\0';
            if (directive(buffer, keyword, sizeof keyword, &rest) && strcmp(keyword, "define") == 0 &&
                (word_at(rest, rest, "dllexport") || word_at(rest, rest, "dllimport"))) {
                char message[200];
                snprintf(message, sizeof message,
                         "a macro named %.9s: every __declspec(%.9s) read after it (the SDK's and other libraries' headers) becomes __declspec(__declspec(...))",
                         rest, rest);
                ff->report(ff->context, number, "SCAN_MSVC_KEYWORD_NAME", message);
            }
        }
        if (!nl)
            break;
        line = nl + 1;
    }
}

/* ---- SCAN_MSVC_QUALIFIED_MEMBER_CALL: Type::Type::member --------------------------------- */

/* Whether some source of the tree declares name[0..n) as a struct or class, and none as a
 * namespace (Kokkos's Impl::Impl:: is two namespaces). */
static int class_not_namespace(const wg_tree *t, const char *text, size_t n)
{
    char name[64];
    if (n == 0 || n >= sizeof name)
        return 0;
    memcpy(name, text, n), name[n] = '\0';
    int class_seen = 0;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE)
            continue;
        for (const char *p = strstr(f->text, name); p; p = strstr(p + n, name)) {
            if ((p > f->text && is_name(p[-1])) || is_name(p[n]))
                continue;
            const char *b = p;
            while (b > f->text && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            const char *w = b;
            while (w > f->text && is_name(w[-1]))
                --w;
            if (b - w == 9 && strncmp(w, "namespace", 9) == 0)
                return 0;
            class_seen |= (b - w == 6 && strncmp(w, "struct", 6) == 0) || (b - w == 5 && strncmp(w, "class", 5) == 0);
        }
    }
    return class_seen;
}

/* Whether some source of the tree opens name[0..n) as a namespace: "namespace impl {" or the
 * last name of "namespace yarp::os::impl {". */
static int namespace_declared(const wg_tree *t, const char *text, size_t n)
{
    char name[64];
    if (n == 0 || n >= sizeof name)
        return 0;
    memcpy(name, text, n), name[n] = '\0';
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE)
            continue;
        for (const char *p = strstr(f->text, name); p; p = strstr(p + n, name)) {
            if ((p > f->text && is_name(p[-1])) || is_name(p[n]))
                continue;
            const char *b = p;
            while (b - f->text >= 2 && b[-1] == ':' && b[-2] == ':') /* past the outer names */
                for (b -= 2; b > f->text && is_name(b[-1]);)
                    --b;
            while (b > f->text && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            if (b - f->text >= 9 && strncmp(b - 9, "namespace", 9) == 0 && (b - f->text == 9 || !is_name(b[-10])))
                return 1;
        }
    }
    return 0;
}

/* Whether the name at p follows an outer qualifier (Outer::, Outer<T>::), not a line's start,
 * a type or the global ::. A namespace's (yarp's out-of-class definition
 * yarp::os::impl::ThreadedPort::ThreadedPort::run()) makes the class a namespace-scope one, whose
 * doubled name is read as the class, as at a line's start. */
static int after_outer_qualifier(const wg_tree *t, const char *line, const char *p)
{
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    if (b - line < 3 || b[-1] != ':' || b[-2] != ':')
        return 0;
    b -= 2;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    if (b == line || !(is_name(b[-1]) || b[-1] == '>'))
        return 0;
#ifndef WG_SCAN_INJECTED_NAME_NAMESPACE_OFF
    const char *w = b;
    while (w > line && is_name(w[-1]))
        --w;
    if (w < b && namespace_declared(t, w, (size_t)(b - w)))
        return 0;
#else
    (void)t;
#endif
    return 1;
}

/* "Curve4v::Type::Type::name()" (embree): a class's name repeated after itself names its
 * constructor, not the class (the injected class name, [class.qual]); cl.exe rejects the member
 * behind it where GCC and Clang read the class. Only a nested class's name: a namespace-scope
 * class's doubled at the start of the name (drogon's out-of-class definitions
 * WebSocketConnectionImpl::WebSocketConnectionImpl::shutdown, built by its MSVC CI since 2019)
 * is read as the class, as the standard says of a name before '::'. */
static void injected_class_names(wg_family_file *ff, const char *code)
{
    long number = 1;
    for (const char *line = code; *line; ++number) {
        const char *nl = strchr(line, '\n');
        const char *end = nl ? nl : line + strlen(line);
        const char *first = skip_blank_until(line, end);
        for (const char *p = first; p < end && *first != '#'; ++p) {
            if (!is_name(*p) || (p > line && is_name(p[-1])) || isdigit((unsigned char)*p))
                continue;
            const char *e = p;
            while (e < end && is_name(*e))
                ++e;
            size_t n = (size_t)(e - p);
            if (n < 64 && e + 2 + n + 2 < end && e[0] == ':' && e[1] == ':' && strncmp(e + 2, p, n) == 0 && e[2 + n] == ':' &&
                e[3 + n] == ':' && is_name(e[4 + n]) && after_outer_qualifier(ff->tree, line, p) &&
                class_not_namespace(ff->tree, p, n)) {
                char message[256];
                snprintf(message, sizeof message,
                         "%.*s::%.*s:: names %.*s's constructor, not the class (its injected name): cl.exe rejects the member after it; write %.*s:: once",
                         (int)n, p, (int)n, p, (int)n, p, (int)n, p);
                ff->report(ff->context, number, "SCAN_MSVC_QUALIFIED_MEMBER_CALL", message);
                break;
            }
            p = e - 1;
        }
        if (!nl)
            break;
        line = nl + 1;
    }
}

/* ---- SCAN_FS_PATH_TO_STRING ------------------------------------------------------------------- */

#define FS_NAMES 32

typedef struct fs_names {
    char name[FS_NAMES][64];
    /* where the code text declares it (NULL: a header's name); a name the file also declares with
     * another type is the path only from its declaration to its block's end (scope_end) */
    const char *declared[FS_NAMES], *scope_end[FS_NAMES];
    size_t count;
} fs_names;

/* The word before p (over blanks, '&', '*' and "const"), into *n; NULL where none. */
static const char *word_before(const char *begin, const char *p, size_t *n)
{
    const char *b = p;
    for (;;) {
        while (b > begin && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '&' || b[-1] == '*'))
            --b;
        if (b - begin >= 5 && strncmp(b - 5, "const", 5) == 0 && (b - begin == 5 || !is_name(b[-6])))
            b -= 5;
        else
            break;
    }
    const char *e = b;
    while (b > begin && is_name(b[-1]))
        --b;
    *n = (size_t)(e - b);
    return e > b ? b : NULL;
}

static int fs_has_name(const fs_names *v, const char *name, size_t n)
{
    for (size_t i = 0; i < v->count; ++i)
        if (strlen(v->name[i]) == n && strncmp(v->name[i], name, n) == 0)
            return 1;
    return 0;
}

/* Whether name, used at its place in the code text, is a path there (inside its scope if any). */
static int fs_has(const fs_names *v, const char *name, size_t n)
{
    for (size_t i = 0; i < v->count; ++i)
        if (strlen(v->name[i]) == n && strncmp(v->name[i], name, n) == 0)
            return !v->scope_end[i] || (name > v->declared[i] && name < v->scope_end[i]);
    return 0;
}

/* Whether p, just after a path's name, is a direct initialisation "(str);" whose argument is an
 * expression (snes9x's "fs::path path(str);"), not a function's parameter list: one name or
 * literal, with calls or members after it, never two words in a row (a declaration's "T name")
 * nor a type keyword. */
static int fs_direct_init(const char *p)
{
#ifdef WG_SCAN_FS_DIRECT_INIT_OFF
    (void)p;
    return 0;
#else
    static const char *const types[] = {"const", "int", "char", "unsigned", "long", "short", "bool", "float", "double",
                                        "void", "auto", "size_t", "struct", "class", "typename", "volatile", NULL};
    if (*p != '(')
        return 0;
    const char *a = p + 1;
    while (*a == ' ' || *a == '\t')
        ++a;
    const char *w = a;
    while (is_name(*w))
        ++w;
    for (size_t k = 0; types[k] && w > a; ++k)
        if ((size_t)(w - a) == strlen(types[k]) && strncmp(a, types[k], (size_t)(w - a)) == 0)
            return 0;
    if (w == a && *a != '"')
        return 0; /* "()" or an operator: no argument to convert */
    int depth = 0, word_ended = 0;
    for (const char *c = p; *c && *c != ';' && *c != '{' && *c != '\n'; ++c) {
        if (*c == '(')
            ++depth;
        else if (*c == ')' && --depth == 0) {
            const char *after = c + 1;
            while (*after == ' ' || *after == '\t')
                ++after;
            return *after == ';';
        }
        if (is_name(*c) && word_ended && depth == 1)
            return 0; /* "std::string name": a parameter */
        word_ended = (is_name(*c) || *c == '&' || *c == '*') ? 0 : word_ended;
        if ((*c == ' ' || *c == '\t') && c > p && (is_name(c[-1]) || c[-1] == '&' || c[-1] == '*'))
            word_ended = 1;
        else if (*c != ' ' && *c != '\t' && !is_name(*c))
            word_ended = 0;
    }
    return 0;
#endif
}

/* The names text declares as a std::filesystem::path ("const std::filesystem::path& file",
 * "fs::path base" where the text aliases a filesystem namespace as fs): variables, parameters,
 * members, not functions returning one (name followed by '('), nor "path::" or "path>". */
static void fs_path_names(const char *text, fs_names *v)
{
    int fs_alias = strstr(text, "namespace fs =") && strstr(text, "filesystem;");
    for (const char *p = strstr(text, "path"); p && v->count < FS_NAMES; p = strstr(p + 4, "path")) {
        if (is_name(p[4]) || p - text < 4 || p[-1] != ':' || p[-2] != ':')
            continue;
        int spelled = p - text >= 12 && strncmp(p - 12, "filesystem::", 12) == 0;
        int aliased = fs_alias && p - text >= 4 && strncmp(p - 4, "fs::", 4) == 0 && (p - text == 4 || !is_name(p[-5]));
        if (!spelled && !aliased)
            continue;
        const char *q = p + 4;
        while (*q == ' ' || *q == '\t' || *q == '&' || *q == '\n' || strncmp(q, "const ", 6) == 0)
            q += strncmp(q, "const ", 6) == 0 ? 6 : 1;
        const char *e = q;
        while (is_name(*e))
            ++e;
        const char *after = e;
        while (*after == ' ' || *after == '\t' || *after == '\n')
            ++after;
        /* a range-for's "fs::path file : files" (souffle's srcFile), not "path::" */
#ifdef WG_SCAN_FS_RANGE_FOR_OFF
        int range_for = 0;
#else
        int range_for = *after == ':' && after[1] != ':';
#endif
        if (e == q || e - q >= 64 || isdigit((unsigned char)*q) ||
            (!strchr(";=,){[", *after) && !range_for && !fs_direct_init(after)) || *after == '\0')
            continue;
        if (!fs_has_name(v, q, (size_t)(e - q))) {
            v->declared[v->count] = q, v->scope_end[v->count] = NULL;
            memcpy(v->name[v->count], q, (size_t)(e - q));
            v->name[v->count++][e - q] = '\0';
        }
    }
}

/* "auto NAME = fs::path(...)..." and "auto NAME = std::filesystem::path{...}...": a variable whose
 * initialiser starts by making a path (yalantinglibs' auto cert_file =
 * fs::path(conf.base_path).append(conf.cert_file); append() returns the path). */
static void fs_auto_path_names(const char *text, fs_names *v)
{
#ifdef WG_SCAN_FS_AUTO_PATH_OFF
    (void)text, (void)v;
    return;
#endif
    int fs_alias = strstr(text, "namespace fs =") && strstr(text, "filesystem;");
    for (const char *p = strstr(text, "auto"); p && v->count < FS_NAMES; p = strstr(p + 4, "auto")) {
        if ((p > text && is_name(p[-1])) || is_name(p[4]))
            continue;
        const char *q = p + 4;
        while (*q == ' ' || *q == '\t' || *q == '&')
            ++q;
        const char *e = q;
        while (is_name(*e))
            ++e;
        const char *init = e;
        while (*init == ' ' || *init == '\t')
            ++init;
        if (e == q || e - q >= 64 || *init != '=' || init[1] == '=')
            continue;
        init = skip_blank(init + 1);
        if (strncmp(init, "std::", 5) == 0)
            init += 5;
        int maker = strncmp(init, "filesystem::path", 16) == 0 ? 16 : fs_alias && strncmp(init, "fs::path", 8) == 0 ? 8 : 0;
        if (!maker || (init[maker] != '(' && init[maker] != '{') || fs_has_name(v, q, (size_t)(e - q)))
            continue;
        v->declared[v->count] = q, v->scope_end[v->count] = NULL;
        memcpy(v->name[v->count], q, (size_t)(e - q));
        v->name[v->count++][e - q] = '\0';
    }
}

/* Whether text declares name with another type too (a word before it that is no keyword and
 * not "path": "std::string file" in one function, "fs::path file" in another): left alone. */
static int fs_declared_otherwise(const char *text, const char *name)
{
    static const char *const keywords[] = {"return", "else", "case", "throw", "new", "delete", "co_return", "co_yield",
                                           "sizeof", "not", "and", "or", "path", "auto", NULL};
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name)) {
        if ((p > text && (is_name(p[-1]) || p[-1] == '.' || p[-1] == '>' || p[-1] == ':')) || is_name(p[n]))
            continue;
        const char *after = p + n;
        while (*after == ' ' || *after == '\t' || *after == '\n')
            ++after;
        if (!strchr(";=,){[", *after) || *after == '\0' || (*after == '=' && after[1] == '='))
            continue;
        size_t w;
        const char *word = word_before(text, p, &w);
        if (!word || (word > text && (word[-1] == '.' || word[-1] == '>')))
            continue;
        size_t k = 0;
        while (keywords[k] && !(strlen(keywords[k]) == w && strncmp(keywords[k], word, w) == 0))
            ++k;
        if (!keywords[k])
            return 1;
    }
    return 0;
}

static long line_of(const char *code, const char *p)
{
    long line = 1;
    for (const char *c = code; c < p; ++c)
        line += *c == '\n';
    return line;
}

/* Whether the member call at w (n chars, after "NAME." ) is push_back or emplace_back of a NAME the
 * code declares std::vector<std::string> (souffle's argv.push_back(srcFile.c_str())). */
static int string_vector_append(const char *code, const char *w, size_t n)
{
#ifdef WG_SCAN_FS_NARROW_CALLEES_OFF
    (void)code, (void)w, (void)n;
    return 0;
#endif
    if (!((n == 9 && strncmp(w, "push_back", 9) == 0) || (n == 12 && strncmp(w, "emplace_back", 12) == 0)) || w[-1] != '.')
        return 0;
    const char *object = w - 1, *b = object;
    while (b > code && is_name(b[-1]))
        --b;
    if (b == object || (size_t)(object - b) >= 64)
        return 0;
    char declared[96];
    for (int std_spelled = 0; std_spelled < 2; ++std_spelled) {
        snprintf(declared, sizeof declared, "vector<%sstring> %.*s", std_spelled ? "std::" : "", (int)(object - b), b);
        for (const char *d = strstr(code, declared); d; d = strstr(d + 1, declared))
            if (!is_name(d[strlen(declared)]))
                return 1;
    }
    return 0;
}

/* Whether the call named at w (n chars) is a formatting function of char strings, which refuses a
 * wchar_t string argument (fmt's static_assert mixing character types): spdlog::trace ... critical,
 * fmt::format/print, std::format (yalantinglibs' spdlog::trace("{}", p.filename().c_str())). */
static int narrow_format_call(const char *code, const char *w, size_t n)
{
#ifdef WG_SCAN_FS_NARROW_CALLEES_OFF
    (void)code, (void)w, (void)n;
    return 0;
#endif
    static const char *const calls[] = {"spdlog::trace", "spdlog::debug", "spdlog::info", "spdlog::warn", "spdlog::error",
                                        "spdlog::critical", "fmt::format", "fmt::print", "std::format", NULL};
    for (size_t k = 0; calls[k]; ++k) {
        size_t m = strlen(calls[k]);
        const char *q = w + n - m;
        if (q >= code && strncmp(q, calls[k], m) == 0 && (q == code || (!is_name(q[-1]) && q[-1] != ':')))
            return 1;
    }
    return 0;
}

/* Whether the call whose arguments hold p (on its line) is a C function of narrow strings. */
static int in_narrow_call(const char *code, const char *p)
{
    static const char *const narrow[] = {"fopen", "freopen", "remove", "rename", "system", "strlen", "strcmp", "strcpy",
                                         "strcat", "strdup", "atoi", "open", "access", "stat", "opendir", "dlopen", "string",
                                         "fromStdString", NULL};
    int depth = 0;
    const char *b = p;
    while (b > code && b[-1] != '\n' && b[-1] != ';') {
        --b;
        if (*b == ')')
            ++depth;
        else if (*b == '(' && depth-- == 0)
            break;
    }
    if (*b != '(')
        return 0;
    const char *e = b;
    while (e > code && (e[-1] == ' ' || e[-1] == '\t'))
        --e;
    const char *w = e;
    while (w > code && is_name(w[-1]))
        --w;
    if (w > code && (w[-1] == '.' || w[-1] == '>'))
        return string_vector_append(code, w, (size_t)(e - w)); /* else a member's function of the name */
    if (narrow_format_call(code, w, (size_t)(e - w)))
        return 1;
    for (size_t k = 0; narrow[k]; ++k)
        if ((size_t)(e - w) == strlen(narrow[k]) && strncmp(w, narrow[k], (size_t)(e - w)) == 0)
            return strcmp(narrow[k], "string") != 0 || (w - code >= 5 && strncmp(w - 5, "std::", 5) == 0);
    return 0;
}

/* The start of the path members before p (".filename().stem()" before ".c_str()"): where the
 * path's name ends (p itself where none). */
static const char *fs_member_chain_start(const char *code, const char *p)
{
    static const char *const members[] = {"filename", "parent_path", "stem", "extension", "root_path", "root_name",
                                          "relative_path", "lexically_normal", "make_preferred", NULL};
#ifdef WG_SCAN_FS_MEMBER_CHAIN_OFF
    (void)code, (void)members;
    return p;
#endif
    for (;;) {
        if (p - code < 3 || p[-1] != ')' || p[-2] != '(')
            return p;
        const char *m = p - 2;
        while (m > code && is_name(m[-1]))
            --m;
        size_t n = (size_t)(p - 2 - m);
        int known = 0;
        for (size_t k = 0; members[k] && !known; ++k)
            known = n == strlen(members[k]) && strncmp(m, members[k], n) == 0;
        if (!known || m == code || m[-1] != '.')
            return p;
        p = m - 1;
    }
}

/* NAME.c_str() of a path where a char string is wanted: a narrow C function's argument, a
 * std::string's constructor argument, an operand of '+' (std::string's operator+). */
static void fs_c_str_uses(wg_family_file *ff, const char *code, const fs_names *v)
{
    for (const char *p = strstr(code, ".c_str()"); p; p = strstr(p + 8, ".c_str()")) {
        const char *name_end = fs_member_chain_start(code, p);
        const char *b = name_end;
        while (b > code && is_name(b[-1]))
            --b;
        if (b == name_end || (b > code && (b[-1] == '.' || b[-1] == '>' || b[-1] == ':')) || !fs_has(v, b, (size_t)(name_end - b)))
            continue;
        const char *before = b, *after = p + 8;
        while (before > code && (before[-1] == ' ' || before[-1] == '\t' || before[-1] == '\n'))
            --before;
        while (*after == ' ' || *after == '\t' || *after == '\n')
            ++after;
        int plus = (before > code && before[-1] == '+' && (before - code < 2 || before[-2] != '+')) ||
                   (*after == '+' && after[1] != '+' && after[1] != '=');
        int assigned = before > code && before[-1] == '=' && before - code >= 2 && !strchr("=!<>+-", before[-2]);
        if (assigned) { /* std::string s = p.c_str(); const char* s = p.c_str(); */
            size_t w;
            const char *name = word_before(code, before - 1, &w);
            const char *type = name ? word_before(code, name, &w) : NULL;
            assigned = type && ((w == 6 && strncmp(type, "string", 6) == 0) || (w == 4 && strncmp(type, "char", 4) == 0 &&
                                                                               (type == code || !is_name(type[-1]))));
        }
        if (!plus && !assigned && !in_narrow_call(code, b))
            continue;
        char message[256];
        snprintf(message, sizeof message,
                 "%.*s.c_str() of a std::filesystem::path as a char string: the Microsoft STL's path holds wchar_t, so it is const wchar_t* (C2664); call %.*s.string()",
                 (int)(p - b), b, (int)(p - b), b);
        ff->report(ff->context, line_of(code, b), "SCAN_FS_PATH_TO_STRING", message);
    }
}

/* A path's native() string (std::wstring on Windows, for std:: and boost::filesystem alike) where
 * a char string is wanted (vcmi's QString::fromStdString(fullpath->native())): whatever the
 * object, native() is a path's. Reported: where a narrow call takes it. */
static void fs_native_uses(wg_family_file *ff, const char *code)
{
#ifdef WG_SCAN_FS_NATIVE_OFF
    (void)ff, (void)code;
    return;
#endif
    for (const char *p = strstr(code, "native()"); p; p = strstr(p + 8, "native()")) {
        const char *dot = p > code && p[-1] == '.' ? p - 1 : p - code >= 2 && p[-1] == '>' && p[-2] == '-' ? p - 2 : NULL;
        if (!dot || dot == code || !(is_name(dot[-1]) || dot[-1] == ')' || dot[-1] == ']'))
            continue;
        const char *after = skip_blank(p + 8);
        if ((*after != ')' && *after != ',') || !in_narrow_call(code, dot))
            continue;
        ff->report(ff->context, line_of(code, dot), "SCAN_FS_PATH_TO_STRING",
                   "native() of a filesystem path as a char string: on Windows it is std::wstring, which no std::string parameter takes (C2664); call .string()");
    }
}

/* A path name as the file argument of asio's ssl::context (use_certificate_chain_file,
 * load_verify_file, ...), which takes const std::string& (yalantinglibs'
 * context.use_certificate_chain_file(cert_file)): the Microsoft STL's path converts only to
 * std::wstring (C2664). */
static void fs_asio_file_arguments(wg_family_file *ff, const char *code, const fs_names *v)
{
#ifdef WG_SCAN_FS_ASIO_OFF
    (void)ff, (void)code, (void)v;
    return;
#endif
    static const char *const calls[] = {".use_certificate_chain_file(", ".use_certificate_file(", ".use_private_key_file(",
                                        ".use_rsa_private_key_file(", ".load_verify_file(", ".use_tmp_dh_file(", NULL};
    for (size_t k = 0; calls[k]; ++k)
        for (const char *p = strstr(code, calls[k]); p; p = strstr(p + 1, calls[k])) {
            const char *a = skip_blank(p + strlen(calls[k])), *e = a;
            while (is_name(*e))
                ++e;
            const char *after = skip_blank(e);
            if (e == a || (*after != ')' && *after != ',') || !fs_has(v, a, (size_t)(e - a)))
                continue;
            char message[256];
            snprintf(message, sizeof message,
                     "the std::filesystem::path %.*s handed to asio's %.*s, which takes const std::string&: the Microsoft STL's path converts only to std::wstring (C2664); call .string()",
                     (int)(e - a), a, (int)(strlen(calls[k]) - 2), calls[k] + 1);
            ff->report(ff->context, line_of(code, a), "SCAN_FS_PATH_TO_STRING", message);
        }
}

/* The end of a path expression at p: a path name or a filesystem function returning one
 * (current_path(), temp_directory_path(), ...), then path members (filename(), parent_path(),
 * ...) and '/' joins, up to ';' (NULL where anything else follows: .string(), a call). */
static const char *fs_path_expression(const char *code, const char *p, const fs_names *v)
{
    static const char *const makers[] = {"current_path", "temp_directory_path", "absolute", "canonical",
                                         "weakly_canonical", "relative", "proximate", NULL};
    static const char *const members[] = {"filename", "parent_path", "stem", "extension", "root_path", "root_name",
                                          "relative_path", "lexically_normal", NULL};
    (void)code;
    while (*p == ' ' || *p == '\t' || *p == '\n')
        ++p;
    const char *e = p;
    while (is_name(*e) || (e[0] == ':' && e[1] == ':'))
        e += e[0] == ':' ? 2 : 1;
    const char *last = e;
    while (last > p && is_name(last[-1]))
        --last;
    int primary = 0;
    if (e > p && !memchr(p, ':', (size_t)(e - p)))
        primary = fs_has(v, p, (size_t)(e - p));
    else if (e > p && (size_t)(last - p) >= 12 && strncmp(last - 12, "filesystem::", 12) == 0 && *e == '(') {
        for (size_t k = 0; makers[k] && !primary; ++k)
            primary = (size_t)(e - last) == strlen(makers[k]) && strncmp(last, makers[k], (size_t)(e - last)) == 0;
        if (primary) {
            int depth = 0;
            do {
                depth += *e == '(' ? 1 : *e == ')' ? -1 : 0;
                ++e;
            } while (*e && depth > 0 && *e != ';');
        }
    }
    if (!primary)
        return NULL;
    for (;;) {
        while (*e == ' ' || *e == '\t' || *e == '\n')
            ++e;
        if (*e == ';')
            return e;
        if (*e == '/' && e[1] != '=') {
            for (++e; *e == ' ' || *e == '\t' || *e == '\n'; ++e)
                ;
            if (*e == '"') { /* a literal (emptied in the code text) */
                for (++e; *e && *e != '"' && *e != '\n'; ++e)
                    ;
                if (*e++ != '"')
                    return NULL;
            } else {
                /* path / anything is a path (souffle's directory / mainClass, a std::string) */
                const char *w = e;
                while (is_name(*e))
                    ++e;
                if (e == w)
                    return NULL;
#ifdef WG_SCAN_FS_JOIN_ANY_OFF
                if (!fs_has(v, w, (size_t)(e - w)))
                    return NULL;
#endif
            }
            continue;
        }
        if (*e != '.')
            return NULL;
        const char *m = ++e;
        while (is_name(*e))
            ++e;
        int known = 0;
        for (size_t k = 0; members[k] && !known; ++k)
            known = (size_t)(e - m) == strlen(members[k]) && strncmp(m, members[k], (size_t)(e - m)) == 0;
        if (!known || e[0] != '(' || e[1] != ')')
            return NULL;
        e += 2;
    }
}

/* Whether text declares name (n chars) a std::string member or variable, "string name;", and
 * nothing else by that name ("std::wstring name;", "path name;"). */
static int fs_declares_string(const char *text, const char *word, size_t n)
{
    char name[64];
    if (n >= sizeof name)
        return 0;
    memcpy(name, word, n), name[n] = '\0';
    int string_seen = 0;
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name)) {
        if ((p > text && is_name(p[-1])) || is_name(p[n]))
            continue;
        const char *after = p + n;
        while (*after == ' ' || *after == '\t')
            ++after;
        if (*after != ';' || (p > text && (p[-1] == '.' || p[-1] == '>' || p[-1] == ':')))
            continue; /* a use, not a declaration */
        size_t tw;
        const char *type = word_before(text, p, &tw);
        if (!type)
            continue;
        if (tw != 6 || strncmp(type, "string", 6) != 0 || (type > text && type[-1] != ':' && is_name(type[-1])))
            return 0;
        string_seen = 1;
    }
    return string_seen;
}

/* Whether a member name (n chars) is a std::string of the file's classes or of the header of the
 * same base name (snes9x's SplitPath in fscompat.h, filled in fscompat.cpp). */
static int fs_string_member(const wg_family_file *ff, const char *code, const char *name, size_t n)
{
#ifdef WG_SCAN_FS_MEMBER_OFF
    (void)ff, (void)code, (void)name, (void)n;
    return 0;
#else
    if (fs_declares_string(code, name, n))
        return 1;
    const char *path = ff->file->path, *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
    const char *base = slash ? slash + 1 : path;
    if (!dot || dot < base)
        return 0;
    size_t bn = (size_t)(dot - base);
    for (size_t i = 0; i < ff->tree->count; ++i) {
        const wg_tree_file *h = &ff->tree->files[i];
        const char *hs = strrchr(h->path, '/'), *hb = hs ? hs + 1 : h->path;
        if (h != ff->file && h->text && strncmp(hb, base, bn) == 0 && hb[bn] == '.' &&
            (strcmp(hb + bn, ".h") == 0 || strcmp(hb + bn, ".hpp") == 0 || strcmp(hb + bn, ".hh") == 0) &&
            fs_declares_string(h->text, name, n))
            return 1;
    }
    return 0;
#endif
}

static void fs_report_conversion(wg_family_file *ff, const char *code, const char *p, int append, const char *name, size_t w)
{
    const char *at = p + 1;
    while (*at == ' ' || *at == '\t' || *at == '\n')
        ++at;
    char message[256];
    snprintf(message, sizeof message,
             "a std::filesystem::path %s std::string %.*s: the Microsoft STL's path converts only to std::wstring (C2440); call .string()",
             append ? "appended to the" : "assigned to the", (int)w, name);
    ff->report(ff->context, line_of(code, at), "SCAN_FS_PATH_TO_STRING", message);
}

/* "std::string s = <path expression>;" and "s += <path expression>;", "s = ..." where s is a
 * std::string of the file: the conversion to std::string that libstdc++'s path has and the
 * Microsoft STL's (std::wstring) has not (C2440, C2679). */
static void fs_string_conversions(wg_family_file *ff, const char *code, const fs_names *v)
{
    for (const char *p = strchr(code, '='); p; p = strchr(p + 1, '=')) {
        if (p[1] == '=' || (p > code && strchr("=!<>-*/%&|^", p[-1])))
            continue;
        int append = p > code && p[-1] == '+';
        const char *lhs = append ? p - 1 : p;
        size_t w;
        const char *name = word_before(code, lhs, &w);
        if (!name)
            continue;
        if (name > code && (name[-1] == '.' || name[-1] == '>')) {
            /* a member: "output.stem = path.stem();" where the file or its header declares
             * "std::string stem;" (and no member of another type by that name) */
            const char *end = fs_string_member(ff, code, name, w) ? fs_path_expression(code, p + 1, v) : NULL;
            if (end)
                fs_report_conversion(ff, code, p, append, name, w);
            p = end ? end : p;
            continue;
        }
        size_t tw;
        const char *type = word_before(code, name, &tw);
        int string_type = type && tw == 6 && strncmp(type, "string", 6) == 0;
        if (!string_type && type && !(tw == 4 && strncmp(type, "else", 4) == 0))
            continue; /* a declaration of another type: mujoco's "fs::path stem = archive_path.stem();" */
        if (!string_type) {
            /* an assignment: the name declared std::string in the file */
            char declared[80];
            snprintf(declared, sizeof declared, "string %.*s", (int)(w < 64 ? w : 64), name);
            const char *d = strstr(code, declared);
            if (!d || (d > code && is_name(d[-1])) || is_name(d[strlen(declared)]))
                continue;
        }
        const char *end = fs_path_expression(code, p + 1, v);
        if (!end)
            continue;
        fs_report_conversion(ff, code, p, append, name, w);
        p = end;
    }
}

/* The header of the same base name as a source (foo.cpp: foo.h, foo.hpp, foo.hh anywhere in the
 * tree), whose members the source's functions use: their path names join the source's. */
static void fs_header_names(const wg_family_file *ff, fs_names *v)
{
    const char *path = ff->file->path, *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
    const char *base = slash ? slash + 1 : path;
    if (!dot || dot < base)
        return;
    size_t n = (size_t)(dot - base);
    for (size_t i = 0; i < ff->tree->count; ++i) {
        const wg_tree_file *h = &ff->tree->files[i];
        const char *hs = strrchr(h->path, '/'), *hb = hs ? hs + 1 : h->path;
        if (h == ff->file || !h->text || strncmp(hb, base, n) != 0 || hb[n] != '.' ||
            !(strcmp(hb + n, ".h") == 0 || strcmp(hb + n, ".hpp") == 0 || strcmp(hb + n, ".hh") == 0) || !strstr(h->text, "path"))
            continue;
        fs_path_names(h->text, v);
    }
}

static int is_source_path(const char *path)
{
    static const char *const ends[] = {".cpp", ".cc", ".cxx", ".c++", ".C", NULL};
    size_t n = strlen(path);
    for (size_t k = 0; ends[k]; ++k) {
        size_t m = strlen(ends[k]);
        if (n > m && strcmp(path + n - m, ends[k]) == 0)
            return 1;
    }
    return 0;
}

/* The '}' closing the block that holds p (a declaration inside a function), or NULL at file
 * scope: snes9x's "fs::path path(str);" in one function, "const SplitPath &path" in another. */
static const char *fs_block_end(const char *p)
{
#ifdef WG_SCAN_FS_SCOPED_NAME_OFF
    (void)p;
    return NULL;
#else
    int depth = 0;
    for (; *p; ++p) {
        if (*p == '{')
            ++depth;
        else if (*p == '}' && depth-- == 0)
            return p;
    }
    return NULL;
#endif
}

static void fs_path_narrow(wg_family_file *ff, const char *code)
{
    if (!ff->cplusplus)
        return;
    fs_native_uses(ff, code);
    if (!strstr(code, "path") && !strstr(code, "filesystem::"))
        return;
    fs_names v = {{{0}}, {0}, {0}, 0};
    fs_path_names(code, &v);
    fs_auto_path_names(code, &v);
    size_t own = v.count; /* the code's own names: the rest are a header's */
    if (is_source_path(ff->file->path))
        fs_header_names(ff, &v);
    size_t kept = 0;
    for (size_t i = 0; i < v.count; ++i) {
        const char *end = NULL;
        if (fs_declared_otherwise(code, v.name[i]) && !(i < own && (end = fs_block_end(v.declared[i])) != NULL))
            continue;
        memmove(v.name[kept], v.name[i], sizeof v.name[i]);
        v.declared[kept] = i < own ? v.declared[i] : NULL, v.scope_end[kept++] = end;
    }
    v.count = kept;
#ifndef WG_SCAN_FS_MAKER_UNNAMED_OFF
    /* a filesystem function that makes a path (std::filesystem::relative(...)) converts alike in a
     * file that declares no path of its own (SatDump's lrit_productizer.cpp, std::string paths) */
    if (!v.count) {
        fs_string_conversions(ff, code, &v);
        return;
    }
#else
    if (!v.count)
        return;
#endif
    fs_c_str_uses(ff, code, &v);
    fs_string_conversions(ff, code, &v);
    fs_asio_file_arguments(ff, code, &v);
}

/* ---- SCAN_STD_REMOVED_NAME ---------------------------------------------------------------- */

/* std::unary_function, std::auto_ptr, ... (removed_in_cxx's names) in a C++17 build, and
 * std::not1, std::result_of, ... in a C++20 one: the Microsoft STL leaves them out (C2039)
 * unless the build defines _HAS_AUTO_PTR_ETC (or _HAS_FEATURES_REMOVED_IN_CXX20); libstdc++
 * keeps them, deprecated. A file that tests __cplusplus or _MSVC_LANG is left to
 * SCAN_CPLUSPLUS_VALUE (its branches decide which names a build sees); std:: spelled only. */
static void removed_std_names(wg_family_file *ff, const char *code)
{
#ifdef WG_SCAN_STD_REMOVED_NAME_OFF
    (void)ff, (void)code;
    return;
#endif
    const wg_tree *t = ff->tree;
    if (!ff->cplusplus || t->cxx_standard < 17 || strstr(code, "__cplusplus") || strstr(code, "_MSVC_LANG"))
        return;
    int keep17 = wg_strlist_has(t->defines_any, t->defines_any_count, "_HAS_AUTO_PTR_ETC", 17) ||
                 wg_strlist_has(t->defines_on, t->defines_on_count, "_HAS_AUTO_PTR_ETC", 17) || strstr(code, "_HAS_AUTO_PTR_ETC");
    int keep20 = t->cxx_standard < 20 || wg_strlist_has(t->defines_any, t->defines_any_count, "_HAS_FEATURES_REMOVED_IN_CXX20", 30) ||
                 strstr(code, "_HAS_FEATURES_REMOVED_IN_CXX20");
    if (keep17 && keep20)
        return;
    long reported = 0;
    for (const char *p = strstr(code, "std::"); p; p = strstr(p + 5, "std::")) {
        if (p > code && (is_name(p[-1]) || p[-1] == ':'))
            continue;
        const char *name = p + 5, *e = name;
        while (is_name(*e))
            ++e;
        char word[32];
        if (e == name || (size_t)(e - name) >= sizeof word)
            continue;
        memcpy(word, name, (size_t)(e - name)), word[e - name] = '\0';
        const char *removed = removed_in_cxx(word, keep20 ? 1 : 2);
        if (!removed || strcmp(removed, word) != 0 || (keep17 && !removed_in_cxx20_only(word)))
            continue;
        long line = line_of(code, p);
        if (line == reported)
            continue;
        reported = line;
        char message[256];
        snprintf(message, sizeof message, "std::%s in a C++%d build: the Microsoft STL leaves out the names C++%d removed (C2039) unless the build defines %s",
                 word, t->cxx_standard, removed_in_cxx20_only(word) ? 20 : 17,
                 removed_in_cxx20_only(word) ? "_HAS_FEATURES_REMOVED_IN_CXX20" : "_HAS_AUTO_PTR_ETC=1");
        ff->report(ff->context, line, "SCAN_STD_REMOVED_NAME", message);
    }
}

/* ---- SCAN_STD_RANDOM_CHAR_DISTRIBUTION ------------------------------------------------------ */

/* Whether the template argument [a, e) (blanks trimmed) is a character-sized or boolean type:
 * [rand.req.genl] allows an IntType of short, int, long, long long or their unsigned forms only. */
static int random_char_type(const char *a, const char *e)
{
    static const char *const types[] = {"char", "signed char", "unsigned char", "bool", "wchar_t", "char8_t", "char16_t",
                                        "char32_t", "int8_t", "uint8_t", "byte", NULL};
    while (a < e && isspace((unsigned char)*a))
        ++a;
    while (e > a && isspace((unsigned char)e[-1]))
        --e;
    if (e - a > 5 && strncmp(a, "std::", 5) == 0)
        a += 5;
    else if (e - a > 2 && strncmp(a, "::", 2) == 0)
        a += 2;
    for (size_t i = 0; types[i]; ++i)
        if ((size_t)(e - a) == strlen(types[i]) && strncmp(a, types[i], (size_t)(e - a)) == 0)
            return 1;
    return 0;
}

/* std::uniform_int_distribution<char> (uint8_t, bool, ...) and the other integer distributions of
 * <random> over such a type: the Microsoft STL static_asserts that the IntType is one the standard
 * allows (C2338 "invalid template argument"), libstdc++ and libc++ take it. std:: spelled, or
 * unqualified in a file that says "using namespace std" and names no Boost (whose
 * boost::random::uniform_int_distribution takes any integer type). In a #define's body too: the
 * seqan test's RAND_CHAR() expands it at each use. */
static void random_char_distributions(wg_family_file *ff, const char *code)
{
#ifdef WG_SCAN_STD_RANDOM_CHAR_DISTRIBUTION_OFF
    (void)ff, (void)code;
    return;
#endif
    static const char *const distributions[] = {"uniform_int_distribution", "binomial_distribution", "geometric_distribution",
                                                "negative_binomial_distribution", "poisson_distribution", "discrete_distribution", NULL};
    if (!ff->cplusplus || !strstr(code, "_distribution"))
        return;
    int unqualified_ok = strstr(code, "using namespace std;") && !strstr(code, "boost");
    long reported = 0;
    for (size_t i = 0; distributions[i]; ++i) {
        size_t n = strlen(distributions[i]);
        for (const char *p = strstr(code, distributions[i]); p; p = strstr(p + n, distributions[i])) {
            if ((p > code && is_name(p[-1])) || p[n] != '<')
                continue;
            int qualified = p - code >= 5 && strncmp(p - 5, "std::", 5) == 0 && !(p - code > 5 && (is_name(p[-6]) || p[-6] == ':'));
            if (!qualified && (!unqualified_ok || (p > code && (p[-1] == ':' || p[-1] == '.' || p[-1] == '>'))))
                continue;
            const char *close = strchr(p + n + 1, '>');
            const char *eol = strchr(p + n + 1, '\n');
            if (!close || (eol && close > eol) || !random_char_type(p + n + 1, close))
                continue;
            long line = line_of(code, p);
            if (line == reported)
                continue;
            reported = line;
            char message[256];
            snprintf(message, sizeof message, "std::%s<%.*s>: the Microsoft STL takes only short, int, long, long long or their unsigned forms (C2338); "
                                              "draw an int and cast", distributions[i], (int)(close - p - (long)n - 1), p + n + 1);
            ff->report(ff->context, line, "SCAN_STD_RANDOM_CHAR_DISTRIBUTION", message);
        }
    }
}

/* ---- SCAN_LAMBDA_UNARY_PLUS ------------------------------------------------------------ */

/* Whether the '[' at p opens a captureless lambda: "[]" then its parameter list, its body, a
 * template parameter list, or a specifier (mutable, noexcept, ->). */
static int captureless_lambda(const char *p)
{
    const char *q = p + 1;
    while (*q == ' ' || *q == '\t')
        ++q;
    if (*q != ']')
        return 0;
    while (*++q == ' ' || *q == '\t' || *q == '\n' || *q == '\r')
        ;
    return *q == '(' || *q == '{' || *q == '<' || strncmp(q, "mutable", 7) == 0 || strncmp(q, "noexcept", 8) == 0 ||
           strncmp(q, "->", 2) == 0;
}

/* Whether the operator at p is unary: what comes before it (blanks skipped) opens an expression
 * ('=', '(', ',', '{', ';', '?', '!', return), not an operand (a name, ')', ']'). */
static int unary_position(const char *code, const char *p)
{
    const char *b = p;
    while (b > code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '\r'))
        --b;
    if (b == code)
        return 1;
    char c = b[-1];
    if (c == '=' || c == '(' || c == ',' || c == '{' || c == ';' || c == '?' || c == '!')
        return !(c == '=' && b - code >= 2 && strchr("=!<>", b[-2])); /* not a == b */
    size_t n;
    const char *word = name_before_blanks(code, b, &n);
    return n == 6 && strncmp(word, "return", 6) == 0;
}

/* Unary + or * on a captureless lambda (+[](int x) {...}, auto &f = *[](...) {...}): it needs the
 * lambda's conversion to a function pointer, and cl.exe gives a lambda one per calling
 * convention (__cdecl, __vectorcall, ...; on x64 too), so the operator is ambiguous (C2593;
 * tvision's *[] in 2021). Unary + is set apart, not counted: current cl.exe takes it (aws-crt-cpp's
 * MSVC CI), VS 2019 16.0 did not (re2, entt). The fix names the pointer type (a cast, or a
 * variable of that type). */
static void lambda_unary_operators(wg_family_file *ff, const char *code)
{
#ifdef WG_SCAN_LAMBDA_UNARY_PLUS_OFF
    (void)ff, (void)code;
    return;
#endif
    if (!ff->cplusplus)
        return;
    for (const char *p = strchr(code, '['); p; p = strchr(p + 1, '[')) {
        const char *op = p;
        while (op > code && (op[-1] == ' ' || op[-1] == '\t'))
            --op;
        if (op == code || (op[-1] != '+' && op[-1] != '*') || !captureless_lambda(p))
            continue;
        --op;
        if ((op > code && (op[-1] == '+' || op[-1] == '*' || op[-1] == '/')) || !unary_position(code, op))
            continue;
        char message[256];
        snprintf(message, sizeof message,
                 "unary %c on a lambda takes its conversion to a function pointer: cl.exe has one per calling convention, so the %c is ambiguous (C2593); cast to the function pointer type instead",
                 *op, *op);
        if (*op == '*')
            ff->report(ff->context, line_of(code, op), "SCAN_LAMBDA_UNARY_PLUS", message);
        else /* aws-crt-cpp's options.on_complete = +[](...) {...} builds in its MSVC x64 CI today */
            ff->report_apart(ff->context, line_of(code, op), "SCAN_LAMBDA_UNARY_PLUS", message,
                             "cl.exe of VS 2019 16.0 and earlier rejects unary + on a lambda (re2, entt), later releases pick the default calling convention's conversion");
    }
}

/* ---- SCAN_MSVC_STL_ITERATOR_AS_POINTER ---------------------------------------------------- */

/* Whether the text before p (blanks, '&' and const skipped) ends a std::string_view's or
 * std::array's type: std::string_view (and its wide kin), std::basic_string_view<...>,
 * std::array<...>. Their iterators are plain pointers in libstdc++ (and libc++), class types
 * in the Microsoft STL, so code that takes one for a pointer builds on Linux only. */
static int iterator_class_type_before(const char *begin, const char *p)
{
    static const char *const views[] = {"std::string_view", "std::wstring_view", "std::u8string_view", "std::u16string_view",
                                        "std::u32string_view", NULL};
    const char *b = p;
    for (;;) {
        while (b > begin && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '&'))
            --b;
        if (b - begin >= 5 && strncmp(b - 5, "const", 5) == 0 && (b - begin == 5 || !is_name(b[-6])))
            b -= 5;
        else
            break;
    }
    for (size_t k = 0; views[k]; ++k) {
        size_t n = strlen(views[k]);
        if ((size_t)(b - begin) >= n && strncmp(b - n, views[k], n) == 0 && (b - begin == (long)n || !is_name(b[-(long)n - 1])))
            return 1;
    }
    if (b == begin || b[-1] != '>')
        return 0;
    int depth = 0;
    const char *q = b - 1;
    for (; q >= begin; --q) {
        depth += *q == '>' ? 1 : *q == '<' ? -1 : 0;
        if (depth == 0 || *q == ';' || *q == '{' || *q == '}')
            break;
    }
    if (q < begin || *q != '<')
        return 0;
    static const char *const templates[] = {"std::basic_string_view", "std::array", NULL};
    for (size_t k = 0; templates[k]; ++k) {
        size_t n = strlen(templates[k]);
        if ((size_t)(q - begin) >= n && strncmp(q - n, templates[k], n) == 0 && (q - begin == (long)n || !is_name(q[-(long)n - 1])))
            return 1;
    }
    return 0;
}

/* Whether the nearest declaration of name (n chars) before p in code gives it one of those
 * types: a word (or a template's '>') before it and ';', '=', ',', ')', '{', '[' or '(' after it
 * ("std::string_view input" as a parameter, "std::array<float *, 3> ptrs;"). A nearer
 * declaration with any other type decides against it (a name reused in another function). */
static int iterator_class_variable(const char *code, const char *p, const char *name, size_t n)
{
    static const char *const keywords[] = {"return", "else", "case", "throw", "new", "delete", "sizeof", "co_return",
                                           "co_yield", "not", "and", "or", "goto", NULL};
    int found = 0;
    for (const char *q = code; (q = strstr(q, name)) != NULL && q < p; q += n) {
        if ((q > code && (is_name(q[-1]) || q[-1] == '.' || q[-1] == ':' || (q[-1] == '>' && q - 1 > code && q[-2] == '-'))) ||
            is_name(q[n]))
            continue;
        const char *after = q + n;
        while (*after == ' ' || *after == '\t' || *after == '\n')
            ++after;
        if (!*after || !strchr(";=,){[(", *after) || (after[0] == '=' && after[1] == '='))
            continue;
        const char *b = q;
        while (b > code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '&'))
            --b;
        if (b == q && b > code && b[-1] != '&')
            continue; /* nothing between the type and the name */
        if (b == code || !(is_name(b[-1]) || b[-1] == '>'))
            continue; /* a use: after an operator, '(' or ',' */
        if (is_name(b[-1])) {
            size_t w;
            const char *word = word_before(code, q, &w);
            size_t k = 0;
            while (word && keywords[k] && !(strlen(keywords[k]) == w && strncmp(keywords[k], word, w) == 0))
                ++k;
            if (!word || keywords[k])
                continue;
        }
        found = iterator_class_type_before(code, q) ? 1 : -1;
    }
    return found == 1;
}

/* The '(' of the call whose arguments hold p, with its function's name in [*w, *w + *wn); NULL
 * where p is in no call on its statement. */
static const char *enclosing_call(const char *code, const char *p, const char **w, size_t *wn)
{
    int depth = 0;
    const char *b = p;
    while (b > code && b[-1] != ';' && b[-1] != '{' && b[-1] != '}') {
        --b;
        if (*b == ')')
            ++depth;
        else if (*b == '(' && depth-- == 0)
            break;
    }
    if (*b != '(' || b == p)
        return NULL;
    *w = name_before_blanks(code, b, wn);
    return b;
}

/* Whether the iterator call at u (NAME.begin() ... up to e) stands where a pointer is wanted:
 * the first argument of a function of pointers (std::from_chars, strncmp, memcpy, ...), a
 * pointer declarator's initializer, the operand of a cast to a pointer, the pointer of
 * std::string_view(ptr, count) or of a (NAME.begin(), NAME.size()) pair. What it says in why. */
static int iterator_as_pointer(const wg_family_file *ff, const char *code, const char *u, const char *e, const char *name, size_t n,
                               const char **why)
{
    static const char *const pointer_functions[] = {"from_chars", "to_chars", "strncmp", "strcmp", "memcmp", "memcpy", "memmove",
                                                    "memchr", "strchr", "strstr", "strlen", "strtol", "strtoul", "strtoll",
                                                    "strtoull", "strtod", "strtof", "atoi", "atol", "atof", "fwrite", "fread", NULL};
    static const char *const counted_algorithms[] = {"copy_n", "fill_n", "generate_n", "for_each_n", "search_n",
                                                     "uninitialized_copy_n", "uninitialized_fill_n", NULL};
    const char *b = u;
    while (b > code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n'))
        --b;
    const char *after = e;
    while (*after == ' ' || *after == '\t' || *after == '\n')
        ++after;
    /* const char *p = NAME.begin() + k; (const T **)NAME.cbegin(); reinterpret_cast<T **>(NAME.begin()) */
    if (b > code && b[-1] == '=' && b - code >= 2 && !strchr("=!<>+-*/%&|^", b[-2])) {
        size_t w;
        const char *declarator = word_before(code, b - 1, &w);
        const char *star = declarator;
        while (star && star > code && (star[-1] == ' ' || star[-1] == '\t'))
            --star;
        if (declarator && star > code && star[-1] == '*') {
            *why = "initializes a pointer";
            return 1;
        }
    }
    if (b > code && b[-1] == '(' && b - code >= 3 && b[-2] == '>') {
        const char *t = b - 2;
        while (t > code && (t[-1] == ' ' || t[-1] == '\t'))
            --t;
        if (t > code && t[-1] == '*') {
            *why = "is cast to a pointer";
            return 1;
        }
    }
    if (b > code && b[-1] == ')') {
        const char *t = b - 1;
        while (t > code && (t[-1] == ' ' || t[-1] == '\t'))
            --t;
        const char *o = b - 1;
        while (o > code && (is_name(o[-1]) || strchr(" \t*:", o[-1])))
            --o;
        if (t > code && t[-1] == '*' && o > code && o[-1] == '(' && (o - 1 == code || !is_name(o[-2]))) {
            *why = "is cast to a pointer";
            return 1;
        }
    }
    const char *w;
    size_t wn;
    const char *open = enclosing_call(code, u, &w, &wn);
    if (!open)
        return 0;
    const char *first = open + 1;
    while (*first == ' ' || *first == '\t' || *first == '\n')
        ++first;
    int first_argument = first == u;
    int member = w > code && (w[-1] == '.' || (w[-1] == '>' && w - 1 > code && w[-2] == '-'));
    if (!member && word_in_list(w, wn, pointer_functions)) {
        *why = "is handed to a function that takes a pointer";
        return 1;
    }
    const char *comma = u; /* the end of the first argument */
    for (int depth = 0; *comma && !(depth == 0 && (*comma == ',' || *comma == ')' || *comma == ';')); ++comma)
        depth += *comma == '(' ? 1 : *comma == ')' ? -1 : 0;
    if (first_argument && *comma == ',') {
        size_t tn;
        const char *type = wn == 11 && strncmp(w, "string_view", 11) == 0 ? w : word_before(code, w, &tn);
        int view = type == w || (type && tn == 11 && strncmp(type, "string_view", 11) == 0);
        const char *second = comma + 1;
        while (*second == ' ' || *second == '\t' || *second == '\n')
            ++second;
        const char *close = second;
        for (int depth = 0; *close && !(depth == 0 && (*close == ')' || *close == ',')); ++close)
            depth += *close == '(' ? 1 : *close == ')' ? -1 : 0;
        /* C++20's string_view(first, last) takes two iterators: only a count is wrong there */
        int iterator_pair = strstr(second, "begin()") && strstr(second, "begin()") < close;
        iterator_pair = iterator_pair || (strstr(second, "end()") && strstr(second, "end()") < close);
        if (view && !(ff->tree->cxx_standard >= 20 && iterator_pair)) {
            *why = "is the pointer of std::string_view(pointer, count)";
            return 1;
        }
        /* (NAME.begin(), NAME.size()): a pointer and a count, not std::copy_n's iterator */
        if (after == comma && (size_t)(close - second) > n + 2 && strncmp(second, name, n) == 0 && second[n] == '.' &&
            (strncmp(second + n + 1, "size()", 6) == 0 || strncmp(second + n + 1, "length()", 8) == 0) && !word_in_list(w, wn, counted_algorithms)) {
            *why = "is the pointer of a (pointer, count) pair";
            return 1;
        }
    }
    return 0;
}

/* NAME.begin() (end, cbegin, cend) of a std::string_view or std::array where a pointer is
 * wanted: libstdc++'s iterators are the pointers, the Microsoft STL's are classes that convert
 * to none (C2440, C2664, C2665); .data() (or &*it) is the fix. */
static void iterators_as_pointers(wg_family_file *ff, const char *code)
{
#ifdef WG_SCAN_STL_ITERATOR_AS_POINTER_OFF
    (void)ff, (void)code;
    return;
#endif
    if (!ff->cplusplus || (!strstr(code, "string_view") && !strstr(code, "std::array")))
        return;
    static const char *const calls[] = {".begin()", ".end()", ".cbegin()", ".cend()", NULL};
    long reported = 0; /* one finding a line */
    for (const char *p = strchr(code, '.'); p; p = strchr(p + 1, '.')) {
        size_t k = 0;
        while (calls[k] && strncmp(p, calls[k], strlen(calls[k])) != 0)
            ++k;
        if (!calls[k])
            continue;
        {
            const char *u = p;
            while (u > code && is_name(u[-1]))
                --u;
            size_t n = (size_t)(p - u);
            if (!n || n >= 64 || isdigit((unsigned char)*u) ||
                (u > code && (u[-1] == '.' || u[-1] == ':' || (u[-1] == '>' && u - 1 > code && u[-2] == '-'))))
                continue;
            char name[64];
            memcpy(name, u, n), name[n] = '\0';
            const char *why = NULL;
            if (!iterator_as_pointer(ff, code, u, p + strlen(calls[k]), name, n, &why) || !iterator_class_variable(code, u, name, n))
                continue;
            long line = line_of(code, u);
            if (line == reported)
                continue;
            reported = line;
            char message[300];
            snprintf(message, sizeof message,
                     "%s%s of a std::string_view or std::array %s: a pointer in libstdc++, a class in the Microsoft STL, which converts to none (C2440/C2664); use %s.data()",
                     name, calls[k], why, name);
            ff->report(ff->context, line, "SCAN_MSVC_STL_ITERATOR_AS_POINTER", message);
        }
    }
}

/* ---- declspecs that must agree or come first: SCAN_DLLEXPORT_REDECL_LINKAGE,
 * SCAN_NORETURN_REDECL_MISMATCH, SCAN_DECLSPEC_AFTER_DECLARATOR ------------------------------- */

static const char *const linkage_kinds[] = {"__declspec(dllexport)", "__declspec(dllimport)", NULL};
static const char *const noreturn_kinds[] = {"__declspec(noreturn)", NULL};
static const char *const any_declspec[] = {"__declspec(", NULL};
/* after a declarator cl.exe rejects __forceinline as it rejects a __declspec (C2144/C3646) */
static const char *const declarator_tail_kinds[] = {"__declspec(", "__forceinline", NULL};

/* Whether a source #defines a macro whose body holds word. */
static int tree_defines_as(wg_tree *t, const char *word)
{
    for (size_t i = 0; i < t->count; ++i)
        for (const char *p = t->files[i].kind == WG_SCAN_SOURCE ? strstr(t->files[i].text, word) : NULL; p; p = strstr(p + 1, word)) {
            const char *b = p;
            while (b > t->files[i].text && b[-1] != '\n')
                --b;
            b = skip_blank_until(b, p);
            if (*b == '#' && strstr(b, "define") && strstr(b, "define") < p)
                return 1;
        }
    return 0;
}

/* Whether any source #defines a macro as a __declspec, or as __forceinline (once per tree). */
static int tree_defines_declspec(wg_tree *t)
{
    if (!t->declspec_defines) {
        int defines = tree_defines_as(t, "__declspec(");
#ifndef WG_SCAN_DECLSPEC_AFTER_DECLARATOR_INLINE_OFF
        defines = defines || tree_defines_as(t, "__forceinline");
#endif
        t->declspec_defines = defines ? 2 : 1;
    }
    return t->declspec_defines == 2;
}

/* Whether the word [w, w + n) is __declspec(<kind>) written out (w at "__declspec") or an
 * ALL_CAPS macro the tree defines as one of kinds on the Windows path (asked once per tree). */
static int declspec_word(wg_tree *t, const char *w, size_t n, const char *const *kinds)
{
    if (n == 10 && strncmp(w, "__declspec", 10) == 0) {
        for (size_t k = 0; kinds[k]; ++k)
            if (strncmp(w, kinds[k], strlen(kinds[k])) == 0)
                return 1;
        return 0;
    }
    if (n < 3 || n >= 64)
        return 0;
    for (size_t k = 0; k < n; ++k)
        if (islower((unsigned char)w[k]))
            return 0;
    int kind = kinds == linkage_kinds ? 0 : kinds == noreturn_kinds ? 1 : kinds == declarator_tail_kinds ? 3 : 2;
    char key[80];
    snprintf(key, sizeof key, "%d\t%.*s\t", kind, (int)n, w);
    size_t kn = strlen(key);
    for (size_t i = 0; i < t->declspec_answer_count; ++i)
        if (strncmp(t->declspec_answers[i], key, kn) == 0)
            return t->declspec_answers[i][kn] == '1';
    int answer = declspec_macro_of(t, w, n, kinds, 1);
    key[kn] = answer ? '1' : '0', key[kn + 1] = '\0';
    if (wg_strlist_append(&t->declspec_answers, &t->declspec_answer_count, &t->declspec_answer_capacity, key, kn + 1) != 0)
        t->failed = 1;
    return answer;
}

/* The first declspec word of kinds in [p, end), NULL when none; its length in *n. */
static const char *find_declspec_word(wg_tree *t, const char *p, const char *end, const char *const *kinds, size_t *n)
{
    while (p < end) {
        if (!is_name(*p) || isdigit((unsigned char)*p)) {
            ++p;
            continue;
        }
        const char *e = p;
        while (e < end && is_name(*e))
            ++e;
        if (declspec_word(t, p, (size_t)(e - p), kinds)) {
            *n = (size_t)(e - p);
            return p;
        }
        p = e;
    }
    return NULL;
}

/* Whether [p, end) names name as a whole word followed by what a declarator's name is ('[', '=',
 * ';', '(' when paren, or the line's end). */
static int declares_name(const char *p, const char *end, const char *name, int paren)
{
    size_t n = strlen(name);
    for (const char *q = p; q + n <= end; ++q) {
        if (strncmp(q, name, n) != 0 || (q > p && is_name(q[-1])) || (q + n < end && is_name(q[n])))
            continue;
        const char *a = skip_blank_until(q + n, end);
        if (a == end || (paren ? *a == '(' : (*a == '[' || *a == '=' || *a == ';')))
            return 1;
    }
    return 0;
}

/* "extern char version[];" then "API_DEF char version[] = ...;" in one translation unit, API_DEF a
 * macro defined as __declspec(dllexport) (or dllimport): cl.exe's C2375 (redefinition; different
 * linkage; Microsoft's C2836 of old: "a previous declaration did not export it"). Data only: the
 * plain extern declaration of a variable on one line, the marked one later. Reported at the
 * plain declaration. */
static void linkage_redeclared_data(wg_family_file *ff, const char *code)
{
    char names[64][64];
    long lines[64];
    size_t count = 0;
    long number = 1;
    for (const char *line = code; *line; ++number) {
        const char *nl = strchr(line, '\n'), *end = nl ? nl : line + strlen(line);
        const char *first = skip_blank_until(line, end);
        const char *semi = memchr(first, ';', (size_t)(end - first));
        size_t n = 0;
        if (end - first > 7 && strncmp(first, "extern", 6) == 0 && (first[6] == ' ' || first[6] == '\t') &&
            !memchr(first, '(', (size_t)(end - first)) && !memchr(first, '"', (size_t)(end - first)) && semi && count < 64 &&
            !find_declspec_word(ff->tree, first, end, any_declspec, &n)) {
            const char *e = semi;
            for (int trimmed = 1; trimmed && e > first;) { /* back over blanks and [bounds] */
                trimmed = 0;
                while (e > first && (e[-1] == ' ' || e[-1] == '\t'))
                    --e, trimmed = 1;
                if (e > first && e[-1] == ']') {
                    while (e > first && e[-1] != '[')
                        --e;
                    e -= e > first;
                    trimmed = 1;
                }
            }
            const char *b = e;
            while (b > first && is_name(b[-1]))
                --b;
            if (e - b > 0 && e - b < 64) {
                memcpy(names[count], b, (size_t)(e - b)), names[count][e - b] = '\0';
                lines[count++] = number;
            }
        } else if (count && *first != '#') {
            const char *w = find_declspec_word(ff->tree, first, end, linkage_kinds, &n);
            for (size_t i = 0; w && i < count; ++i)
                if (names[i][0] && declares_name(w + n, end, names[i], 0)) {
                    char message[400];
                    snprintf(message, sizeof message,
                             "extern %s is declared here without %.*s, then at line %ld with it (__declspec(dllexport/dllimport) on MSVC): cl.exe stops with C2375 (redefinition; different linkage); mark the first declaration too, or drop it",
                             names[i], (int)n, w, number);
                    ff->report(ff->context, lines[i], "SCAN_DLLEXPORT_REDECL_LINKAGE", message);
                    names[i][0] = '\0';
                }
        }
        if (!nl)
            break;
        line = nl + 1;
    }
}

/* The function name a declaration line [first, end) declares: the identifier before its first
 * '(' (NULL when the line has none, or starts no declaration); its length in *n. */
static const char *declared_function(const char *first, const char *end, size_t *n)
{
    const char *paren = memchr(first, '(', (size_t)(end - first));
    if (!paren || *first == '#' || !is_name(*first))
        return NULL;
    const char *e = paren;
    while (e > first && (e[-1] == ' ' || e[-1] == '\t'))
        --e;
    const char *b = e;
    while (b > first && is_name(b[-1]))
        --b;
    if (b == e || isdigit((unsigned char)*b) || b == first)
        return NULL; /* a call or a macro line: no return type before the name */
    *n = (size_t)(e - b);
    return b;
}

/* "static void stop(int);" then "static NORETURN void stop(int sig) {" in one unit, NORETURN a
 * macro defined as __declspec(noreturn) on MSVC: C2381 (redefinition; __declspec(noreturn)
 * differs). Static functions, the prototype on one line without the declspec, the later
 * declaration or definition with it; reported at the later one. */
static void noreturn_redeclared(wg_family_file *ff, const char *code)
{
    char names[64][64];
    size_t count = 0;
    long number = 1;
    for (const char *line = code; *line; ++number) {
        const char *nl = strchr(line, '\n'), *end = nl ? nl : line + strlen(line);
        const char *first = skip_blank_until(line, end);
        size_t n = 0, wn = 0;
        const char *name = strncmp(first, "static", 6) == 0 && !is_name(first[6]) ? declared_function(first, end, &n) : NULL;
        const char *w = name ? find_declspec_word(ff->tree, first, name, any_declspec, &wn) : NULL;
        const char *close = name ? memchr(name, ')', (size_t)(end - name)) : NULL;
        if (name && !w && n < 64 && count < 64 && close && *skip_blank_until(close + 1, end) == ';') {
            memcpy(names[count], name, n), names[count++][n] = '\0';
        } else if (name && w && declspec_word(ff->tree, w, wn, noreturn_kinds)) {
            for (size_t i = 0; i < count; ++i)
                if (strlen(names[i]) == n && strncmp(names[i], name, n) == 0) {
                    char message[400];
                    snprintf(message, sizeof message,
                             "%s was declared earlier without %.*s (__declspec(noreturn) on MSVC) and is redeclared here with it: cl.exe stops with C2381 (redefinition; __declspec(noreturn) differs); put it on the first declaration",
                             names[i], (int)wn, w);
                    ff->report(ff->context, number, "SCAN_NORETURN_REDECL_MISMATCH", message);
                    names[i][0] = '\0';
                    break;
                }
        }
        if (!nl)
            break;
        line = nl + 1;
    }
}

/* The last ')' before the '{' at brace, in *close; 0 where none is. */
static int close_before(const char *first, const char *brace, const char **close)
{
    for (const char *p = brace; p > first; --p)
        if (p[-1] == ')') {
            *close = p - 1;
            return 1;
        }
    return 0;
}

/* Past the qualifiers a member function's declarator may end with (const override ...). */
static const char *skip_qualifiers(const char *p, const char *end)
{
#ifndef WG_SCAN_DECLSPEC_AFTER_DECLARATOR_INLINE_OFF
    static const char *const qualifiers[] = {"const", "override", "final", "noexcept", "volatile", NULL};
    for (int more = 1; more;) {
        more = 0;
        for (size_t k = 0; qualifiers[k] && !more; ++k) {
            size_t n = strlen(qualifiers[k]);
            if ((size_t)(end - p) > n && strncmp(p, qualifiers[k], n) == 0 && !is_name(p[n])) {
                p = skip_blank_until(p + n, end);
                more = 1;
            }
        }
    }
#else
    (void)end;
#endif
    return p;
}

/* "void fail(const char *) NORETURN;": a macro defined as a __declspec (or __declspec written out)
 * after a function declarator's parameter list. GCC takes an attribute there; cl.exe accepts a
 * __declspec only among the declaration's leading specifiers and stops with a syntax error.
 * Reported at the line of the declspec, where what follows it is the declaration's ';' or another
 * ALL_CAPS macro (an attribute list), or nothing on the line. */
static void declspec_after_declarator(wg_family_file *ff, const char *code)
{
    long number = 1;
    int in_declaration = 0; /* a line that opened a function declaration's parameter list */
    for (const char *line = code; *line; ++number) {
        const char *nl = strchr(line, '\n'), *end = nl ? nl : line + strlen(line);
        const char *first = skip_blank_until(line, end);
        size_t n = 0;
        int declares = declared_function(first, end, &n) != NULL;
        const char *close = NULL;
        for (const char *p = end; p > first && !close; --p)
            if (p[-1] == ')')
                close = p - 1;
        const char *const *kinds = any_declspec;
#ifndef WG_SCAN_DECLSPEC_AFTER_DECLARATOR_INLINE_OFF
        kinds = declarator_tail_kinds;
        /* a definition's head too: int f(T x) const override FORCE_INLINE { */
        const char *brace = memchr(first, '{', (size_t)(end - first));
        if (declares && brace && !close_before(first, brace, &close))
            close = NULL;
#endif
        if ((declares || in_declaration) && close && *first != '#') {
            const char *w = skip_qualifiers(skip_blank_until(close + 1, end), end), *we = w;
            while (we < end && is_name(*we))
                ++we;
            const char *after = skip_blank_until(we, end);
            size_t wn = (size_t)(we - w);
            int closes = after == end || *after == ';' || isupper((unsigned char)*after);
#ifndef WG_SCAN_DECLSPEC_AFTER_DECLARATOR_INLINE_OFF
            closes = closes || *after == '{';
#endif
            if (wn && closes && declspec_word(ff->tree, w, wn, kinds)) {
                char message[300];
                snprintf(message, sizeof message,
                         "%.*s (a __declspec or __forceinline on MSVC) after the function's declarator: cl.exe takes it only before the declarator and stops with a syntax error; write it first",
                         (int)wn, w);
                ff->report(ff->context, number, "SCAN_DECLSPEC_AFTER_DECLARATOR", message);
            }
        }
        in_declaration = declares && !memchr(first, ';', (size_t)(end - first)) && !memchr(first, '{', (size_t)(end - first));
        if (!nl)
            break;
        line = nl + 1;
    }
}

void wg_dialect_file(wg_family_file *ff, const char *code, int zc_cplusplus)
{
    fs_path_narrow(ff, code);
    iterators_as_pointers(ff, code);
    removed_std_names(ff, code);
    random_char_distributions(ff, code);
    lambda_unary_operators(ff, code);
    if (tree_defines_declspec(ff->tree) || strstr(code, "__declspec")) {
        if (wg_translation_unit(ff->file->path)) {
            linkage_redeclared_data(ff, code);
            noreturn_redeclared(ff, code);
        }
        declspec_after_declarator(ff, code);
    }
    cplusplus_values(ff, code, zc_cplusplus);
    declspec_placement(ff, code);
    declspec_before_linkage(ff, code);
    declspec_word_macros(ff, code);
    if (ff->cplusplus && strstr(code, "::"))
        injected_class_names(ff, code);
}


