/* classifier.c: the gate's log classifier (see classifier.h). Portable C11, no GCC extensions:
 * it is built as a host tool on Windows with MSVC too. */
#include "classifier.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { KIND_SPECIFIC, KIND_WRAPPER, KIND_GENERIC };
enum { KEY_CODE, KEY_TEXT, KEY_EMULATED };

/* Priorities of a line's candidate keys: the highest wins. */
/* A wrapper beats a generic pattern on the same line ("error: failed to run custom build
 * command" is cargo's wrapper, not an unknown error). */
enum { PRIO_NONE = 0, PRIO_GENERIC = 1, PRIO_WRAPPER = 2, PRIO_SPECIFIC = 5 };

#define ANCHOR_BITS 12
#define ANCHOR_SLOTS (1u << ANCHOR_BITS)
#define MAX_LINE 65536        /* longer lines are classified on their first 64 KiB */
#define WRAP_MIN 60           /* a line this long may have been hard-wrapped by MSBuild */
#define EXCERPT_BEFORE 2
#define EXCERPT_AFTER 2
#define EXCERPT_WIDTH 400
#define WRAPPER_WINDOW 50     /* a wrapper within this many lines of a diagnostic is redundant */
#define MESSAGE_MAX 300

typedef struct wg_class {
    char *id, *tool, *layer, *mitigation, *remedy;
    int kind;
} wg_class;

typedef struct wg_key {
    size_t class_index;
    int type;
    char *needle, *also;
    size_t needle_length, also_length;
} wg_key;

typedef struct wg_anchor {
    uint32_t gram;
    size_t key;
    size_t offset;
    struct wg_anchor *next;
} wg_anchor;

struct wg_catalog {
    wg_class *classes;
    size_t class_count, class_capacity;
    wg_key *keys;
    size_t key_count, key_capacity;
    wg_anchor *anchors[ANCHOR_SLOTS];
    size_t min_needle;
};

typedef struct wg_text {
    char *bytes;
    size_t length;
} wg_text;

typedef struct wg_record {
    size_t class_index;         /* (size_t)-1: UNCLASSIFIED without a catalog class */
    const wg_key *key;
    char *code, *message, *file;
    char *subject;              /* what merges identical blockers across languages */
    long line, log_line, count;
    int predicted;
    wg_text excerpt[EXCERPT_BEFORE + 1 + EXCERPT_AFTER];
    size_t excerpt_count;
    int need_after;
} wg_record;

typedef struct wg_match {
    int priority;
    const wg_key *key;
    size_t at;                  /* where the needle starts in the line */
} wg_match;

typedef struct wg_wrapper_hit {
    long log_line;
    size_t record_index;
} wg_wrapper_hit;

struct wg_classifier {
    const wg_catalog *catalog;
    char *partial;              /* bytes of a line not yet ended */
    size_t partial_length;
    int partial_overflow;
    long lines;
    int truncated;
    wg_text ring[EXCERPT_BEFORE];
    size_t ring_count;
    char *pending;              /* a long line held back in case the next one continues it */
    size_t pending_length;
    long pending_line;
    wg_match pending_match;
    int has_pending;
    wg_record *records;
    size_t record_count, record_capacity;
    size_t *open_excerpts;
    size_t open_count, open_capacity;
    long *diagnostic_lines;     /* ascending log lines of non-wrapper hits */
    size_t diagnostic_count, diagnostic_capacity;
    wg_wrapper_hit *wrappers;
    size_t wrapper_count, wrapper_capacity;
    size_t *final_order;        /* records reported, in log order */
    size_t final_count;
};

static void *grow(void *array, size_t *capacity, size_t needed, size_t element)
{
    if (needed <= *capacity)
        return array;
    size_t next = *capacity ? *capacity * 2 : 16;
    while (next < needed)
        next *= 2;
    void *bigger = realloc(array, next * element);
    if (!bigger) {
        fputs("winport-gate-classify: out of memory\n", stderr);
        exit(2);
    }
    *capacity = next;
    return bigger;
}

static char *copy_bytes(const char *bytes, size_t length)
{
    char *copy = malloc(length + 1);
    if (!copy) {
        fputs("winport-gate-classify: out of memory\n", stderr);
        exit(2);
    }
    if (length)
        memcpy(copy, bytes, length);
    copy[length] = '\0';
    return copy;
}

static const char *find_bytes(const char *haystack, size_t length, const char *needle, size_t needle_length)
{
    if (needle_length == 0 || needle_length > length)
        return NULL;
    const char *end = haystack + length - needle_length + 1;
    for (const char *p = haystack; p < end; ++p) {
        p = memchr(p, needle[0], (size_t)(end - p));
        if (!p)
            return NULL;
        if (memcmp(p, needle, needle_length) == 0)
            return p;
    }
    return NULL;
}

static uint32_t load_gram(const char *p)
{
    uint32_t gram;
    memcpy(&gram, p, sizeof gram);
    return gram;
}

static unsigned gram_slot(uint32_t gram)
{
    return (unsigned)((gram * 2654435761u) >> (32 - ANCHOR_BITS));
}

/* ---- catalog ------------------------------------------------------------------------------ */

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        ++s;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* Splits `s` at '|' into at most `max` trimmed fields; returns how many. */
static size_t split_fields(char *s, char **fields, size_t max)
{
    size_t n = 0;
    while (n < max) {
        char *bar = strchr(s, '|');
        if (bar)
            *bar = '\0';
        fields[n++] = trim(s);
        if (!bar)
            break;
        s = bar + 1;
    }
    return n;
}

static long find_class(const wg_catalog *catalog, const char *id)
{
    for (size_t i = 0; i < catalog->class_count; ++i)
        if (strcmp(catalog->classes[i].id, id) == 0)
            return (long)i;
    return -1;
}

size_t wg_catalog_class_count(const wg_catalog *catalog) { return catalog->class_count; }

size_t wg_catalog_class_key_count(const wg_catalog *catalog, size_t index)
{
    size_t n = 0;
    for (size_t i = 0; i < catalog->key_count; ++i)
        n += catalog->keys[i].class_index == index;
    return n;
}

int wg_catalog_class_info(const wg_catalog *catalog, const char *id, const char **tool, const char **layer,
                          const char **mitigation, const char **remedy)
{
    long index = find_class(catalog, id);
    if (index < 0)
        return -1;
    const wg_class *c = &catalog->classes[index];
    *tool = c->tool, *layer = c->layer, *mitigation = c->mitigation, *remedy = c->remedy;
    return 0;
}
const char *wg_catalog_class_id(const wg_catalog *catalog, size_t index) { return catalog->classes[index].id; }

static int fail(char *error, size_t error_size, long line, const char *reason)
{
    if (error && error_size)
        snprintf(error, error_size, "line %ld: %s", line, reason);
    return -1;
}

static int parse_catalog_line(wg_catalog *catalog, char *text, long number, char *error, size_t error_size)
{
    char *s = trim(text);
    if (*s == '\0' || *s == '#')
        return 0;
    char *fields[8];
    if (strncmp(s, "class ", 6) == 0) {
        size_t n = split_fields(s + 6, fields, 8);
        if (n != 6)
            return fail(error, error_size, number, "a class needs 6 fields: id | kind | tool | layer | winport | remedy");
        if (find_class(catalog, fields[0]) >= 0)
            return fail(error, error_size, number, "class id defined twice");
        int kind;
        if (strcmp(fields[1], "specific") == 0)
            kind = KIND_SPECIFIC;
        else if (strcmp(fields[1], "wrapper") == 0)
            kind = KIND_WRAPPER;
        else if (strcmp(fields[1], "generic") == 0)
            kind = KIND_GENERIC;
        else if (strcmp(fields[1], "doctor") == 0 || strcmp(fields[1], "scan") == 0 || strcmp(fields[1], "gate") == 0)
            kind = -1; /* classes the gate raises itself; no log keys */
        else
            return fail(error, error_size, number, "kind must be specific, wrapper, generic, doctor, scan or gate");
        catalog->classes = grow(catalog->classes, &catalog->class_capacity, catalog->class_count + 1, sizeof(wg_class));
        wg_class *c = &catalog->classes[catalog->class_count++];
        c->id = copy_bytes(fields[0], strlen(fields[0]));
        c->kind = kind;
        c->tool = copy_bytes(fields[2], strlen(fields[2]));
        c->layer = copy_bytes(fields[3], strlen(fields[3]));
        c->mitigation = copy_bytes(fields[4], strlen(fields[4]));
        c->remedy = copy_bytes(fields[5], strlen(fields[5]));
        return 0;
    }
    if (strncmp(s, "key ", 4) == 0) {
        size_t n = split_fields(s + 4, fields, 8);
        if (n != 3 && n != 4)
            return fail(error, error_size, number, "a key needs 3 or 4 fields: id | code|text|emulated | needle [| also]");
        long class_index = find_class(catalog, fields[0]);
        if (class_index < 0)
            return fail(error, error_size, number, "key for a class not defined above it");
        if (catalog->classes[class_index].kind < 0)
            return fail(error, error_size, number, "doctor/scan/gate classes take no log keys");
        int type;
        if (strcmp(fields[1], "code") == 0)
            type = KEY_CODE;
        else if (strcmp(fields[1], "text") == 0)
            type = KEY_TEXT;
        else if (strcmp(fields[1], "emulated") == 0)
            type = KEY_EMULATED;
        else
            return fail(error, error_size, number, "key type must be code, text or emulated");
        /* A needle in double quotes keeps its leading and trailing blanks. */
        size_t quoted = strlen(fields[2]);
        if (quoted >= 2 && fields[2][0] == '"' && fields[2][quoted - 1] == '"') {
            fields[2][quoted - 1] = '\0';
            ++fields[2];
        }
        if (strlen(fields[2]) < 4)
            return fail(error, error_size, number, "a needle needs at least 4 bytes");
        catalog->keys = grow(catalog->keys, &catalog->key_capacity, catalog->key_count + 1, sizeof(wg_key));
        wg_key *k = &catalog->keys[catalog->key_count++];
        k->class_index = (size_t)class_index;
        k->type = type;
        k->needle_length = strlen(fields[2]);
        k->needle = copy_bytes(fields[2], k->needle_length);
        k->also_length = n == 4 ? strlen(fields[3]) : 0;
        k->also = n == 4 && k->also_length ? copy_bytes(fields[3], k->also_length) : NULL;
        return 0;
    }
    return fail(error, error_size, number, "a line starts with 'class ', 'key ' or '#'");
}

wg_catalog *wg_catalog_parse(const char *text, size_t length, char *error, size_t error_size)
{
    wg_catalog *catalog = calloc(1, sizeof *catalog);
    if (!catalog)
        return NULL;
    long number = 0;
    size_t start = 0;
    while (start < length) {
        const char *newline = memchr(text + start, '\n', length - start);
        size_t end = newline ? (size_t)(newline - text) : length;
        char *line = copy_bytes(text + start, end - start);
        int rc = parse_catalog_line(catalog, line, ++number, error, error_size);
        free(line);
        if (rc) {
            wg_catalog_free(catalog);
            return NULL;
        }
        start = end + 1;
    }
    if (catalog->key_count == 0) {
        fail(error, error_size, number, "the catalog has no keys");
        wg_catalog_free(catalog);
        return NULL;
    }
    catalog->min_needle = (size_t)-1;
    for (size_t i = 0; i < catalog->key_count; ++i)
        if (catalog->keys[i].needle_length < catalog->min_needle)
            catalog->min_needle = catalog->keys[i].needle_length;
    /* Every occurrence of a needle of length >= m covers a 4-byte window starting at a multiple of
     * the stride m - 3, at an offset 0..m-4 of the needle: index those windows. */
    for (size_t i = 0; i < catalog->key_count; ++i) {
        for (size_t offset = 0; offset + 4 <= catalog->min_needle; ++offset) {
            wg_anchor *anchor = malloc(sizeof *anchor);
            if (!anchor) {
                wg_catalog_free(catalog);
                return NULL;
            }
            anchor->gram = load_gram(catalog->keys[i].needle + offset);
            anchor->key = i;
            anchor->offset = offset;
            unsigned slot = gram_slot(anchor->gram);
            anchor->next = catalog->anchors[slot];
            catalog->anchors[slot] = anchor;
        }
    }
    if (error && error_size)
        error[0] = '\0';
    return catalog;
}

void wg_catalog_free(wg_catalog *catalog)
{
    if (!catalog)
        return;
    for (size_t i = 0; i < catalog->class_count; ++i) {
        wg_class *c = &catalog->classes[i];
        free(c->id), free(c->tool), free(c->layer), free(c->mitigation), free(c->remedy);
    }
    for (size_t i = 0; i < catalog->key_count; ++i)
        free(catalog->keys[i].needle), free(catalog->keys[i].also);
    for (size_t i = 0; i < ANCHOR_SLOTS; ++i)
        for (wg_anchor *a = catalog->anchors[i], *next; a; a = next) {
            next = a->next;
            free(a);
        }
    free(catalog->classes);
    free(catalog->keys);
    free(catalog);
}

/* ---- matching ----------------------------------------------------------------------------- */

static int is_alnum(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static int key_priority(const wg_catalog *catalog, const wg_key *key)
{
    int kind = catalog->classes[key->class_index].kind;
    if (kind == KIND_WRAPPER)
        return PRIO_WRAPPER;
    if (kind == KIND_GENERIC)
        return PRIO_GENERIC;
    return PRIO_SPECIFIC + (key->type == KEY_CODE) + (key->also != NULL) * 2;
}

static wg_match match_line(const wg_catalog *catalog, const char *line, size_t length)
{
    wg_match best = {PRIO_NONE, NULL, 0};
    if (length < catalog->min_needle)
        return best;
    size_t stride = catalog->min_needle - 3;
    for (size_t q = 0; q + 4 <= length; q += stride) {
        uint32_t gram = load_gram(line + q);
        for (const wg_anchor *a = catalog->anchors[gram_slot(gram)]; a; a = a->next) {
            if (a->gram != gram || a->offset > q)
                continue;
            const wg_key *key = &catalog->keys[a->key];
            size_t at = q - a->offset;
            if (at + key->needle_length > length || memcmp(line + at, key->needle, key->needle_length) != 0)
                continue;
            if (key->type == KEY_CODE) {
                /* A code is a token: C1083 must not match C10830 or XC1083. */
                if ((at > 0 && is_alnum(line[at - 1])) ||
                    (at + key->needle_length < length && is_alnum(line[at + key->needle_length])))
                    continue;
            }
            if (key->also && !find_bytes(line, length, key->also, key->also_length))
                continue;
            int priority = key_priority(catalog, key);
            if (priority > best.priority || (priority == best.priority && at < best.at)) {
                best.priority = priority;
                best.key = key;
                best.at = at;
            }
        }
    }
    return best;
}

/* Skips leading blanks and MSBuild's "12>" project prefix. */
static size_t skip_prefix(const char *line, size_t length)
{
    size_t i = 0;
    while (i < length && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    size_t digits = i;
    while (digits < length && line[digits] >= '0' && line[digits] <= '9')
        ++digits;
    if (digits > i && digits < length && line[digits] == '>')
        i = digits + 1;
    return i;
}

/* Finds "file(line[,col]): " (MSVC) or "file:line:col: " (GCC, Clang, nvcc on Linux). */
static int parse_location(const char *line, size_t length, size_t *file_start, size_t *file_end,
                          long *number, size_t *rest)
{
    size_t start = skip_prefix(line, length);
    for (size_t i = start + 1; i < length; ++i) {
        if (line[i] == '(' && i + 1 < length && line[i + 1] >= '0' && line[i + 1] <= '9') {
            size_t j = i + 1;
            long value = 0;
            while (j < length && line[j] >= '0' && line[j] <= '9')
                value = value * 10 + (line[j++] - '0');
            while (j < length && (line[j] == ',' || (line[j] >= '0' && line[j] <= '9')))
                ++j;
            if (j + 1 < length && line[j] == ')' && line[j + 1] == ':') {
                *file_start = start, *file_end = i, *number = value, *rest = j + 2;
                return 1;
            }
        }
        if (line[i] == ':' && i + 1 < length && line[i + 1] >= '0' && line[i + 1] <= '9') {
            size_t j = i + 1;
            long value = 0;
            while (j < length && line[j] >= '0' && line[j] <= '9')
                value = value * 10 + (line[j++] - '0');
            if (j < length && line[j] == ':') {
                size_t k = j + 1;
                while (k < length && line[k] >= '0' && line[k] <= '9')
                    ++k;
                if (k < length && line[k] == ':' && k > j + 1)
                    j = k;
                *file_start = start, *file_end = i, *number = value, *rest = j + 1;
                return 1;
            }
        }
        if (line[i] == ' ' && (i + 1 >= length || line[i + 1] == ':'))
            break; /* "LINK : fatal error": a tool name, not a file */
    }
    return 0;
}

static char *clean_message(const char *text, size_t length)
{
    while (length && (*text == ' ' || *text == ':' || *text == '\t'))
        ++text, --length;
    /* MSBuild appends the project: " [C:\src\x.vcxproj]". */
    if (length && text[length - 1] == ']') {
        const char *open = NULL;
        for (size_t i = length; i-- > 0;)
            if (text[i] == '[') {
                open = text + i;
                break;
            }
        if (open && open > text && open[-1] == ' ' && find_bytes(open, (size_t)(text + length - open), "proj", 4))
            length = (size_t)(open - text - 1);
    }
    while (length && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        --length;
    if (length > MESSAGE_MAX)
        length = MESSAGE_MAX;
    return copy_bytes(text, length);
}

/* The first quoted token of a message ('unistd.h', "ssize_t", or typographic and CJK quotes): localized
 * messages differ in their words but quote the same subject, so it is the merge key. */
static char *quoted_subject(const char *message)
{
    static const char *const openers[] = {"'", "\"", "`", "\xe2\x80\x98", "\xe2\x80\x9c", "\xe3\x80\x8c", "\xc2\xbb", "\xc2\xab"};
    static const char *const closers[] = {"'", "\"", "'", "\xe2\x80\x99", "\xe2\x80\x9d", "\xe3\x80\x8d", "\xc2\xab", "\xc2\xbb"};
    for (const char *p = message; *p; ++p)
        for (size_t i = 0; i < sizeof openers / sizeof openers[0]; ++i) {
            size_t n = strlen(openers[i]);
            if (strncmp(p, openers[i], n) != 0)
                continue;
            const char *start = p + n;
            const char *end = strstr(start, closers[i]);
            if (!end && i == 2)
                end = strchr(start, '`');
            if (end && end > start)
                return copy_bytes(start, (size_t)(end - start));
            return NULL;
        }
    return NULL;
}

static wg_text text_copy(const char *bytes, size_t length)
{
    wg_text t;
    if (length > EXCERPT_WIDTH)
        length = EXCERPT_WIDTH;
    t.bytes = copy_bytes(bytes, length);
    t.length = length;
    return t;
}

wg_classifier *wg_classifier_new(const wg_catalog *catalog)
{
    wg_classifier *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->catalog = catalog;
    c->partial = malloc(MAX_LINE);
    c->pending = malloc(MAX_LINE);
    if (!c->partial || !c->pending) {
        wg_classifier_free(c);
        return NULL;
    }
    return c;
}

void wg_classifier_free(wg_classifier *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->record_count; ++i) {
        wg_record *r = &c->records[i];
        free(r->code), free(r->message), free(r->file), free(r->subject);
        for (size_t j = 0; j < r->excerpt_count; ++j)
            free(r->excerpt[j].bytes);
    }
    for (size_t i = 0; i < c->ring_count; ++i)
        free(c->ring[i].bytes);
    free(c->records), free(c->open_excerpts), free(c->diagnostic_lines), free(c->wrappers);
    free(c->final_order), free(c->partial), free(c->pending);
    free(c);
}

static void ring_push(wg_classifier *c, const char *line, size_t length)
{
    if (c->ring_count == EXCERPT_BEFORE) {
        free(c->ring[0].bytes);
        memmove(c->ring, c->ring + 1, (EXCERPT_BEFORE - 1) * sizeof(wg_text));
        --c->ring_count;
    }
    c->ring[c->ring_count++] = text_copy(line, length);
}

static void record_diagnostic_line(wg_classifier *c, long log_line)
{
    c->diagnostic_lines = grow(c->diagnostic_lines, &c->diagnostic_capacity, c->diagnostic_count + 1, sizeof(long));
    c->diagnostic_lines[c->diagnostic_count++] = log_line;
}

/* Turns a match into a blocker record (new, or merged into an identical one). */
static void emit(wg_classifier *c, const wg_match *m, const char *line, size_t length, long log_line)
{
    const wg_key *key = m->key;
    const wg_class *cls = &c->catalog->classes[key->class_index];
    size_t file_start = 0, file_end = 0, rest = 0;
    long number = 0;
    int located = parse_location(line, length, &file_start, &file_end, &number, &rest);
    char *code;
    char *message;
    if (key->type == KEY_CODE) {
        code = copy_bytes(key->needle, key->needle_length);
        size_t after = m->at + key->needle_length;
        message = clean_message(line + after, length - after);
    } else {
        code = copy_bytes("", 0);
        size_t from = located ? rest : skip_prefix(line, length);
        message = clean_message(line + from, length - from);
    }
    if (cls->kind != KIND_WRAPPER)
        record_diagnostic_line(c, log_line);
    /* Codes are language-neutral: with a code, the quoted subject identifies the blocker;
     * without one, the whole message does. */
    char *subject = key->type == KEY_CODE ? quoted_subject(message) : NULL;
    if (!subject)
        subject = copy_bytes(message, strlen(message));
    for (size_t i = 0; i < c->record_count; ++i) {
        wg_record *r = &c->records[i];
        if (r->class_index == key->class_index && strcmp(r->subject, subject) == 0 && strcmp(r->code, code) == 0) {
            ++r->count;
            free(code), free(message), free(subject);
            if (cls->kind == KIND_WRAPPER) {
                c->wrappers = grow(c->wrappers, &c->wrapper_capacity, c->wrapper_count + 1, sizeof(wg_wrapper_hit));
                c->wrappers[c->wrapper_count].log_line = log_line;
                c->wrappers[c->wrapper_count++].record_index = i;
            }
            return;
        }
    }
    c->records = grow(c->records, &c->record_capacity, c->record_count + 1, sizeof(wg_record));
    wg_record *r = &c->records[c->record_count];
    memset(r, 0, sizeof *r);
    r->class_index = key->class_index;
    r->key = key;
    r->code = code;
    r->message = message;
    r->subject = subject;
    r->file = located ? copy_bytes(line + file_start, file_end - file_start) : copy_bytes("", 0);
    r->line = located ? number : 0;
    r->log_line = log_line;
    r->count = 1;
    r->predicted = key->type == KEY_EMULATED;
    for (size_t i = 0; i < c->ring_count; ++i)
        r->excerpt[r->excerpt_count++] = text_copy(c->ring[i].bytes, c->ring[i].length);
    r->excerpt[r->excerpt_count++] = text_copy(line, length);
    r->need_after = EXCERPT_AFTER;
    c->open_excerpts = grow(c->open_excerpts, &c->open_capacity, c->open_count + 1, sizeof(size_t));
    c->open_excerpts[c->open_count++] = c->record_count;
    if (cls->kind == KIND_WRAPPER) {
        c->wrappers = grow(c->wrappers, &c->wrapper_capacity, c->wrapper_count + 1, sizeof(wg_wrapper_hit));
        c->wrappers[c->wrapper_count].log_line = log_line;
        c->wrappers[c->wrapper_count++].record_index = c->record_count;
    }
    ++c->record_count;
}

static void feed_open_excerpts(wg_classifier *c, const char *line, size_t length)
{
    size_t kept = 0;
    for (size_t i = 0; i < c->open_count; ++i) {
        wg_record *r = &c->records[c->open_excerpts[i]];
        r->excerpt[r->excerpt_count++] = text_copy(line, length);
        if (--r->need_after > 0)
            c->open_excerpts[kept++] = c->open_excerpts[i];
    }
    c->open_count = kept;
}

/* MSBuild hard-wraps its lines at the console's width. A line held back for a possible
 * continuation is one exactly as long as a usual console (80, 100, 120, ... columns, or one
 * less), or a long one that says error, warning or fatal. */
static int may_continue(const char *line, size_t length)
{
    if (length < WRAP_MIN)
        return 0;
    if ((length % 20 == 0 || length % 20 == 19) && length >= 79 && length <= 320)
        return 1;
    return find_bytes(line, length, "rro", 3) || find_bytes(line, length, "arni", 4) ||
           find_bytes(line, length, "RRO", 3) || find_bytes(line, length, "atal", 4);
}

static void resolve_pending(wg_classifier *c, const char *next, size_t next_length, int *consumed)
{
    *consumed = 0;
    if (!c->has_pending)
        return;
    c->has_pending = 0;
    feed_open_excerpts(c, c->pending, c->pending_length);
    if (next) {
        /* Hard-wrapped: the diagnostic may only be recognisable with its continuation. */
        size_t room = MAX_LINE - c->pending_length;
        size_t take = next_length < room ? next_length : room;
        memcpy(c->pending + c->pending_length, next, take);
        wg_match joined = match_line(c->catalog, c->pending, c->pending_length + take);
        /* Joined only when that recognises more than either line alone: a line that happens to
         * be as long as a console, followed by a complete diagnostic, is not a wrap. */
        wg_match alone = match_line(c->catalog, next, next_length);
        if (joined.priority > c->pending_match.priority && joined.priority > alone.priority) {
            emit(c, &joined, c->pending, c->pending_length + take, c->pending_line);
            ring_push(c, c->pending, c->pending_length + take);
            *consumed = 1;
            return;
        }
    }
    if (c->pending_match.priority > PRIO_NONE)
        emit(c, &c->pending_match, c->pending, c->pending_length, c->pending_line);
    ring_push(c, c->pending, c->pending_length);
}

static void process_line(wg_classifier *c, const char *line, size_t length)
{
    if (length && line[length - 1] == '\r')
        --length;
    ++c->lines;
    int consumed;
    resolve_pending(c, line, length, &consumed);
    if (consumed)
        return; /* the line was the continuation of the one before */
    wg_match m = match_line(c->catalog, line, length);
    if (m.priority < PRIO_SPECIFIC && may_continue(line, length)) {
        memcpy(c->pending, line, length);
        c->pending_length = length;
        c->pending_line = c->lines;
        c->pending_match = m;
        c->has_pending = 1;
        return;
    }
    feed_open_excerpts(c, line, length);
    if (m.priority > PRIO_NONE)
        emit(c, &m, line, length, c->lines);
    ring_push(c, line, length);
}

void wg_classifier_feed(wg_classifier *c, const char *bytes, size_t length)
{
    while (length) {
        const char *newline = memchr(bytes, '\n', length);
        size_t piece = newline ? (size_t)(newline - bytes) : length;
        if (c->partial_length == 0 && newline && !c->partial_overflow) {
            process_line(c, bytes, piece < MAX_LINE ? piece : MAX_LINE);
        } else {
            size_t room = MAX_LINE - c->partial_length;
            size_t take = piece < room ? piece : room;
            memcpy(c->partial + c->partial_length, bytes, take);
            c->partial_length += take;
            if (take < piece)
                c->partial_overflow = 1;
            if (newline) {
                process_line(c, c->partial, c->partial_length);
                c->partial_length = 0;
                c->partial_overflow = 0;
            }
        }
        if (!newline)
            return;
        bytes += piece + 1;
        length -= piece + 1;
    }
}

static int wrapper_is_covered(const wg_classifier *c, long log_line)
{
    /* diagnostic_lines is ascending: binary search for the nearest one. */
    size_t lo = 0, hi = c->diagnostic_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (c->diagnostic_lines[mid] < log_line)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < c->diagnostic_count && c->diagnostic_lines[lo] - log_line <= WRAPPER_WINDOW)
        return 1;
    if (lo > 0 && log_line - c->diagnostic_lines[lo - 1] <= WRAPPER_WINDOW)
        return 1;
    return 0;
}

void wg_classifier_finish(wg_classifier *c)
{
    if (c->partial_length) {
        c->truncated = 1; /* the last line has no newline: the log was cut */
        process_line(c, c->partial, c->partial_length);
        c->partial_length = 0;
    }
    int consumed;
    resolve_pending(c, NULL, 0, &consumed);
    /* Wrappers count only where no specific diagnostic explains them. */
    long *uncovered = calloc(c->record_count + 1, sizeof(long));
    for (size_t i = 0; i < c->wrapper_count; ++i)
        if (!wrapper_is_covered(c, c->wrappers[i].log_line))
            ++uncovered[c->wrappers[i].record_index];
    c->final_order = malloc((c->record_count + 1) * sizeof(size_t));
    c->final_count = 0;
    for (size_t i = 0; i < c->record_count; ++i) {
        wg_record *r = &c->records[i];
        if (c->catalog->classes[r->class_index].kind == KIND_WRAPPER) {
            if (!uncovered[i])
                continue;
            r->count = uncovered[i];
        }
        c->final_order[c->final_count++] = i;
    }
    free(uncovered);
}

size_t wg_blocker_count(const wg_classifier *c) { return c->final_count; }
long wg_classifier_lines(const wg_classifier *c) { return c->lines; }
int wg_classifier_truncated(const wg_classifier *c) { return c->truncated; }

static const char *kind_name(int kind)
{
    return kind == KIND_WRAPPER ? "wrapper" : kind == KIND_GENERIC ? "generic" : "specific";
}

void wg_blocker_get(const wg_classifier *c, size_t index, wg_blocker_view *view)
{
    const wg_record *r = &c->records[c->final_order[index]];
    const wg_class *cls = &c->catalog->classes[r->class_index];
    view->class_id = cls->id;
    view->kind = kind_name(cls->kind);
    view->tool = cls->tool;
    view->code = r->code;
    view->layer = cls->layer;
    view->mitigation = cls->mitigation;
    view->remedy = cls->remedy;
    view->message = r->message;
    view->file = r->file;
    view->line = r->line;
    view->log_line = r->log_line;
    view->count = r->count;
    view->predicted = r->predicted;
}

/* ---- JSON --------------------------------------------------------------------------------- */

/* Writes bytes as a JSON string. Logs come in any encoding (OEM code pages, cut UTF-8): valid
 * UTF-8 passes through, every other byte becomes U+FFFD, so the report is always valid JSON. */
void wg_json_string(FILE *out, const char *s, size_t length)
{
    fputc('"', out);
    const unsigned char *p = (const unsigned char *)s, *end = p + length;
    while (p < end) {
        unsigned char b = *p;
        if (b < 0x80) {
            if (b == '"' || b == '\\')
                fprintf(out, "\\%c", b);
            else if (b == '\n')
                fputs("\\n", out);
            else if (b == '\t')
                fputs("\\t", out);
            else if (b < 0x20 || b == 0x7f)
                fprintf(out, "\\u%04x", b);
            else
                fputc(b, out);
            ++p;
            continue;
        }
        size_t n = (b & 0xe0) == 0xc0 ? 2 : (b & 0xf0) == 0xe0 ? 3 : (b & 0xf8) == 0xf0 ? 4 : 0;
        int valid = n && (size_t)(end - p) >= n;
        for (size_t i = 1; valid && i < n; ++i)
            valid = (p[i] & 0xc0) == 0x80;
        if (valid && n == 2 && b < 0xc2)
            valid = 0; /* overlong */
        if (valid && n == 3 && ((b == 0xe0 && p[1] < 0xa0) || (b == 0xed && p[1] >= 0xa0)))
            valid = 0; /* overlong or surrogate */
        if (valid && n == 4 && ((b == 0xf0 && p[1] < 0x90) || b > 0xf4 || (b == 0xf4 && p[1] >= 0x90)))
            valid = 0;
        if (valid) {
            fwrite(p, 1, n, out);
            p += n;
        } else {
            fputs("\\ufffd", out);
            ++p;
        }
    }
    fputc('"', out);
}

static void json_field(FILE *out, const char *name, const char *value)
{
    fprintf(out, "\"%s\": ", name);
    wg_json_string(out, value, strlen(value));
}

int wg_classifier_write_json(const wg_classifier *c, FILE *out, const char *log_name)
{
    fputs("{\"schema\": \"winport-gate-blockers/1\", ", out);
    json_field(out, "log", log_name);
    fprintf(out, ", \"lines\": %ld, \"truncated\": %s,\n \"blockers\": [", c->lines, c->truncated ? "true" : "false");
    for (size_t i = 0; i < c->final_count; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        wg_blocker_view v;
        wg_blocker_get(c, i, &v);
        fputs(i ? ",\n  {" : "\n  {", out);
        json_field(out, "id", v.class_id), fputs(", ", out);
        json_field(out, "kind", v.kind), fputs(", ", out);
        json_field(out, "tool", v.tool), fputs(", ", out);
        json_field(out, "code", v.code), fputs(", ", out);
        json_field(out, "layer", v.layer), fputs(", ", out);
        json_field(out, "winport", v.mitigation), fputs(", ", out);
        json_field(out, "remedy", v.remedy), fputs(", ", out);
        json_field(out, "message", v.message), fputs(", ", out);
        json_field(out, "file", v.file);
        fprintf(out, ", \"line\": %ld, \"log_line\": %ld, \"count\": %ld, \"predicted\": %s, \"excerpt\": [",
                v.line, v.log_line, v.count, v.predicted ? "true" : "false");
        for (size_t j = 0; j < r->excerpt_count; ++j) {
            if (j)
                fputs(", ", out);
            wg_json_string(out, r->excerpt[j].bytes, r->excerpt[j].length);
        }
        fputs("]}", out);
    }
    fputs(c->final_count ? "\n ]}\n" : "]}\n", out);
    return ferror(out) ? -1 : 0;
}
