/* SPDX-License-Identifier: BSD-3-Clause */
/* winport-gate-analyze: classifies one build log against the gate's catalog.
 *
 *   winport-gate-analyze --catalog <catalog.txt> --log <file> [--encoding <name>] [--out <file.json>]
 *   winport-gate-analyze --catalog <catalog.txt> --check      (parse the catalog only)
 *   winport-gate-analyze --catalog <catalog.txt> --scan-root <dir> [--scan-list <files.txt>]
 *                         [--scan-skip <folder>]... [--scan-exclude <path>]...
 *                         [--define NAME=VALUE]... [--out <file.json>]
 *       the static scan: reads the tree's C/C++/CUDA and CMake files (walk.h: every folder but
 *       .git and the --scan-skip folders; --scan-exclude paths counted, not scanned), or those
 *       --scan-list names (relative to --scan-root, one per line), as one tree, as a Windows
 *       configure with the --define values (the scenario's -D) would see it, and writes the
 *       predicted blockers in the same schema ("blockers": counted; "set_aside": off the Windows
 *       path or a dependency note, each with "scope" and "reason"). An entry it cannot read is a
 *       counted SCAN_UNREADABLE finding; a FIFO or device is left out with a note on stderr.
 *   winport-gate-analyze --kept-lines <preprocessed file> --file <source>
 *       the lines of <source> that a translation unit's preprocessed output kept, one run
 *       "<first> <last>" per line (kept_lines.h): how the gate tells whether a scan finding's
 *       line was compiled for Windows.
 *
 * Writes the blockers as JSON (schema winport-gate-blockers/1) to --out (through a temporary
 * file and a rename, so a reader never sees half a report) or to stdout. The log is decoded to
 * UTF-8 first (decode.h: --encoding, default auto). Exit status: 0 when the log holds no
 * blocker, 1 when it holds some, 2 on bad input (a log that cannot be decoded included). */
#include "classifier.h"
#include "decode.h"
#include "scan.h"
#include "grow.h"
#include "kept_lines.h"
#include "walk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path, size_t *length)
{
    const char *why;
    FILE *f = wg_open_regular(path, &why);
    if (!f)
        return NULL;
    size_t capacity = 1 << 16, used = 0;
    char *data = malloc(capacity);
    size_t n;
    while (data && (n = fread(data + used, 1, capacity - used, f)) > 0) {
        used += n;
        if (used == capacity) {
            char *bigger = realloc(data, capacity *= 2);
            if (!bigger) {
                free(data);
                data = NULL;
            }
            data = bigger;
        }
    }
    fclose(f);
    *length = used;
    return data;
}

typedef struct aside_finding {
    char *id, *path, *message, *scope, *reason;
    long line;
} aside_finding;

typedef struct scan_output {
    FILE *out;
    const wg_catalog *catalog;
    size_t count;
    aside_finding *aside; /* the set-aside findings, written after the counted ones */
    size_t aside_count, aside_capacity;
    int failed;
} scan_output;

static char *copy_text(const char *text)
{
    char *copy = malloc(strlen(text) + 1);
    if (copy)
        strcpy(copy, text);
    return copy;
}

static void write_field(FILE *out, const char *name, const char *value)
{
    fprintf(out, "\"%s\": ", name);
    wg_json_string(out, value, strlen(value));
}

static void write_finding(FILE *out, const wg_catalog *catalog, const char *id, const char *path, long line,
                          const char *message)
{
    const char *tool = "scan", *layer = "upstream-source", *mitigation = "-", *remedy = "-";
    wg_catalog_class_info(catalog, id, &tool, &layer, &mitigation, &remedy);
    write_field(out, "id", id), fputs(", \"kind\": \"scan\", ", out);
    write_field(out, "tool", tool), fputs(", \"code\": \"\", ", out);
    write_field(out, "layer", layer), fputs(", ", out);
    write_field(out, "winport", mitigation), fputs(", ", out);
    write_field(out, "remedy", remedy), fputs(", ", out);
    write_field(out, "message", message), fputs(", ", out);
    write_field(out, "file", path);
    fprintf(out, ", \"line\": %ld, \"log_line\": 0, \"count\": 1, \"predicted\": true, \"excerpt\": []", line);
}

/* Counted findings go to the "blockers" array as they come; set-aside ones are kept in memory
 * until the blockers are written. */
static void scan_finding(void *context, const char *id, const char *path, long line, const char *message,
                         const char *scope, const char *reason)
{
    scan_output *o = context;
    if (strcmp(scope, "counted") == 0) {
        fputs(o->count++ ? ",\n  {" : "\n  {", o->out);
        write_finding(o->out, o->catalog, id, path, line, message);
        fputc('}', o->out);
        return;
    }
    aside_finding *bigger = wg_grow(o->aside, &o->aside_capacity, o->aside_count + 1, sizeof *bigger);
    if (!bigger) {
        o->failed = 1;
        return;
    }
    o->aside = bigger;
    aside_finding *a = &o->aside[o->aside_count++];
    a->id = copy_text(id), a->path = copy_text(path), a->message = copy_text(message);
    a->scope = copy_text(scope), a->reason = copy_text(reason ? reason : "");
    a->line = line;
    if (!a->id || !a->path || !a->message || !a->scope || !a->reason)
        o->failed = 1;
}

typedef struct scan_request {
    const char *root, *list_path;      /* the tree; the file list, or NULL to walk the tree */
    const char *skip[64], *exclude[256]; /* walked trees: folders left out; files counted, not scanned */
    size_t skip_count, exclude_count;
    const char *defines[256];
    size_t define_count;
} scan_request;

/* The file list's lines (relative paths) as `paths`, pointing into *list. */
static int read_scan_list(const char *list_path, char **list, const char ***paths, size_t *count)
{
    size_t list_length, capacity = 0;
    *list = read_file(list_path, &list_length);
    *paths = NULL, *count = 0;
    if (!*list) {
        fprintf(stderr, "winport-gate-analyze: cannot read file list %s\n", list_path);
        return -1;
    }
    for (size_t start = 0; start < list_length;) {
        char *newline = memchr(*list + start, '\n', list_length - start);
        size_t end = newline ? (size_t)(newline - *list) : list_length;
        (*list)[end] = '\0';
        if (end > start && (*list)[end - 1] == '\r')
            (*list)[end - 1] = '\0';
        const char **bigger = wg_grow(*paths, &capacity, *count + 1, sizeof **paths);
        if (!bigger) {
            fprintf(stderr, "winport-gate-analyze: out of memory\n");
            return -1;
        }
        *paths = bigger;
        (*paths)[(*count)++] = *list + start;
        start = end + 1;
    }
    return 0;
}

/* Entries the walk leaves out on purpose go to stderr, which the gate keeps in the phase's log. */
static void walk_note(void *context, const char *path, const char *note)
{
    (void)context;
    fprintf(stderr, "winport-gate-analyze: note: %s: %s\n", path, note);
}

static int run_scan(const wg_catalog *catalog, const scan_request *r, FILE *out)
{
    char *list = NULL;
    const char **paths = NULL, **problems = NULL;
    size_t count = 0, excluded = 0, walked = 0;
    wg_walk_entry *entries = NULL;
    char error[1200] = "";
    int rc = 0;
    if (r->list_path) {
        rc = read_scan_list(r->list_path, &list, &paths, &count);
    } else if (wg_walk_tree(r->root, r->skip, r->skip_count, r->exclude, r->exclude_count, &entries, &count,
                            walk_note, NULL, error, sizeof error) != 0) {
        fprintf(stderr, "winport-gate-analyze: %s\n", error);
        rc = -1;
    } else {
        walked = count;
        paths = malloc((count ? count : 1) * sizeof *paths);
        problems = malloc((count ? count : 1) * sizeof *problems);
        size_t kept = 0;
        for (size_t i = 0; paths && problems && i < count; ++i) {
            if (entries[i].excluded) {
                ++excluded;
                continue;
            }
            paths[kept] = entries[i].path, problems[kept++] = entries[i].problem;
        }
        if (!paths || !problems) {
            fprintf(stderr, "winport-gate-analyze: out of memory\n");
            rc = -1;
        }
        count = kept;
        fprintf(stderr, "winport-gate-analyze: scanning %zu files of %s (%zu skipped by --scan-exclude)\n", count, r->root,
                excluded);
    }
    if (rc != 0) {
        free(paths), free(problems), free(list);
        wg_walk_free(entries, walked);
        return -1;
    }
    scan_output o = {out, catalog, 0, NULL, 0, 0, 0};
    fputs("{\"schema\": \"winport-gate-blockers/1\", ", out);
    write_field(out, "log", r->root);
    fputs(", \"lines\": 0, \"truncated\": false,\n \"blockers\": [", out);
    rc = wg_scan_tree(r->root, paths, problems, count, r->defines, r->define_count, scan_finding, &o, error, sizeof error);
    if (rc == 0 && o.failed) {
        snprintf(error, sizeof error, "out of memory");
        rc = -1;
    }
    if (rc != 0)
        fprintf(stderr, "winport-gate-analyze: %s\n", error);
    fputs(o.count ? "\n ],\n \"set_aside\": [" : "],\n \"set_aside\": [", out);
    for (size_t i = 0; i < o.aside_count; ++i) {
        aside_finding *a = &o.aside[i];
        if (!o.failed) {
            fputs(i ? ",\n  {" : "\n  {", out);
            write_finding(out, catalog, a->id, a->path, a->line, a->message);
            fputs(", ", out);
            write_field(out, "scope", a->scope), fputs(", ", out);
            write_field(out, "reason", a->reason), fputc('}', out);
        }
        free(a->id), free(a->path), free(a->message), free(a->scope), free(a->reason);
    }
    fputs(o.aside_count && !o.failed ? "\n ]}\n" : "]}\n", out);
    free(o.aside);
    free(paths), free(problems), free(list);
    wg_walk_free(entries, walked);
    return rc ? rc : (int)(o.count > 0);
}

static int usage(void)
{
    fputs("usage: winport-gate-analyze --catalog <catalog.txt> (--log <file> [--encoding <name>] | --scan-root <dir> "
          "[--scan-list <files.txt>] [--scan-skip <folder>]... [--scan-exclude <path>]... [--define NAME=VALUE]... | --check) "
          "[--out <file.json>]\n"
          "       winport-gate-analyze --kept-lines <preprocessed file> --file <source>\n", stderr);
    return 2;
}

static void feed_classifier(void *context, const char *utf8, size_t length)
{
    wg_classifier_feed(context, utf8, length);
}

static void print_run(long first, long last, void *context)
{
    (void)context;
    printf("%ld %ld\n", first, last);
}

/* --kept-lines: exit 0, or 2 when the preprocessed file cannot be read. */
static int run_kept_lines(const char *preprocessed, const char *file)
{
    size_t length;
    char *text = read_file(preprocessed, &length);
    if (!text) {
        fprintf(stderr, "winport-gate-analyze: cannot read preprocessed file %s\n", preprocessed);
        return 2;
    }
    int rc = wg_kept_lines(text, length, file, print_run, NULL);
    free(text);
    if (rc != 0) {
        fprintf(stderr, "winport-gate-analyze: --file %s: path too long\n", file);
        return 2;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "--kept-lines") == 0 && strcmp(argv[3], "--file") == 0)
        return run_kept_lines(argv[2], argv[4]);
    const char *catalog_path = NULL, *log_path = NULL, *out_path = NULL;
    const char *encoding = NULL;
    int check_only = 0;
    scan_request scan;
    memset(&scan, 0, sizeof scan);
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--catalog") == 0 && i + 1 < argc)
            catalog_path = argv[++i];
        else if (strcmp(argv[i], "--log") == 0 && i + 1 < argc)
            log_path = argv[++i];
        else if (strcmp(argv[i], "--encoding") == 0 && i + 1 < argc)
            encoding = argv[++i];
        else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            out_path = argv[++i];
        else if (strcmp(argv[i], "--scan-root") == 0 && i + 1 < argc)
            scan.root = argv[++i];
        else if (strcmp(argv[i], "--scan-list") == 0 && i + 1 < argc)
            scan.list_path = argv[++i];
        else if (strcmp(argv[i], "--scan-skip") == 0 && i + 1 < argc && scan.skip_count < 64)
            scan.skip[scan.skip_count++] = argv[++i];
        else if (strcmp(argv[i], "--scan-exclude") == 0 && i + 1 < argc && scan.exclude_count < 256)
            scan.exclude[scan.exclude_count++] = argv[++i];
        else if (strcmp(argv[i], "--define") == 0 && i + 1 < argc && scan.define_count < 256) {
            if (!strchr(argv[i + 1], '=') || argv[i + 1][0] == '=') {
                fprintf(stderr, "winport-gate-analyze: --define %s: expected NAME=VALUE\n", argv[i + 1]);
                return 2;
            }
            scan.defines[scan.define_count++] = argv[++i];
        } else if (strcmp(argv[i], "--check") == 0)
            check_only = 1;
        else
            return usage();
    }
    if (!catalog_path || (!log_path && !check_only && !scan.root))
        return usage();
    size_t catalog_length;
    char *catalog_text = read_file(catalog_path, &catalog_length);
    if (!catalog_text) {
        fprintf(stderr, "winport-gate-analyze: cannot read catalog %s\n", catalog_path);
        return 2;
    }
    char error[256];
    wg_catalog *catalog = wg_catalog_parse(catalog_text, catalog_length, error, sizeof error);
    free(catalog_text);
    if (!catalog) {
        fprintf(stderr, "winport-gate-analyze: %s:%s\n", catalog_path, error + 4);
        return 2;
    }
    if (check_only) {
        printf("%zu classes\n", wg_catalog_class_count(catalog));
        wg_catalog_free(catalog);
        return 0;
    }
    if (scan.root) {
        FILE *out = out_path ? fopen(out_path, "wb") : stdout;
        if (!out) {
            fprintf(stderr, "winport-gate-analyze: cannot write %s\n", out_path);
            wg_catalog_free(catalog);
            return 2;
        }
        int found = run_scan(catalog, &scan, out);
        if (out_path && fclose(out) != 0)
            found = -1;
        wg_catalog_free(catalog);
        return found < 0 ? 2 : found;
    }
    char reason[256];
    wg_decoder *decoder = wg_decoder_new(encoding, reason, sizeof reason);
    if (!decoder) {
        fprintf(stderr, "winport-gate-analyze: --encoding: %s\n", reason);
        wg_catalog_free(catalog);
        return 2;
    }
    const char *why = "";
    FILE *log = wg_open_regular(log_path, &why);
    if (!log) {
        fprintf(stderr, "winport-gate-analyze: cannot read log %s: %s\n", log_path, why);
        wg_decoder_free(decoder);
        wg_catalog_free(catalog);
        return 2;
    }
    wg_classifier *classifier = wg_classifier_new(catalog);
    static char buffer[1 << 20];
    size_t n;
    int decoded = 0;
    while (decoded == 0 && (n = fread(buffer, 1, sizeof buffer, log)) > 0)
        decoded = wg_decoder_feed(decoder, buffer, n, feed_classifier, classifier, reason, sizeof reason);
    int read_error = ferror(log);
    fclose(log);
    if (decoded == 0 && !read_error)
        decoded = wg_decoder_finish(decoder, feed_classifier, classifier, reason, sizeof reason);
    wg_classifier_finish(classifier);
    if (read_error || decoded != 0) {
        if (read_error)
            fprintf(stderr, "winport-gate-analyze: reading %s failed\n", log_path);
        else
            fprintf(stderr, "winport-gate-analyze: cannot decode %s: %s\n", log_path, reason);
        wg_classifier_free(classifier);
        wg_decoder_free(decoder);
        wg_catalog_free(catalog);
        return 2;
    }
    wg_classifier_set_encoding(classifier, wg_decoder_encoding(decoder));
    int rc;
    if (out_path) {
        size_t length = strlen(out_path);
        char *temporary = malloc(length + 5);
        memcpy(temporary, out_path, length);
        memcpy(temporary + length, ".tmp", 5);
        FILE *out = fopen(temporary, "wb");
        rc = out ? wg_classifier_write_json(classifier, out, log_path) : -1;
        if (out && fclose(out) != 0)
            rc = -1;
        remove(out_path); /* Windows' rename() does not replace an existing file */
        if (rc == 0 && rename(temporary, out_path) != 0)
            rc = -1;
        if (rc != 0) {
            remove(temporary);
            fprintf(stderr, "winport-gate-analyze: cannot write %s\n", out_path);
        }
        free(temporary);
    } else {
        rc = wg_classifier_write_json(classifier, stdout, log_path);
    }
    size_t blockers = wg_blocker_count(classifier);
    wg_classifier_free(classifier);
    wg_decoder_free(decoder);
    wg_catalog_free(catalog);
    if (rc != 0)
        return 2;
    return blockers ? 1 : 0;
}
