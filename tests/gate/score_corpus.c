/* SPDX-License-Identifier: BSD-3-Clause */
/* score_corpus: scores the classifier on the real-log corpus (tests/gate/corpus/README.md).
 *
 *   score_corpus --catalog <catalog.txt> --corpus <dir> --manifest <ids.txt> [--split dev|held|all]
 *                [--min-recall <percent>] [--min-first <percent>] [--remedies <file> --max-wrong <n>]
 *                [--only-false-go] [--verbose]
 *
 * Each case is run as it was posted (UTF-8, LF) and in variants generated here: UTF-16LE with a
 * BOM (PowerShell 5.1's `>`), UTF-16LE without one, CRLF, hard-wrapped at 80 columns, every line
 * behind a CI runner's timestamp, every line quoted as markdown ("> "), and, for a
 * localized case, in the code page its language's console uses (POSIX only: iconv). Per split and
 * variant it prints:
 *   recall        cases whose labelled primary class is among the blockers reported
 *   first         cases whose first blocker is the primary, within 2 lines of the labelled line
 *                 (a hard-wrapped diagnostic is reported at its first piece)
 *   false GO      failing cases with no blocker at all (the answer a gate must never give)
 *   clean         cases labelled NONE with no blocker
 * With --remedies (corpus/remedies.txt: the fix a reader of each sampled thread would give), the
 * remedy of each sampled case's first blocker (UTF-8 variant) is checked for the fix's terms.
 * Exit status 1 when, on a split scored, recall or root-cause-first is below --min-recall or
 * --min-first in any variant, or a clean case gets a blocker; when any case of the splits scored
 * is a false GO; or when more than --max-wrong sampled remedies (of the splits scored) miss their
 * fix; 2 on bad input (an unreadable or malformed case). With --only-false-go, recall, first and
 * clean cases are printed but not held to a bar: for a held-back split, which is scored once and
 * then reported as it was, while a false GO stays a failure whenever it appears. */
#include "classifier.h"
#include "decode.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#include <iconv.h>
#endif

enum { V_UTF8, V_UTF16LE_BOM, V_UTF16LE, V_CRLF, V_WRAP80, V_TIMESTAMPED, V_QUOTED, V_CODE_PAGE, VARIANTS };
static const char *const variant_names[VARIANTS] = {"utf-8", "utf-16le+bom", "utf-16le", "crlf", "wrapped-80",
                                                    "timestamped", "quoted", "code-page"};

typedef struct text {
    char *data;
    size_t length, capacity;
} text;

typedef struct tally {
    int failing, recalled, first, false_go, clean_cases, clean, errors;
} tally;

static void die(const char *what, const char *name)
{
    fprintf(stderr, "score_corpus: %s: %s\n", what, name);
    exit(2);
}

static void append(text *t, const void *bytes, size_t n)
{
    if (t->length + n + 1 > t->capacity) {
        size_t capacity = t->capacity ? t->capacity : 4096;
        while (capacity < t->length + n + 1)
            capacity *= 2;
        char *data = realloc(t->data, capacity);
        if (!data)
            die("out of memory", "");
        t->data = data, t->capacity = capacity;
    }
    memcpy(t->data + t->length, bytes, n);
    t->length += n;
    t->data[t->length] = '\0';
}

static int read_all(const char *path, text *t)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    char buffer[65536];
    size_t n;
    t->length = 0;
    append(t, "", 0);
    while ((n = fread(buffer, 1, sizeof buffer, f)) > 0)
        append(t, buffer, n);
    int bad = ferror(f);
    fclose(f);
    return bad ? -1 : 0;
}

/* ---- variants ----------------------------------------------------------------------------- */

static unsigned long next_code_point(const unsigned char **p)
{
    const unsigned char *s = *p;
    if (s[0] < 0x80)
        return *p += 1, s[0];
    if ((s[0] & 0xe0) == 0xc0 && s[1])
        return *p += 2, ((unsigned long)(s[0] & 0x1f) << 6) | (s[1] & 0x3f);
    if ((s[0] & 0xf0) == 0xe0 && s[1] && s[2])
        return *p += 3, ((unsigned long)(s[0] & 0x0f) << 12) | ((unsigned long)(s[1] & 0x3f) << 6) | (s[2] & 0x3f);
    if ((s[0] & 0xf8) == 0xf0 && s[1] && s[2] && s[3])
        return *p += 4, ((unsigned long)(s[0] & 0x07) << 18) | ((unsigned long)(s[1] & 0x3f) << 12) |
                            ((unsigned long)(s[2] & 0x3f) << 6) | (s[3] & 0x3f);
    return *p += 1, 0xfffd;
}

static void utf16le(const text *in, int bom, text *out)
{
    if (bom)
        append(out, "\xff\xfe", 2);
    const unsigned char *p = (const unsigned char *)in->data, *end = p + in->length;
    while (p < end) {
        unsigned long cp = next_code_point(&p);
        unsigned char u[4];
        if (cp >= 0x10000) {
            cp -= 0x10000;
            unsigned long hi = 0xd800 + (cp >> 10), lo = 0xdc00 + (cp & 0x3ff);
            u[0] = (unsigned char)hi, u[1] = (unsigned char)(hi >> 8), u[2] = (unsigned char)lo, u[3] = (unsigned char)(lo >> 8);
            append(out, u, 4);
        } else {
            u[0] = (unsigned char)cp, u[1] = (unsigned char)(cp >> 8);
            append(out, u, 2);
        }
    }
}

static void crlf(const text *in, text *out)
{
    for (size_t i = 0; i < in->length; ++i) {
        if (in->data[i] == '\n' && (i == 0 || in->data[i - 1] != '\r'))
            append(out, "\r", 1);
        append(out, in->data + i, 1);
    }
}

/* Hard-wraps every line at 80 characters, as a console does; line_of[n] is the original line of
 * output line n (1-based). */
/* Every line behind `prefix`: a CI runner's timestamp, a markdown quote of a pasted log. */
static void prefixed(const text *in, const char *prefix, text *out)
{
    size_t n = strlen(prefix);
    for (size_t i = 0; i < in->length; ++i) {
        if (i == 0 || in->data[i - 1] == '\n')
            append(out, prefix, n);
        append(out, in->data + i, 1);
    }
}

static void wrap80(const text *in, text *out, long **line_of, long *lines)
{
    long original = 1, produced = 1, capacity = 1024;
    *line_of = malloc((size_t)capacity * sizeof(long));
    (*line_of)[1] = 1;
    const unsigned char *p = (const unsigned char *)in->data, *end = p + in->length;
    int column = 0;
    while (p < end) {
        const unsigned char *start = p;
        unsigned long cp = next_code_point(&p);
        if (cp != '\n' && column == 80) {
            append(out, "\n", 1);
            column = 0;
            ++produced;
            if (produced + 2 >= capacity)
                *line_of = realloc(*line_of, (size_t)(capacity *= 2) * sizeof(long));
            (*line_of)[produced] = original;
        }
        append(out, start, (size_t)(p - start));
        if (cp == '\n') {
            column = 0;
            ++produced, ++original;
            if (produced + 2 >= capacity)
                *line_of = realloc(*line_of, (size_t)(capacity *= 2) * sizeof(long));
            (*line_of)[produced] = original;
        } else if (cp != '\r') {
            ++column;
        }
    }
    *lines = produced;
}

/* The code page a localized console writes the language in. */
static const char *code_page_of(const char *language)
{
    static const char *const map[][2] = {{"de", "CP850"}, {"fr", "CP850"},   {"es", "CP850"},
                                         {"it", "CP850"}, {"pt-BR", "CP850"}, {"ru", "CP1251"},
                                         {"ja", "CP932"}, {"zh-CN", "CP936"}, {"ko", "CP949"},
                                         {"pl", "CP852"}, {"cs", "CP852"},   {"tr", "CP857"},
                                         {"zh-TW", "CP950"}, {"zh-Hant", "CP950"}};
    for (size_t i = 0; i < sizeof map / sizeof map[0]; ++i)
        if (strcmp(map[i][0], language) == 0)
            return map[i][1];
    return NULL;
}

static int to_code_page(const text *in, const char *language, text *out)
{
#ifdef _WIN32
    (void)in, (void)language, (void)out;
    return -1;
#else
    const char *page = code_page_of(language);
    if (!page)
        return -1;
    iconv_t cd = iconv_open(page, "UTF-8");
    if (cd == (iconv_t)-1)
        return -1;
    size_t room = 4 * in->length + 16;
    char *buffer = malloc(room), *o = buffer;
    char *i = in->data;
    size_t left = in->length, space = room;
    size_t rc = iconv(cd, &i, &left, &o, &space);
    iconv_close(cd);
    if (rc == (size_t)-1) { /* a character the page cannot hold: no such variant for this case */
        free(buffer);
        return -1;
    }
    append(out, buffer, (size_t)(o - buffer));
    free(buffer);
    return 0;
#endif
}

/* ---- one case ----------------------------------------------------------------------------- */

typedef struct label {
    char primary[64], language[16];
    long primary_line;
} label;

static void parse_label(const char *path, const text *t, label *l)
{
    memset(l, 0, sizeof *l);
    l->primary_line = -1;
    const char *p = t->data;
    while (*p) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char line[512];
        if (n >= sizeof line)
            n = sizeof line - 1;
        memcpy(line, p, n);
        line[n] = '\0';
        if (n && line[n - 1] == '\r')
            line[n - 1] = '\0';
        if (strncmp(line, "primary: ", 9) == 0)
            snprintf(l->primary, sizeof l->primary, "%s", line + 9);
        else if (strncmp(line, "primary_line: ", 14) == 0)
            l->primary_line = strtol(line + 14, NULL, 10);
        else if (strncmp(line, "language: ", 10) == 0)
            snprintf(l->language, sizeof l->language, "%s", line + 10);
        p = end ? end + 1 : p + n;
    }
    if (!l->primary[0] || l->primary_line < 0 || !l->language[0])
        die("a label needs primary, primary_line and language", path);
}

static void feed(void *context, const char *utf8, size_t length) { wg_classifier_feed(context, utf8, length); }

static const wg_catalog *catalog;
static int verbose;

/* ---- the remedy sample -------------------------------------------------------------------- */

typedef struct remedy_case {
    char id[160], terms[400];
    int checked;
} remedy_case;
static remedy_case *remedies;
static size_t remedy_count;
static int remedies_wrong, remedies_checked;

static char *trimmed(char *s)
{
    while (*s == ' ' || *s == '\t')
        ++s;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* "<split>/<id> | <the fix in words> | <terms>" lines; '#' comments. */
static void read_remedies(const char *path)
{
    text t = {0};
    if (read_all(path, &t) != 0)
        die("cannot read", path);
    for (char *line = strtok(t.data, "\n"); line; line = strtok(NULL, "\n")) {
        if (*trimmed(line) == '#' || !*trimmed(line))
            continue;
        char *bar1 = strchr(line, '|'), *bar2 = bar1 ? strchr(bar1 + 1, '|') : NULL;
        if (!bar2)
            die("a remedy line needs <case> | <fix> | <terms>", line);
        *bar1 = '\0';
        remedies = realloc(remedies, (remedy_count + 1) * sizeof *remedies);
        if (!remedies)
            die("out of memory", "");
        remedy_case *r = &remedies[remedy_count++];
        memset(r, 0, sizeof *r);
        snprintf(r->id, sizeof r->id, "%s", trimmed(line));
        snprintf(r->terms, sizeof r->terms, "%s", trimmed(bar2 + 1));
    }
    free(t.data);
}

static int contains_folded(const char *haystack, const char *needle, size_t n)
{
    for (const char *h = haystack; *h; ++h) {
        size_t i = 0;
        while (i < n && h[i] && (h[i] | 0x20) == (needle[i] | 0x20))
            ++i;
        if (i == n)
            return 1;
    }
    return 0;
}

/* Every ';'-separated term must appear; a term is '/'-separated alternatives. */
static int names_the_fix(const char *remedy, const char *terms)
{
    const char *p = terms;
    while (*p) {
        const char *end = strchr(p, ';');
        size_t term_length = end ? (size_t)(end - p) : strlen(p);
        int found = 0;
        const char *q = p;
        while (q < p + term_length && !found) {
            const char *slash = memchr(q, '/', (size_t)(p + term_length - q));
            const char *alt_end = slash ? slash : p + term_length;
            while (q < alt_end && *q == ' ')
                ++q;
            size_t n = (size_t)(alt_end - q);
            while (n && q[n - 1] == ' ')
                --n;
            found = n && contains_folded(remedy, q, n);
            q = alt_end + 1;
        }
        if (!found)
            return 0;
        p = end ? end + 1 : p + term_length;
    }
    return 1;
}

static void check_remedy(const char *id, wg_classifier *c)
{
    for (size_t i = 0; i < remedy_count; ++i) {
        if (strcmp(remedies[i].id, id) != 0)
            continue;
        remedies[i].checked = 1;
        ++remedies_checked;
        const char *printed = "(no blocker)";
        if (wg_blocker_count(c)) {
            wg_blocker_view v;
            wg_blocker_get(c, 0, &v);
            printed = v.remedy;
        }
        int ok = names_the_fix(printed, remedies[i].terms);
        remedies_wrong += !ok;
        if (verbose && !ok)
            printf("  remedy WRONG %-40s needs [%s], printed: %s\n", id, remedies[i].terms, printed);
    }
}

static void score(const char *id, const label *l, const text *log, const long *line_of, tally *t, const char *variant,
                  int remedy_check)
{
    char error[256];
    wg_decoder *d = wg_decoder_new(NULL, error, sizeof error);
    wg_classifier *c = wg_classifier_new(catalog);
    int rc = wg_decoder_feed(d, log->data, log->length, feed, c, error, sizeof error);
    if (rc == 0)
        rc = wg_decoder_finish(d, feed, c, error, sizeof error);
    wg_classifier_finish(c);
    size_t n = wg_blocker_count(c);
    int none = strcmp(l->primary, "NONE") == 0;
    const char *outcome;
    if (rc != 0) {
        ++t->errors;
        outcome = "decode error";
    } else if (none) {
        ++t->clean_cases;
        t->clean += n == 0;
        outcome = n == 0 ? "clean" : "blockers on a clean log";
    } else {
        ++t->failing;
        int recalled = 0, first = 0;
        for (size_t i = 0; i < n; ++i) {
            wg_blocker_view v;
            wg_blocker_get(c, i, &v);
            if (strcmp(v.class_id, l->primary) != 0)
                continue;
            recalled = 1;
            long at = line_of ? line_of[v.log_line] : v.log_line;
            if (i == 0 && at >= l->primary_line - 2 && at <= l->primary_line + 2)
                first = 1;
        }
        t->recalled += recalled;
        t->first += first;
        t->false_go += n == 0;
        outcome = n == 0 ? "FALSE GO" : !recalled ? "missed" : !first ? "not first" : "ok";
    }
    if (verbose && strcmp(outcome, "ok") != 0 && strcmp(outcome, "clean") != 0) {
        wg_blocker_view v;
        const char *got = "-";
        long at = 0;
        if (n) {
            wg_blocker_get(c, 0, &v);
            got = v.class_id, at = v.log_line;
        }
        printf("  %-12s %-40s %-16s want %s@%ld, first %s@%ld\n", variant, id, outcome, l->primary, l->primary_line, got, at);
    }
    if (remedy_check)
        check_remedy(id, c);
    wg_classifier_free(c);
    wg_decoder_free(d);
}

static void print_row(const char *split, const char *variant, const tally *t)
{
    printf("%-5s %-13s %4d %6.1f%% %6.1f%% %8d %5d/%-3d %6d\n", split, variant, t->failing,
           t->failing ? 100.0 * t->recalled / t->failing : 0.0, t->failing ? 100.0 * t->first / t->failing : 0.0,
           t->false_go, t->clean, t->clean_cases, t->errors);
}

/* One manifest entry: its log in every shape a user may hand the gate, each scored against
 * the label. */
static void score_entry(const char *corpus, const char *entry, tally row[VARIANTS])
{
    char path[4096];
    text label_text = {0}, log = {0};
    snprintf(path, sizeof path, "%s/%s.label", corpus, entry);
    if (read_all(path, &label_text) != 0)
        die("cannot read", path);
    label l;
    parse_label(path, &label_text, &l);
    snprintf(path, sizeof path, "%s/%s.log", corpus, entry);
    if (read_all(path, &log) != 0)
        die("cannot read", path);
    for (int v = 0; v < VARIANTS; ++v) {
        text variant = {0};
        long *line_of = NULL, lines = 0;
        if (v == V_UTF8)
            append(&variant, log.data, log.length);
        else if (v == V_UTF16LE_BOM || v == V_UTF16LE)
            utf16le(&log, v == V_UTF16LE_BOM, &variant);
        else if (v == V_CRLF)
            crlf(&log, &variant);
        else if (v == V_WRAP80)
            wrap80(&log, &variant, &line_of, &lines);
        else if (v == V_TIMESTAMPED)
            prefixed(&log, "2024-03-01T10:11:12.1234567Z ", &variant);
        else if (v == V_QUOTED)
            prefixed(&log, "> ", &variant);
        else if (to_code_page(&log, l.language, &variant) != 0) {
            free(variant.data);
            continue;
        }
        (void)lines;
        score(entry, &l, &variant, line_of, &row[v], variant_names[v], v == V_UTF8);
        free(variant.data);
        free(line_of);
    }
    free(label_text.data);
    free(log.data);
}

/* Prints each split's rows; nonzero where a row is below the bar (only a false GO or a decode
 * error with only_false_go). */
static int report_splits(tally tallies[2][VARIANTS], const int cases[2], double min_recall, double min_first, int only_false_go)
{
    printf("split variant       fail recall  first  false-GO clean   errors\n");
    int bad = 0;
    for (int s = 0; s < 2; ++s) {
        if (!cases[s])
            continue;
        for (int v = 0; v < VARIANTS; ++v) {
            const tally *r = &tallies[s][v];
            if (!r->failing && !r->clean_cases && !r->errors)
                continue;
            print_row(s ? "held" : "dev", variant_names[v], r);
            if (r->false_go || r->errors)
                bad = 1;
            if (only_false_go)
                continue;
            if (r->failing && 100.0 * r->recalled / r->failing < min_recall)
                bad = 1;
            if (r->failing && 100.0 * r->first / r->failing < min_first)
                bad = 1;
            if (r->clean != r->clean_cases)
                bad = 1;
        }
    }
    return bad;
}

int main(int argc, char **argv)
{
    const char *catalog_path = NULL, *corpus = NULL, *manifest = NULL, *split = "dev";
    double min_recall = 0, min_first = 0;
    const char *remedies_path = NULL;
    int max_wrong = -1;
    int only_false_go = 0;
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--catalog") == 0 && i + 1 < argc)
            catalog_path = argv[++i];
        else if (strcmp(argv[i], "--corpus") == 0 && i + 1 < argc)
            corpus = argv[++i];
        else if (strcmp(argv[i], "--manifest") == 0 && i + 1 < argc)
            manifest = argv[++i];
        else if (strcmp(argv[i], "--split") == 0 && i + 1 < argc)
            split = argv[++i];
        else if (strcmp(argv[i], "--min-recall") == 0 && i + 1 < argc)
            min_recall = atof(argv[++i]);
        else if (strcmp(argv[i], "--min-first") == 0 && i + 1 < argc)
            min_first = atof(argv[++i]);
        else if (strcmp(argv[i], "--remedies") == 0 && i + 1 < argc)
            remedies_path = argv[++i];
        else if (strcmp(argv[i], "--max-wrong") == 0 && i + 1 < argc)
            max_wrong = atoi(argv[++i]);
        else if (strcmp(argv[i], "--only-false-go") == 0)
            only_false_go = 1;
        else if (strcmp(argv[i], "--verbose") == 0)
            verbose = 1;
        else
            die("unknown argument", argv[i]);
    }
    if (!catalog_path || !corpus || !manifest)
        die("usage", "score_corpus --catalog <file> --corpus <dir> --manifest <file> [--split dev|held|all]");
    text t = {0};
    if (read_all(catalog_path, &t) != 0)
        die("cannot read", catalog_path);
    char error[256];
    catalog = wg_catalog_parse(t.data, t.length, error, sizeof error);
    if (!catalog)
        die(error, catalog_path);
    if (remedies_path)
        read_remedies(remedies_path);
    text list = {0};
    if (read_all(manifest, &list) != 0)
        die("cannot read", manifest);
    tally tallies[2][VARIANTS];
    memset(tallies, 0, sizeof tallies);
    int cases[2] = {0, 0};
    for (char *entry = strtok(list.data, "\r\n"); entry; entry = strtok(NULL, "\r\n")) {
        int s = strncmp(entry, "dev/", 4) == 0 ? 0 : strncmp(entry, "held/", 5) == 0 ? 1 : -1;
        if (s < 0)
            die("a manifest entry must start with dev/ or held/", entry);
        if ((s == 0 && strcmp(split, "held") == 0) || (s == 1 && strcmp(split, "dev") == 0))
            continue;
        ++cases[s];
        score_entry(corpus, entry, tallies[s]);
    }
    int bad = report_splits(tallies, cases, min_recall, min_first, only_false_go);
    if (remedies_path) {
        printf("remedies: %d sampled, %d wrong\n", remedies_checked, remedies_wrong);
        if (max_wrong >= 0 && remedies_wrong > max_wrong)
            bad = 1;
    }
    wg_catalog_free((wg_catalog *)catalog);
    free(remedies);
    free(t.data);
    free(list.data);
    if (bad)
        printf("score_corpus: below the bar (recall under %.0f%% or first under %.0f%%, a blocker on a clean log, a "
               "false GO, too many wrong remedies, or a decode error)\n",
               min_recall, min_first);
    return bad;
}
