/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_cmake.c: the scan's model of a Windows configure. Parses CMake commands and evaluates
 * if/elseif/else/endif as a configure with MSVC on Windows would (WIN32 and MSVC true, APPLE and
 * UNIX false, the scenario's -D values, option() defaults, set() of constants). What the model
 * cannot decide is MAYBE and stays counted: a wrong "off" would hide a real blocker. */
#include "scan.h"
#include "scan_internal.h"
#include "grow.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 4096
#define MAX_NEST 64
#define MAX_CALL_DEPTH 16

typedef wg_cmake_arg cm_arg;

typedef struct cm_command {
    char name[64];
    long line, end_line;
    cm_arg *args;
    size_t argc;
} cm_command;

typedef struct cm_file {
    wg_tree_file *file;
    cm_command *commands;
    size_t count;
} cm_file;

typedef struct cm_var {
    char *name;
    char *value; /* NULL: unknown */
} cm_var;

typedef struct cm_function {
    char *name;
    cm_file *file;
    size_t body_begin, body_end; /* command indices */
    long line;
    int called;
} cm_function;

typedef struct cm_state {
    wg_tree *tree;
    cm_var *vars;
    size_t var_count, var_capacity;
    cm_file *files;
    size_t file_count;
    cm_function *functions;
    size_t function_count, function_capacity;
    int depth;
} cm_state;

static int strcasecmp_portable(const char *a, const char *b)
{
    for (; *a && *b; ++a, ++b)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 1;
    return *a != *b;
}

/* ---- parsing ---------------------------------------------------------------------------------- */

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The length of a bracket opener "[==[" at p (0 when none), and its '=' count. */
static size_t bracket_open(const char *p, const char *end, int *equals)
{
    if (p >= end || *p != '[')
        return 0;
    const char *q = p + 1;
    while (q < end && *q == '=')
        ++q;
    if (q < end && *q == '[') {
        *equals = (int)(q - p - 1);
        return (size_t)(q - p + 1);
    }
    return 0;
}

static const char *bracket_close(const char *p, const char *end, int equals, long *line)
{
    for (; p < end; ++p) {
        if (*p == '\n')
            ++*line;
        if (*p == ']') {
            const char *q = p + 1;
            int n = 0;
            while (q < end && *q == '=')
                ++q, ++n;
            if (n == equals && q < end && *q == ']')
                return q + 1;
        }
    }
    return end;
}

static int add_arg(cm_command *c, const char *text, size_t n, long line, int quoted)
{
    if (c->argc >= MAX_ARGS)
        return 0;
    if ((c->argc & 15) == 0) {
        cm_arg *args = realloc(c->args, (c->argc + 16) * sizeof *args);
        if (!args)
            return -1;
        c->args = args;
    }
    char *copy = malloc(n + 1);
    if (!copy)
        return -1;
    memcpy(copy, text, n);
    copy[n] = '\0';
    c->args[c->argc++] = (cm_arg){copy, line, quoted};
    return 0;
}

static int parse_file(cm_file *out, wg_tree_file *f)
{
    const char *p = f->text, *end = f->text + f->length;
    long line = 1;
    size_t capacity = 0;
    out->file = f;
    out->commands = NULL;
    out->count = 0;
    while (p < end) {
        if (*p == '\n') {
            ++line, ++p;
            continue;
        }
        if (is_space(*p)) {
            ++p;
            continue;
        }
        if (*p == '#') {
            int equals;
            size_t open = bracket_open(p + 1, end, &equals);
            if (open)
                p = bracket_close(p + 1 + open, end, equals, &line);
            else
                while (p < end && *p != '\n')
                    ++p;
            continue;
        }
        if (!(isalpha((unsigned char)*p) || *p == '_')) { /* not a command: skip the line */
            while (p < end && *p != '\n')
                ++p;
            continue;
        }
        const char *name = p;
        while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
            ++p;
        size_t name_length = (size_t)(p - name);
        while (p < end && (*p == ' ' || *p == '\t'))
            ++p;
        if (p >= end || *p != '(')
            continue;
        ++p;
        cm_command *commands = wg_grow(out->commands, &capacity, out->count + 1, sizeof *commands);
        if (!commands)
            return -1;
        out->commands = commands;
        cm_command *c = &out->commands[out->count++];
        memset(c, 0, sizeof *c);
        for (size_t i = 0; i < name_length && i + 1 < sizeof c->name; ++i)
            c->name[i] = (char)tolower((unsigned char)name[i]);
        c->line = line;
        int depth = 1;
        while (p < end && depth > 0) {
            if (*p == '\n') {
                ++line, ++p;
            } else if (is_space(*p)) {
                ++p;
            } else if (*p == '#') {
                int equals;
                size_t open = bracket_open(p + 1, end, &equals);
                if (open)
                    p = bracket_close(p + 1 + open, end, equals, &line);
                else
                    while (p < end && *p != '\n')
                        ++p;
            } else if (*p == '(') {
                if (add_arg(c, "(", 1, line, 0) != 0)
                    return -1;
                ++depth, ++p;
            } else if (*p == ')') {
                if (--depth > 0 && add_arg(c, ")", 1, line, 0) != 0)
                    return -1;
                ++p;
            } else if (*p == '"') {
                long first = line;
                const char *s = ++p;
                while (p < end && *p != '"') {
                    if (*p == '\\' && p + 1 < end)
                        ++p;
                    if (*p == '\n')
                        ++line;
                    ++p;
                }
                if (add_arg(c, s, (size_t)(p - s), first, 1) != 0)
                    return -1;
                if (p < end)
                    ++p;
            } else {
                int equals;
                size_t open = bracket_open(p, end, &equals);
                if (open) {
                    long first = line;
                    const char *s = p + open;
                    const char *e = bracket_close(s, end, equals, &line);
                    size_t n = (size_t)(e - s) >= (size_t)equals + 2 ? (size_t)(e - s) - (size_t)equals - 2 : 0;
                    if (add_arg(c, s, n, first, 1) != 0)
                        return -1;
                    p = e;
                    continue;
                }
                const char *s = p;
                while (p < end && !is_space(*p) && *p != '(' && *p != ')' && *p != '#') {
                    if (*p == '"') { /* a quoted part inside an unquoted argument (-DX="a b") */
                        ++p;
                        while (p < end && *p != '"') {
                            if (*p == '\\' && p + 1 < end)
                                ++p;
                            ++p;
                        }
                    } else if (*p == '\\' && p + 1 < end) {
                        ++p;
                    } else if (*p == '$' && p + 1 < end && p[1] == '<') { /* a generator expression */
                        int g = 0;
                        while (p < end && !(g == 1 && *p == '>')) {
                            if (*p == '<')
                                ++g;
                            else if (*p == '>')
                                --g;
                            ++p;
                        }
                    }
                    if (p < end)
                        ++p;
                }
                if (add_arg(c, s, (size_t)(p - s), line, 0) != 0)
                    return -1;
            }
        }
        c->end_line = line;
    }
    return 0;
}

/* ---- variables -------------------------------------------------------------------------------- */

static cm_var *find_var(cm_state *s, const char *name)
{
    for (size_t i = 0; i < s->var_count; ++i)
        if (strcmp(s->vars[i].name, name) == 0)
            return &s->vars[i];
    return NULL;
}

/* value NULL: the variable exists, its value unknown. */
static int set_var(cm_state *s, const char *name, const char *value)
{
    cm_var *v = find_var(s, name);
    if (!v) {
        cm_var *vars = wg_grow(s->vars, &s->var_capacity, s->var_count + 1, sizeof *vars);
        if (!vars)
            return -1;
        s->vars = vars;
        v = &s->vars[s->var_count++];
        v->name = malloc(strlen(name) + 1);
        if (!v->name)
            return -1;
        strcpy(v->name, name);
        v->value = NULL;
    }
    free(v->value);
    v->value = NULL;
    if (value) {
        v->value = malloc(strlen(value) + 1);
        if (!v->value)
            return -1;
        strcpy(v->value, value);
    }
    return 0;
}

/* Expands ${NAME} (nested). Returns a malloc'ed string, or NULL with *unknown set when a
 * variable has no known value; ENV{} and generator expressions are left as they are. */
static char *expand(cm_state *s, const char *text, int *unknown)
{
    size_t capacity = strlen(text) + 64, used = 0;
    char *out = malloc(capacity);
    if (!out)
        return NULL;
    for (const char *p = text; *p;) {
        if (p[0] == '$' && p[1] == '{') {
            int depth = 1;
            const char *q = p + 2;
            while (*q && depth) {
                if (q[0] == '$' && q[1] == '{')
                    ++depth, ++q;
                else if (*q == '}')
                    --depth;
                if (depth)
                    ++q;
            }
            size_t n = (size_t)(q - p - 2);
            char *inner = malloc(n + 1);
            if (!inner) {
                free(out);
                return NULL;
            }
            memcpy(inner, p + 2, n);
            inner[n] = '\0';
            char *name = expand(s, inner, unknown);
            free(inner);
            const char *value = NULL;
            if (name) {
                cm_var *v = find_var(s, name);
                if (v && v->value)
                    value = v->value;
                else
                    *unknown = 1;
                free(name);
            }
            if (!value)
                value = "";
            size_t m = strlen(value);
            if (used + m + 1 > capacity) {
                capacity = 2 * (used + m + 1);
                char *bigger = realloc(out, capacity);
                if (!bigger) {
                    free(out);
                    return NULL;
                }
                out = bigger;
            }
            memcpy(out + used, value, m);
            used += m;
            p = *q ? q + 1 : q;
            continue;
        }
        if (used + 2 > capacity) {
            capacity *= 2;
            char *bigger = realloc(out, capacity);
            if (!bigger) {
                free(out);
                return NULL;
            }
            out = bigger;
        }
        out[used++] = *p++;
    }
    out[used] = '\0';
    return out;
}

/* ---- if() expressions -------------------------------------------------------------------------- */

typedef struct cm_expr {
    cm_state *s;
    cm_arg *args;
    size_t count, at;
} cm_expr;

static int is_false_constant(const char *v)
{
    static const char *const names[] = {"0", "OFF", "NO", "FALSE", "N", "IGNORE", "NOTFOUND", "", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcasecmp_portable(v, names[i]) == 0)
            return 1;
    size_t n = strlen(v);
    return n >= 9 && strcmp(v + n - 9, "-NOTFOUND") == 0;
}

static int is_true_constant(const char *v)
{
    static const char *const names[] = {"1", "ON", "YES", "TRUE", "Y", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcasecmp_portable(v, names[i]) == 0)
            return 1;
    char *end;
    double d = strtod(v, &end);
    return *v && !*end && d != 0;
}

/* An operand's value: quoted text expanded, or an unquoted word expanded and, when it names a
 * variable, that variable's value. NULL: unknown. */
static char *operand(cm_expr *e, const cm_arg *a)
{
    int unknown = 0;
    char *v = expand(e->s, a->text, &unknown);
    if (!v || unknown) {
        free(v);
        return NULL;
    }
    if (!a->quoted) {
        cm_var *var = find_var(e->s, v);
        if (var) {
            free(v);
            if (!var->value)
                return NULL;
            v = malloc(strlen(var->value) + 1);
            if (v)
                strcpy(v, var->value);
        }
    }
    return v;
}

static int truth(cm_expr *e, const cm_arg *a)
{
    int unknown = 0;
    char *v = expand(e->s, a->text, &unknown);
    if (!v || unknown) {
        free(v);
        return WG_MAYBE;
    }
    int result;
    if (is_true_constant(v))
        result = WG_ON;
    else if (is_false_constant(v))
        result = WG_OFF;
    else if (a->quoted)
        result = WG_OFF; /* a quoted string that is no constant */
    else {
        cm_var *var = find_var(e->s, v);
        result = !var || !var->value ? WG_MAYBE : is_false_constant(var->value) ? WG_OFF : WG_ON;
    }
    free(v);
    return result;
}

/* A basic regular expression: alternatives of literal text with ^ and $ anchors and ".*".
 * Returns -1 for anything richer (the caller takes that as MAYBE). */
static int simple_match(const char *regex, const char *text)
{
    if (strpbrk(regex, "[]()+?\\{}"))
        return -1;
    char buffer[512];
    if (strlen(regex) >= sizeof buffer)
        return -1;
    strcpy(buffer, regex);
    for (char *alt = buffer; alt;) {
        char *bar = strchr(alt, '|');
        if (bar)
            *bar = '\0';
        int head = *alt == '^';
        char *body = alt + head;
        size_t n = strlen(body);
        int tail = n && body[n - 1] == '$';
        if (tail)
            body[--n] = '\0';
        if (strchr(body, '.')) { /* only ".*" in the middle, or a dot as itself is too rich */
            if (!strstr(body, ".*") || strchr(strstr(body, ".*") + 2, '.') || strchr(body, '.') != strstr(body, ".*"))
                return -1;
        }
        char *star = strstr(body, ".*");
        int hit;
        if (star) {
            *star = '\0';
            const char *a = body, *b = star + 2;
            const char *pa = head ? (strncmp(text, a, strlen(a)) == 0 ? text : NULL) : strstr(text, a);
            size_t tl = strlen(text), bl = strlen(b);
            hit = pa && (tail ? tl >= bl && strcmp(text + tl - bl, b) == 0 : strstr(pa + strlen(a), b) != NULL);
        } else if (head && tail)
            hit = strcmp(text, body) == 0;
        else if (head)
            hit = strncmp(text, body, n) == 0;
        else if (tail)
            hit = strlen(text) >= n && strcmp(text + strlen(text) - n, body) == 0;
        else
            hit = strstr(text, body) != NULL;
        if (hit)
            return 1;
        alt = bar ? bar + 1 : NULL;
    }
    return 0;
}

static int expr_or(cm_expr *e);

static int is_keyword(const char *t)
{
    static const char *const words[] = {"AND", "OR", "NOT", "STREQUAL", "MATCHES", "EQUAL", "LESS", "GREATER",
                                        "LESS_EQUAL", "GREATER_EQUAL", "STRLESS", "STRGREATER", "VERSION_LESS",
                                        "VERSION_GREATER", "VERSION_EQUAL", "VERSION_LESS_EQUAL",
                                        "VERSION_GREATER_EQUAL", "IN_LIST", "PATH_EQUAL", NULL};
    for (size_t i = 0; words[i]; ++i)
        if (strcmp(t, words[i]) == 0)
            return 1;
    return 0;
}

static int expr_primary(cm_expr *e)
{
    if (e->at >= e->count)
        return WG_MAYBE;
    cm_arg *a = &e->args[e->at];
    if (!a->quoted && strcmp(a->text, "(") == 0) {
        ++e->at;
        int v = expr_or(e);
        if (e->at < e->count && strcmp(e->args[e->at].text, ")") == 0)
            ++e->at;
        return v;
    }
    if (!a->quoted && strcmp(a->text, "DEFINED") == 0 && e->at + 1 < e->count) {
        const char *name = e->args[e->at + 1].text;
        e->at += 2;
        if (strncmp(name, "ENV{", 4) == 0 || strncmp(name, "CACHE{", 6) == 0)
            return WG_MAYBE;
        cm_var *v = find_var(e->s, name);
        return v && v->value ? WG_ON : WG_MAYBE;
    }
    static const char *const unary[] = {"EXISTS", "COMMAND", "TARGET", "POLICY", "IS_DIRECTORY",
                                        "IS_ABSOLUTE", "IS_SYMLINK", "TEST", NULL};
    for (size_t i = 0; !a->quoted && unary[i]; ++i)
        if (strcmp(a->text, unary[i]) == 0) {
            e->at += 2;
            return WG_MAYBE;
        }
    ++e->at;
    if (e->at < e->count && !e->args[e->at].quoted && is_keyword(e->args[e->at].text) &&
        strcmp(e->args[e->at].text, "AND") != 0 && strcmp(e->args[e->at].text, "OR") != 0 &&
        strcmp(e->args[e->at].text, "NOT") != 0) {
        const char *op = e->args[e->at].text;
        cm_arg *b = e->at + 1 < e->count ? &e->args[e->at + 1] : NULL;
        e->at += 2;
        if (!b)
            return WG_MAYBE;
        char *left = operand(e, a);
        int result = WG_MAYBE;
        if (strcmp(op, "MATCHES") == 0) {
            int unknown = 0;
            char *regex = expand(e->s, b->text, &unknown);
            if (left && regex && !unknown) {
                int m = simple_match(regex, left);
                result = m < 0 ? WG_MAYBE : m ? WG_ON : WG_OFF;
            }
            free(regex);
        } else {
            char *right = operand(e, b);
            if (left && right) {
                if (strcmp(op, "STREQUAL") == 0)
                    result = strcmp(left, right) == 0 ? WG_ON : WG_OFF;
                else if (strcmp(op, "EQUAL") == 0) {
                    char *x, *y;
                    long l = strtol(left, &x, 10), r = strtol(right, &y, 10);
                    result = *left && *right && !*x && !*y ? (l == r ? WG_ON : WG_OFF) : WG_MAYBE;
                }
            }
            free(right);
        }
        free(left);
        return result;
    }
    return truth(e, a);
}

static int expr_not(cm_expr *e)
{
    if (e->at < e->count && !e->args[e->at].quoted && strcmp(e->args[e->at].text, "NOT") == 0) {
        ++e->at;
        int v = expr_not(e);
        return v == WG_MAYBE ? WG_MAYBE : v == WG_ON ? WG_OFF : WG_ON;
    }
    return expr_primary(e);
}

static int expr_and(cm_expr *e)
{
    int v = expr_not(e);
    while (e->at < e->count && !e->args[e->at].quoted && strcmp(e->args[e->at].text, "AND") == 0) {
        ++e->at;
        int w = expr_not(e);
        v = v == WG_OFF || w == WG_OFF ? WG_OFF : v == WG_MAYBE || w == WG_MAYBE ? WG_MAYBE : WG_ON;
    }
    return v;
}

static int expr_or(cm_expr *e)
{
    int v = expr_and(e);
    while (e->at < e->count && !e->args[e->at].quoted && strcmp(e->args[e->at].text, "OR") == 0) {
        ++e->at;
        int w = expr_and(e);
        v = v == WG_ON || w == WG_ON ? WG_ON : v == WG_MAYBE || w == WG_MAYBE ? WG_MAYBE : WG_OFF;
    }
    return v;
}

static int evaluate_condition(cm_state *s, cm_command *c)
{
    cm_expr e = {s, c->args, c->argc, 0};
    if (c->argc == 0)
        return WG_OFF;
    int v = expr_or(&e);
    return e.at == e.count ? v : WG_MAYBE; /* something the model did not understand */
}

static const char *condition_text(cm_state *s, cm_command *c)
{
    char text[200];
    size_t used = 0;
    text[0] = '\0';
    for (size_t i = 0; i < c->argc && used + 4 < sizeof text; ++i) {
        int n = snprintf(text + used, sizeof text - used, "%s%s%s%s", i && strcmp(c->args[i].text, ")") &&
                         strcmp(c->args[i - 1].text, "(") ? " " : "", c->args[i].quoted ? "\"" : "",
                         c->args[i].text, c->args[i].quoted ? "\"" : "");
        if (n < 0 || (size_t)n >= sizeof text - used) {
            used = sizeof text - 1;
            break;
        }
        used += (size_t)n;
    }
    return wg_tree_string(s->tree, "%s", text);
}

/* ---- paths -------------------------------------------------------------------------------------- */

/* Paths of the tree are "@R" (the root) or "@R/relative". Resolves value against dir (relative
 * to the root) into out (relative, no "." or ".."); 0 when the value is outside the tree. */
static int resolve(const char *dir, const char *value, char *out, size_t size)
{
    char joined[1024];
    if (strncmp(value, "@R", 2) == 0 && (value[2] == '/' || !value[2]))
        snprintf(joined, sizeof joined, "%s", value[2] ? value + 3 : "");
    else if (value[0] == '/' || value[0] == '\\' || (value[0] && value[1] == ':') || value[0] == '$')
        return 0;
    else
        snprintf(joined, sizeof joined, "%s%s%s", dir, *dir ? "/" : "", value);
    size_t used = 0;
    out[0] = '\0';
    for (char *part = joined; *part;) {
        char *slash = strchr(part, '/');
        size_t n = slash ? (size_t)(slash - part) : strlen(part);
        if (n == 0 || (n == 1 && part[0] == '.')) {
        } else if (n == 2 && part[0] == '.' && part[1] == '.') {
            if (used == 0)
                return 0;
            while (used > 0 && out[used - 1] != '/')
                --used;
            if (used > 0)
                --used;
            out[used] = '\0';
        } else {
            if (used + n + 2 > size)
                return 0;
            if (used)
                out[used++] = '/';
            memcpy(out + used, part, n);
            used += n;
            out[used] = '\0';
        }
        part = slash ? slash + 1 : part + n;
    }
    return 1;
}

static void dir_of(const char *path, char *out, size_t size)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    if (n >= size)
        n = size - 1;
    memcpy(out, path, n);
    out[n] = '\0';
}

static char *expand_arg(cm_state *s, const cm_arg *a)
{
    int unknown = 0;
    char *v = expand(s, a->text, &unknown);
    if (v && unknown) {
        free(v);
        return NULL;
    }
    return v;
}

static int add_off(cm_state *s, const char *path, const char *reason)
{
    wg_tree *t = s->tree;
    for (size_t i = 0; i < t->off_dir_count; ++i)
        if (strcmp(t->off_dirs[i].dir, path) == 0)
            return 0;
    wg_off_dir *dirs = wg_grow(t->off_dirs, &t->off_dir_capacity, t->off_dir_count + 1, sizeof *dirs);
    if (!dirs)
        return -1;
    t->off_dirs = dirs;
    char *copy = malloc(strlen(path) + 1);
    if (!copy)
        return -1;
    strcpy(copy, path);
    t->off_dirs[t->off_dir_count++] = (wg_off_dir){copy, reason};
    return 0;
}

static cm_file *load(cm_state *s, const char *path)
{
    wg_tree_file *f = wg_tree_find(s->tree, path);
    if (!f || f->kind != WG_SCAN_CMAKE)
        return NULL;
    size_t index = (size_t)(f - s->tree->files);
    cm_file *c = &s->files[index];
    if (!c->file && parse_file(c, f) != 0) {
        s->tree->failed = 1;
        return NULL;
    }
    return c;
}

/* A module named as include() or find_package() names it: a file of the tree, or <name>.cmake
 * in a folder of CMAKE_MODULE_PATH that lies in the tree. */
static cm_file *find_module(cm_state *s, const char *dir, const char *name, char *found, size_t size)
{
    if (strstr(name, ".cmake") || strchr(name, '/')) {
        cm_file *f = resolve(dir, name, found, size) ? load(s, found) : NULL;
        return f;
    }
    cm_var *path = find_var(s, "CMAKE_MODULE_PATH");
    if (!path || !path->value)
        return NULL;
    char list[2048];
    snprintf(list, sizeof list, "%s", path->value);
    for (char *entry = strtok(list, ";"); entry; entry = strtok(NULL, ";")) {
        char candidate[1200], resolved[1024];
        snprintf(candidate, sizeof candidate, "%s/%s.cmake", entry, name);
        if (resolve(dir, candidate, resolved, sizeof resolved)) {
            cm_file *f = load(s, resolved);
            if (f) {
                snprintf(found, size, "%s", resolved);
                return f;
            }
        }
    }
    return NULL;
}

static int is_source_name(const char *v)
{
    static const char *const endings[] = {".c", ".cc", ".cpp", ".cxx", ".cu", NULL};
    size_t n = strlen(v);
    for (size_t i = 0; endings[i]; ++i) {
        size_t m = strlen(endings[i]);
        if (n > m && strcmp(v + n - m, endings[i]) == 0)
            return 1;
    }
    return 0;
}

static void note_definition(cm_state *s, const char *text, int state)
{
    wg_tree *t = s->tree;
    const char *d = text;
    int generator = strncmp(d, "$<", 2) == 0;
    if (generator) { /* $<$<CONFIG:Debug>:NAME>: defined in some configurations */
        const char *colon = strrchr(d, ':');
        d = colon ? colon + 1 : d;
    }
    if ((d[0] == '-' || d[0] == '/') && d[1] == 'D')
        d += 2;
    size_t n = strcspn(d, "=>");
    if (n == 0 || !(isalpha((unsigned char)d[0]) || d[0] == '_'))
        return;
    if (wg_strlist_add(&t->defines_any, &t->defines_any_count, &t->defines_any_capacity, d, n) != 0)
        t->failed = 1;
    if (state == WG_ON && !generator) {
        size_t m = strcspn(d, ">");
        if (wg_strlist_add(&t->defines_on, &t->defines_on_count, &t->defines_on_capacity, d, m) != 0)
            t->failed = 1;
    }
}

static int is_keyword_arg(const char *t)
{
    return strcmp(t, "PUBLIC") == 0 || strcmp(t, "PRIVATE") == 0 || strcmp(t, "INTERFACE") == 0;
}

static int protected_var(const char *name)
{
    return strncmp(name, "CMAKE_", 6) == 0 || strcmp(name, "WIN32") == 0 || strcmp(name, "MSVC") == 0 ||
           strcmp(name, "APPLE") == 0 || strcmp(name, "UNIX") == 0;
}

typedef struct cm_frame {
    int parent_state;
    const char *parent_reason;
    int taken; /* WG_OFF: no branch yet, WG_MAYBE, WG_ON */
    long line;
    const char *condition;
} cm_frame;

static void walk(cm_state *s, cm_file *f, size_t begin, size_t end, int state, const char *reason, const char *dir);

static void enter(cm_state *s, cm_file *f, int state, const char *reason, const char *dir, const char *list_dir)
{
    if (s->depth >= MAX_CALL_DEPTH)
        return;
    cm_var *v = find_var(s, "CMAKE_CURRENT_LIST_DIR");
    char *saved = v && v->value ? malloc(strlen(v->value) + 1) : NULL;
    if (saved)
        strcpy(saved, v->value);
    char value[1100];
    snprintf(value, sizeof value, "@R%s%s", *list_dir ? "/" : "", list_dir);
    set_var(s, "CMAKE_CURRENT_LIST_DIR", value);
    f->file->walked = 1;
    ++s->depth;
    walk(s, f, 0, f->count, state, reason, dir);
    --s->depth;
    set_var(s, "CMAKE_CURRENT_LIST_DIR", saved);
    free(saved);
}

static void walk(cm_state *s, cm_file *f, size_t begin, size_t end, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    cm_frame frames[MAX_NEST];
    int depth = 0;
    const char *path = f->file->path;
    for (size_t i = begin; i < end && !t->failed; ++i) {
        cm_command *c = &f->commands[i];
        const char *n = c->name;
        if (strcmp(n, "if") == 0) {
            wg_line_mark(f->file, c->line, c->end_line, state, reason);
            int v = state == WG_OFF ? WG_OFF : evaluate_condition(s, c);
            if (depth < MAX_NEST)
                frames[depth] = (cm_frame){state, reason, v, c->line, condition_text(s, c)};
            ++depth;
            if (state != WG_OFF && v == WG_OFF)
                reason = wg_tree_string(t, "inside if(%s) at %s:%ld", frames[depth - 1 < MAX_NEST ? depth - 1 : 0].condition, path, c->line);
            state = state == WG_OFF ? WG_OFF : v == WG_OFF ? WG_OFF : v == WG_MAYBE ? WG_MAYBE : state;
            continue;
        }
        if ((strcmp(n, "elseif") == 0 || strcmp(n, "else") == 0 || strcmp(n, "endif") == 0) && depth > 0 && depth <= MAX_NEST) {
            cm_frame *fr = &frames[depth - 1];
            wg_line_mark(f->file, c->line, c->end_line, fr->parent_state, fr->parent_reason);
            if (strcmp(n, "endif") == 0) {
                state = fr->parent_state, reason = fr->parent_reason;
                --depth;
                continue;
            }
            if (fr->parent_state == WG_OFF)
                continue;
            if (fr->taken == WG_ON) {
                state = WG_OFF;
                reason = wg_tree_string(t, "in the %s() after if(%s) at %s:%ld, whose earlier branch a Windows configure takes",
                                        n, fr->condition, path, fr->line);
                continue;
            }
            int v = strcmp(n, "else") == 0 ? WG_ON : evaluate_condition(s, c);
            if (v == WG_OFF) {
                state = WG_OFF;
                reason = wg_tree_string(t, "inside elseif(%s) at %s:%ld", condition_text(s, c), path, c->line);
            } else {
                state = fr->taken == WG_MAYBE || v == WG_MAYBE ? WG_MAYBE : fr->parent_state;
                reason = fr->parent_reason;
            }
            if (v == WG_ON || (v == WG_MAYBE && fr->taken == WG_OFF))
                fr->taken = v;
            continue;
        }
        if (strcmp(n, "function") == 0 || strcmp(n, "macro") == 0) {
            const char *close = n[0] == 'f' ? "endfunction" : "endmacro";
            size_t j = i + 1;
            int nest = 1;
            for (; j < end; ++j) {
                if (strcmp(f->commands[j].name, n) == 0)
                    ++nest;
                else if (strcmp(f->commands[j].name, close) == 0 && --nest == 0)
                    break;
            }
            wg_line_mark(f->file, c->line, c->line, state, reason);
            if (j < end)
                wg_line_mark(f->file, f->commands[j].line, f->commands[j].end_line, state, reason);
            if (state != WG_OFF && c->argc > 0 && s->function_count < 4096) {
                cm_function *fs = wg_grow(s->functions, &s->function_capacity, s->function_count + 1, sizeof *fs);
                if (!fs) {
                    t->failed = 1;
                    return;
                }
                s->functions = fs;
                char *name = malloc(strlen(c->args[0].text) + 1);
                if (!name) {
                    t->failed = 1;
                    return;
                }
                for (size_t k = 0; (name[k] = (char)tolower((unsigned char)c->args[0].text[k])) != '\0'; ++k) {
                }
                s->functions[s->function_count++] = (cm_function){name, f, i + 1, j, c->line, 0};
            }
            i = j;
            continue;
        }
        wg_line_mark(f->file, c->line, c->end_line, state, reason);
        if (strcmp(n, "add_compile_definitions") == 0 || strcmp(n, "add_definitions") == 0 ||
            strcmp(n, "target_compile_definitions") == 0) {
            for (size_t k = n[0] == 't' ? 1 : 0; k < c->argc; ++k) {
                if (is_keyword_arg(c->args[k].text))
                    continue;
                if (n[4] == 'd' && c->args[k].text[0] != '-' && c->args[k].text[0] != '/')
                    continue; /* add_definitions: only -D/"/D" */
                char *v = expand_arg(s, &c->args[k]);
                note_definition(s, v ? v : c->args[k].text, state);
                free(v);
            }
        }
        if (strcmp(n, "add_subdirectory") == 0 && c->argc > 0) {
            char *v = expand_arg(s, &c->args[0]);
            char sub[1024], file[1100];
            if (v && resolve(dir, v, sub, sizeof sub)) {
                snprintf(file, sizeof file, "%s%sCMakeLists.txt", sub, *sub ? "/" : "");
                if (state == WG_OFF) {
                    if (add_off(s, sub, reason) != 0)
                        t->failed = 1;
                } else {
                    cm_file *child = load(s, file);
                    if (child) {
                        cm_var *cur = find_var(s, "CMAKE_CURRENT_SOURCE_DIR");
                        char *saved = cur && cur->value ? malloc(strlen(cur->value) + 1) : NULL;
                        if (saved)
                            strcpy(saved, cur->value);
                        char value[1100];
                        snprintf(value, sizeof value, "@R%s%s", *sub ? "/" : "", sub);
                        set_var(s, "CMAKE_CURRENT_SOURCE_DIR", value);
                        enter(s, child, state, reason, sub, sub);
                        set_var(s, "CMAKE_CURRENT_SOURCE_DIR", saved);
                        free(saved);
                    }
                }
            }
            free(v);
            continue;
        }
        if ((strcmp(n, "include") == 0 || strcmp(n, "find_package") == 0) && c->argc > 0) {
            char *v = expand_arg(s, &c->args[0]);
            char found[1024], name[600];
            if (v) {
                snprintf(name, sizeof name, n[0] == 'f' ? "Find%s" : "%s", v);
                cm_file *module = find_module(s, dir, name, found, sizeof found);
                if (module && state == WG_OFF) {
                    if (!module->file->walked && add_off(s, found, reason) != 0)
                        t->failed = 1;
                } else if (module) {
                    char list_dir[1024];
                    dir_of(found, list_dir, sizeof list_dir);
                    enter(s, module, state, reason, dir, list_dir);
                }
                if (n[0] == 'f' && state != WG_OFF && strstr(v, "dlfcn"))
                    t->dlfcn_note = wg_tree_string(t, "dependency note: the tree finds %s for Windows at %s:%ld", v, path, c->line);
            }
            free(v);
            continue;
        }
        if ((strcmp(n, "fetchcontent_declare") == 0 || strcmp(n, "externalproject_add") == 0) && c->argc > 0 &&
            state != WG_OFF && strstr(c->args[0].text, "dlfcn"))
            t->dlfcn_note = wg_tree_string(t, "dependency note: the tree fetches %s for Windows at %s:%ld",
                                           c->args[0].text, path, c->line);
        if (strcmp(n, "target_sources") == 0 || strcmp(n, "add_library") == 0 || strcmp(n, "add_executable") == 0) {
            for (size_t k = 1; k < c->argc; ++k) {
                char *v = expand_arg(s, &c->args[k]);
                char source[1024];
                if (v && is_source_name(v) && resolve(dir, v, source, sizeof source)) {
                    wg_tree_file *sf = wg_tree_find(t, source);
                    if (sf && state != WG_OFF)
                        sf->listed_on = 1;
                    else if (sf && !sf->listed_off) {
                        sf->listed_off = 1;
                        sf->listed_off_reason = reason;
                    }
                }
                free(v);
            }
        }
        if (state == WG_OFF)
            continue;
        for (size_t k = 0; k < c->argc; ++k)
            if (state == WG_ON && strstr(c->args[k].text, "/utf-8"))
                t->utf8 = 1;
        if (strcmp(n, "project") == 0) {
            cm_var *cur = find_var(s, "CMAKE_CURRENT_SOURCE_DIR");
            if (cur && cur->value) {
                char *value = malloc(strlen(cur->value) + 1);
                if (value) {
                    strcpy(value, cur->value);
                    set_var(s, "PROJECT_SOURCE_DIR", value);
                    free(value);
                }
            }
        } else if (strcmp(n, "set") == 0 && c->argc > 0) {
            size_t last = c->argc;
            int cache = 0, force = 0;
            for (size_t k = 1; k < c->argc; ++k)
                if (strcmp(c->args[k].text, "CACHE") == 0 && !c->args[k].quoted) {
                    cache = 1;
                    last = k;
                    for (size_t m = k; m < c->argc; ++m)
                        force |= strcmp(c->args[m].text, "FORCE") == 0;
                    break;
                } else if (strcmp(c->args[k].text, "PARENT_SCOPE") == 0 && !c->args[k].quoted) {
                    last = k;
                    break;
                }
            cm_var *existing = find_var(s, c->args[0].text);
            if (cache && existing && !force)
                continue;
            char value[4096];
            size_t used = 0;
            int unknown = state == WG_MAYBE;
            value[0] = '\0';
            for (size_t k = 1; k < last && !unknown; ++k) {
                char *v = expand_arg(s, &c->args[k]);
                if (!v)
                    unknown = 1;
                else {
                    int w = snprintf(value + used, sizeof value - used, "%s%s", k > 1 ? ";" : "", v);
                    if (w < 0 || (size_t)w >= sizeof value - used)
                        unknown = 1;
                    else
                        used += (size_t)w;
                }
                free(v);
            }
            if (set_var(s, c->args[0].text, unknown ? NULL : value) != 0)
                t->failed = 1;
        } else if (strcmp(n, "option") == 0 && c->argc > 0) {
            if (!find_var(s, c->args[0].text)) {
                const char *value = c->argc > 2 ? c->args[2].text : "OFF";
                if (set_var(s, c->args[0].text, state == WG_ON ? value : NULL) != 0)
                    t->failed = 1;
            }
        } else if (strcmp(n, "list") == 0 && c->argc > 1 &&
                   (strcmp(c->args[0].text, "APPEND") == 0 || strcmp(c->args[0].text, "PREPEND") == 0)) {
            cm_var *v = find_var(s, c->args[1].text);
            char value[4096];
            int unknown = state == WG_MAYBE || (v && !v->value);
            snprintf(value, sizeof value, "%s", v && v->value ? v->value : "");
            for (size_t k = 2; k < c->argc && !unknown; ++k) {
                char *e = expand_arg(s, &c->args[k]);
                if (!e)
                    unknown = 1;
                else if (c->args[0].text[0] == 'A') {
                    size_t used = strlen(value);
                    snprintf(value + used, sizeof value - used, "%s%s", used ? ";" : "", e);
                } else if (strlen(e) + 1 + strlen(value) >= sizeof value) {
                    unknown = 1;
                } else { /* PREPEND: e;value */
                    size_t m = strlen(e), old = strlen(value);
                    memmove(value + m + (old ? 1 : 0), value, old + 1);
                    memcpy(value, e, m);
                    if (old)
                        value[m] = ';';
                }
                free(e);
            }
            if (set_var(s, c->args[1].text, unknown ? NULL : value) != 0)
                t->failed = 1;
        } else {
            int is_call = 0;
            for (size_t k = 0; k < s->function_count; ++k)
                if (strcmp(s->functions[k].name, n) == 0) {
                    cm_function *fn = &s->functions[k];
                    is_call = 1;
                    fn->called = 1;
                    if (s->depth < MAX_CALL_DEPTH) {
                        ++s->depth;
                        walk(s, fn->file, fn->body_begin, fn->body_end, state, reason, dir);
                        --s->depth;
                    }
                    break;
                }
            if (!is_call && (strcmp(n, "cmake_dependent_option") == 0 || strcmp(n, "unset") == 0)) {
                if (c->argc > 0 && set_var(s, c->args[0].text, NULL) != 0)
                    t->failed = 1;
            } else if (!is_call && strcmp(n, "message") != 0 && strncmp(n, "target_", 7) != 0 &&
                       strncmp(n, "add_", 4) != 0 && strncmp(n, "install", 7) != 0) {
                /* Commands that may write a variable named among their arguments: its value is
                 * no longer known (find_library(X ...), string(REPLACE ... X ...)). */
                for (size_t k = 0; k < c->argc; ++k)
                    if (!c->args[k].quoted && !protected_var(c->args[k].text) && find_var(s, c->args[k].text) &&
                        set_var(s, c->args[k].text, NULL) != 0)
                        t->failed = 1;
            }
        }
    }
}

int wg_cmake_evaluate(wg_tree *tree, const char *const *defines, size_t define_count)
{
    cm_state s;
    memset(&s, 0, sizeof s);
    s.tree = tree;
    s.files = calloc(tree->count ? tree->count : 1, sizeof *s.files);
    if (!s.files)
        return -1;
    static const char *const windows[][2] = {
        {"WIN32", "1"}, {"MSVC", "1"}, {"APPLE", "0"}, {"UNIX", "0"}, {"MINGW", "0"}, {"CYGWIN", "0"},
        {"LINUX", "0"}, {"IOS", "0"}, {"ANDROID", "0"}, {"EMSCRIPTEN", "0"}, {"CMAKE_HOST_WIN32", "1"},
        {"CMAKE_HOST_APPLE", "0"}, {"CMAKE_HOST_UNIX", "0"}, {"CMAKE_SYSTEM_NAME", "Windows"},
        {"CMAKE_HOST_SYSTEM_NAME", "Windows"}, {"CMAKE_CXX_COMPILER_ID", "MSVC"}, {"CMAKE_C_COMPILER_ID", "MSVC"},
        {"CMAKE_CXX_COMPILER_FRONTEND_VARIANT", "MSVC"}, {"CMAKE_C_COMPILER_FRONTEND_VARIANT", "MSVC"},
        {"CMAKE_CXX_SIMULATE_ID", ""}, {"CMAKE_SYSTEM_PROCESSOR", "AMD64"}, {"CMAKE_HOST_SYSTEM_PROCESSOR", "AMD64"},
        {"CMAKE_SIZEOF_VOID_P", "8"}, {"CMAKE_COMPILER_IS_GNUCC", "0"}, {"CMAKE_COMPILER_IS_GNUCXX", "0"},
        {"CMAKE_SOURCE_DIR", "@R"}, {"PROJECT_SOURCE_DIR", "@R"}, {"CMAKE_CURRENT_SOURCE_DIR", "@R"},
        {"CMAKE_CURRENT_LIST_DIR", "@R"}, {"CMAKE_MODULE_PATH", ""}};
    int rc = 0;
    for (size_t i = 0; i < sizeof windows / sizeof windows[0] && rc == 0; ++i)
        rc = set_var(&s, windows[i][0], windows[i][1]);
    for (size_t i = 0; i < define_count && rc == 0; ++i) {
        char name[256];
        const char *eq = strchr(defines[i], '=');
        size_t n = eq ? (size_t)(eq - defines[i]) : strlen(defines[i]);
        size_t colon = strcspn(defines[i], ":=");
        if (colon < n)
            n = colon; /* NAME:TYPE=VALUE */
        if (n >= sizeof name)
            continue;
        memcpy(name, defines[i], n);
        name[n] = '\0';
        rc = set_var(&s, name, eq ? eq + 1 : "ON");
    }
    cm_file *root = rc == 0 ? load(&s, "CMakeLists.txt") : NULL;
    if (root)
        enter(&s, root, WG_ON, NULL, "", "");
    for (size_t i = 0; i < s.function_count; ++i) {
        cm_function *fn = &s.functions[i];
        if (fn->called)
            continue;
        cm_file *f = fn->file;
        if (fn->body_begin < fn->body_end && fn->body_begin < f->count) {
            long first = f->commands[fn->body_begin].line;
            long last = f->commands[fn->body_end - 1].end_line;
            wg_line_mark(f->file, first, last, WG_OFF,
                         wg_tree_string(tree, "function(%s) at %s:%ld is not called on the Windows path", fn->name,
                                        f->file->path, fn->line));
        }
    }
    for (size_t i = 0; i < tree->count; ++i) {
        cm_file *f = &s.files[i];
        for (size_t k = 0; k < f->count; ++k) {
            for (size_t a = 0; a < f->commands[k].argc; ++a)
                free(f->commands[k].args[a].text);
            free(f->commands[k].args);
        }
        free(f->commands);
    }
    free(s.files);
    for (size_t i = 0; i < s.var_count; ++i)
        free(s.vars[i].name), free(s.vars[i].value);
    free(s.vars);
    for (size_t i = 0; i < s.function_count; ++i)
        free(s.functions[i].name);
    free(s.functions);
    return rc == 0 && !tree->failed ? 0 : -1;
}

int wg_cmake_commands(wg_tree_file *f, wg_cmake_visit visit, void *context)
{
    cm_file c;
    int rc = parse_file(&c, f);
    for (size_t k = 0; k < c.count; ++k) {
        if (rc == 0)
            visit(context, c.commands[k].name, c.commands[k].line, c.commands[k].args, c.commands[k].argc);
        for (size_t a = 0; a < c.commands[k].argc; ++a)
            free(c.commands[k].args[a].text);
        free(c.commands[k].args);
    }
    free(c.commands);
    return rc;
}
