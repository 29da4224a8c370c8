/* SPDX-License-Identifier: BSD-3-Clause */
/* winport-gate-analyze: classifies one build log against the gate's catalog.
 *
 *   winport-gate-analyze --catalog <catalog.txt> --log <file> [--encoding <name>] [--out <file.json>]
 *   winport-gate-analyze --catalog <catalog.txt> --check      (parse the catalog only)
 *   winport-gate-analyze --catalog <catalog.txt> --scan-root <dir> [--scan-list <files.txt>]
 *                         [--scan-skip <folder>]... [--scan-exclude <path>]...
 *                         [--define NAME=VALUE]... [--provide-target NAME]... [--provide-command NAME]... [--cmake-source <folder>]
 *                         [--phase <name>] [--log-rel <path>]
 *                         [--fragments <prefix>] [--out <file.json>]
 *       the static scan: reads the tree's C/C++/CUDA and CMake files (walk.h: every folder but
 *       .git and the --scan-skip folders; --scan-exclude paths counted, not scanned), or those
 *       --scan-list names (relative to --scan-root, one per line), as one tree, as a Windows
 *       configure with the --define values (the scenario's -D) would see it (the configure runs
 *       --cmake-source's CMakeLists.txt, a folder of the tree; else the root's; else, with none at
 *       the root, the shallowest that calls project()), and writes the
 *       predicted blockers in the same schema ("blockers": counted, each "proof": "predicted";
 *       "set_aside": off the Windows path, a dependency note, or under a condition the model
 *       cannot decide; "warnings": of a warning class, or a finding only a user's unit sees; each
 *       set aside with "scope" and "reason"; every finding has "severity", blocker or warning,
 *       from the catalog, "warning" in "warnings"). "assumed_options":
 *       the option() values the CMake evaluation took. An entry it cannot read is a counted
 *       SCAN_UNREADABLE finding; a FIFO or device is left out with a note on stderr. --phase and
 *       --log-rel are written into each blocker; with --fragments, <prefix>.blockers.md,
 *       .aside.md, .warnings.md (items only), .junit.xml and .ids.txt hold the report's parts
 *       for these findings, so the gate assembles its reports without a loop per finding.
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
    const char *phase, *log; /* written into each blocker, so the gate appends them as they are */
    size_t count;
    aside_finding *aside; /* the findings that do not count, written after the counted ones */
    size_t aside_count, aside_capacity;
    char **options;       /* what the CMake evaluation assumed for each option() */
    size_t option_count, option_capacity;
    FILE *md, *junit, *ids; /* --fragments: the report's parts, so the gate never loops per finding */
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

/* severity: the finding's own ("warning": a blocker class's finding that only a user's unit
 * sees), or NULL for its class's. */
static void write_finding(FILE *out, const wg_catalog *catalog, const char *id, const char *path, long line,
                          const char *message, const char *severity)
{
    const char *tool = "scan", *layer = "upstream-source", *mitigation = "-", *remedy = "-";
    wg_catalog_class_info(catalog, id, &tool, &layer, &mitigation, &remedy);
    write_field(out, "id", id), fputs(", \"kind\": \"scan\", ", out);
    write_field(out, "severity", severity ? severity : wg_catalog_class_severity(catalog, id)), fputs(", ", out);
    write_field(out, "tool", tool), fputs(", \"code\": \"\", ", out);
    write_field(out, "layer", layer), fputs(", ", out);
    write_field(out, "winport", mitigation), fputs(", ", out);
    write_field(out, "remedy", remedy), fputs(", ", out);
    write_field(out, "message", message), fputs(", ", out);
    write_field(out, "file", path);
    fprintf(out, ", \"line\": %ld, \"log_line\": 0, \"count\": 1, \"predicted\": true, \"excerpt\": []", line);
}

/* Markdown and XML text: the report's escaping, done once here instead of per finding in CMake. */
static void write_escaped(FILE *out, const char *text, int xml)
{
    for (const char *p = text; *p; ++p) {
        if (xml && *p == '&')
            fputs("&amp;", out);
        else if (xml && *p == '<')
            fputs("&lt;", out);
        else if (xml && *p == '>')
            fputs("&gt;", out);
        else if (xml && *p == '"')
            fputs("&quot;", out);
        else if (*p == '\n' || *p == '\r')
            fputc(' ', out);
        else
            fputc(*p, out);
    }
}

static void write_fragments(scan_output *o, const char *id, const char *path, long line, const char *message)
{
    const char *tool = "scan", *layer = "upstream-source", *mitigation = "-", *remedy = "-";
    wg_catalog_class_info(o->catalog, id, &tool, &layer, &mitigation, &remedy);
    if (o->md) {
        fprintf(o->md, "- **%s** (predicted) at `%s:%ld`: ", id, path, line);
        write_escaped(o->md, message, 0);
        fprintf(o->md, "\n  - layer: %s; remedy: ", layer);
        write_escaped(o->md, remedy, 0);
        if (strcmp(mitigation, "-") != 0 && *mitigation) {
            fputs("; winport mitigates it: ", o->md);
            write_escaped(o->md, mitigation, 0);
        }
        fprintf(o->md, "; log: `%s`\n", o->log);
    }
    if (o->junit) {
        fprintf(o->junit, "    <testcase classname=\"@JUNIT_CLASS@.blocker.%s\" name=\"%s %s:%ld\" time=\"0\"><failure message=\"", o->phase, id, path, line);
        write_escaped(o->junit, message, 1);
        fprintf(o->junit, "\" type=\"%s\"> x1: ", id);
        write_escaped(o->junit, remedy, 1);
        fputs("</failure></testcase>\n", o->junit);
    }
    if (o->ids)
        fprintf(o->ids, "%s\n", id);
}

/* Counted blockers go to the "blockers" array as they come; the rest (off the Windows path,
 * dependency notes, unknown conditions, and counted findings of a warning class) are kept in
 * memory until the blockers are written. */
static void scan_finding(void *context, const char *id, const char *path, long line, const char *message,
                         const char *scope, const char *reason)
{
    scan_output *o = context;
    if (strcmp(scope, "counted") == 0 && strcmp(wg_catalog_class_severity(o->catalog, id), "warning") == 0) {
        scope = "warning";
        reason = "a warning class (supply chain, hygiene, or a run-time hazard past 2 GiB): reported, not a blocker";
    }
    if (strcmp(scope, "counted") == 0) {
        fputs(o->count++ ? ",\n  {" : "\n  {", o->out);
        write_finding(o->out, o->catalog, id, path, line, message, NULL);
        fputs(", ", o->out);
        write_field(o->out, "phase", o->phase), fputs(", ", o->out);
        write_field(o->out, "log", o->log);
        fputs(", \"classified\": true, \"proof\": \"predicted\"}", o->out);
        write_fragments(o, id, path, line, message);
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

static void scan_option(void *context, const char *option)
{
    scan_output *o = context;
    char **bigger = wg_grow(o->options, &o->option_capacity, o->option_count + 1, sizeof *bigger);
    if (!bigger || !(o->options = bigger, o->options[o->option_count] = copy_text(option)))
        o->failed = 1;
    else
        ++o->option_count;
}

/* The sections of report.md for the findings set aside, one scope after the other. The
 * warnings are items only (.warnings.md): the report heads them with the gate's own warnings. */
static void write_aside_markdown(scan_output *o, FILE *warnings)
{
    static const char *const scopes[][2] = {
        {"unknown_condition", "Under conditions the scan cannot decide (reported apart, not counted)"},
        {"not_on_windows", "Not on Windows (predictions set aside, not counted)"},
        {"dependency_note", "Dependency notes (not counted)"}};
    for (size_t i = 0; i < o->aside_count; ++i) {
        aside_finding *a = &o->aside[i];
        if (strcmp(a->scope, "warning") != 0)
            continue;
        fprintf(warnings, "- **%s** at `%s:%ld`: ", a->id, a->path, a->line);
        write_escaped(warnings, a->message, 0);
        fputc('\n', warnings);
    }
    for (size_t k = 0; k < sizeof scopes / sizeof scopes[0]; ++k) {
        int any = 0;
        for (size_t i = 0; i < o->aside_count; ++i) {
            aside_finding *a = &o->aside[i];
            if (strcmp(a->scope, scopes[k][0]) != 0)
                continue;
            if (!any++)
                fprintf(o->md, "\n## %s\n\n", scopes[k][1]);
            fprintf(o->md, "- `%s` at `%s:%ld`: ", a->id, a->path, a->line);
            write_escaped(o->md, a->reason, 0);
            fputc('\n', o->md);
        }
    }
    if (o->option_count) {
        fputs("\n## Options the scan assumed (option() defaults unless the scenario sets them)\n\n", o->md);
        for (size_t i = 0; i < o->option_count; ++i)
            fprintf(o->md, "- `%s`\n", o->options[i]);
    }
}

static FILE *open_fragment(const char *prefix, const char *suffix)
{
    char path[4096];
    snprintf(path, sizeof path, "%s%s", prefix, suffix);
    return fopen(path, "wb");
}

typedef struct scan_request {
    const char *root, *list_path;      /* the tree; the file list, or NULL to walk the tree */
    const char *skip[64], *exclude[256]; /* walked trees: folders left out; files counted, not scanned */
    size_t skip_count, exclude_count;
    const char *defines[256];
    size_t define_count;
    const char *phase, *log, *fragments; /* written into each blocker; the --fragments prefix or NULL */
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

/* What one scan reads: the --scan-list's paths, or the walked tree's (each with its problem). */
typedef struct scan_inputs {
    char *list;
    const char **paths, **problems;
    size_t count, walked;
    wg_walk_entry *entries;
} scan_inputs;

static void free_inputs(scan_inputs *in)
{
    free(in->paths), free(in->problems), free(in->list);
    wg_walk_free(in->entries, in->walked);
}

static int gather_inputs(const scan_request *r, scan_inputs *in)
{
    char error[1200] = "";
    memset(in, 0, sizeof *in);
    if (r->list_path)
        return read_scan_list(r->list_path, &in->list, &in->paths, &in->count);
    size_t count = 0, excluded = 0, kept = 0;
    if (wg_walk_tree(r->root, r->skip, r->skip_count, r->exclude, r->exclude_count, &in->entries, &count, walk_note,
                     NULL, error, sizeof error) != 0) {
        fprintf(stderr, "winport-gate-analyze: %s\n", error);
        return -1;
    }
    in->walked = count;
    in->paths = malloc((count ? count : 1) * sizeof *in->paths);
    in->problems = malloc((count ? count : 1) * sizeof *in->problems);
    if (!in->paths || !in->problems) {
        fprintf(stderr, "winport-gate-analyze: out of memory\n");
        return -1;
    }
    for (size_t i = 0; i < count; ++i) {
        if (in->entries[i].excluded) {
            ++excluded;
            continue;
        }
        in->paths[kept] = in->entries[i].path, in->problems[kept++] = in->entries[i].problem;
    }
    in->count = kept;
    fprintf(stderr, "winport-gate-analyze: scanning %zu files of %s (%zu skipped by --scan-exclude)\n", kept, r->root,
            excluded);
    return 0;
}

/* One array of the findings set aside: the warnings (scope "warning") or all the others. */
static void write_aside_array(const scan_output *o, FILE *out, const char *key, int warnings)
{
    fprintf(out, "],\n \"%s\": [", key);
    int any = 0;
    for (size_t i = 0; i < o->aside_count && !o->failed; ++i) {
        const aside_finding *a = &o->aside[i];
        if ((strcmp(a->scope, "warning") == 0) != warnings)
            continue;
        fputs(any++ ? ",\n  {" : "\n  {", out);
        write_finding(out, o->catalog, a->id, a->path, a->line, a->message, warnings ? "warning" : NULL);
        fputs(", ", out);
        write_field(out, "phase", o->phase), fputs(", ", out);
        write_field(out, "scope", a->scope), fputs(", ", out);
        write_field(out, "reason", a->reason), fputc('}', out);
    }
    if (any)
        fputs("\n ", out);
}

/* After the blockers: the findings set aside, the warnings, then the options the CMake
 * evaluation assumed. */
static void write_aside_json(const scan_output *o, FILE *out)
{
    if (o->count)
        fputs("\n ", out);
    write_aside_array(o, out, "set_aside", 0);
    write_aside_array(o, out, "warnings", 1);
    fputs("],\n \"assumed_options\": [", out);
    for (size_t i = 0; i < o->option_count && !o->failed; ++i) {
        fputs(i ? ", " : "", out);
        wg_json_string(out, o->options[i], strlen(o->options[i]));
    }
    fputs("]}\n", out);
}

/* Writes .aside.md and closes every fragment; -1 when one cannot be written. */
static int close_fragments(scan_output *o, const char *fragments)
{
    int rc = 0;
    if (o->md) {
        FILE *md = o->md;
        o->md = open_fragment(fragments, ".aside.md");
        FILE *warnings = open_fragment(fragments, ".warnings.md");
        if (o->md && warnings)
            write_aside_markdown(o, warnings);
        else
            rc = -1;
        if (fclose(md) != 0 || (o->md && fclose(o->md) != 0) || (warnings && fclose(warnings) != 0))
            rc = -1;
    }
    if ((o->junit && fclose(o->junit) != 0) || (o->ids && fclose(o->ids) != 0))
        rc = -1;
    return rc;
}

static void free_output(scan_output *o)
{
    for (size_t i = 0; i < o->aside_count; ++i) {
        aside_finding *a = &o->aside[i];
        free(a->id), free(a->path), free(a->message), free(a->scope), free(a->reason);
    }
    for (size_t i = 0; i < o->option_count; ++i)
        free(o->options[i]);
    free(o->options);
    free(o->aside);
}

static int run_scan(const wg_catalog *catalog, const scan_request *r, FILE *out)
{
    scan_inputs in;
    if (gather_inputs(r, &in) != 0) {
        free_inputs(&in);
        return -1;
    }
    scan_output o;
    memset(&o, 0, sizeof o);
    o.out = out, o.catalog = catalog, o.phase = r->phase, o.log = r->log;
    if (r->fragments) {
        o.md = open_fragment(r->fragments, ".blockers.md");
        o.junit = open_fragment(r->fragments, ".junit.xml");
        o.ids = open_fragment(r->fragments, ".ids.txt");
        if (!o.md || !o.junit || !o.ids) {
            fprintf(stderr, "winport-gate-analyze: cannot write %s.*\n", r->fragments);
            o.failed = 1;
        }
    }
    fputs("{\"schema\": \"winport-gate-blockers/1\", ", out);
    write_field(out, "log", r->root);
    fputs(", \"lines\": 0, \"truncated\": false,\n \"blockers\": [", out);
    char error[1200] = "";
    int rc = o.failed ? -1
                      : wg_scan_tree(r->root, in.paths, in.problems, in.count, r->defines, r->define_count, scan_finding,
                                     scan_option, &o, error, sizeof error);
    if (rc == 0 && o.failed) {
        snprintf(error, sizeof error, "out of memory");
        rc = -1;
    }
    if (rc != 0 && *error)
        fprintf(stderr, "winport-gate-analyze: %s\n", error);
    write_aside_json(&o, out);
    if (close_fragments(&o, r->fragments) != 0)
        rc = -1;
    free_output(&o);
    free_inputs(&in);
    return rc ? rc : (int)(o.count > 0);
}

/* Writes the report to out_path without ever leaving a half-written one: a regular file (or a
 * new one) is written beside it and renamed over it; anything else (a device such as /dev/null or
 * NUL, a pipe) is written in place, because removing or replacing it would destroy it (root may
 * unlink /dev/null). The old report stays when writing fails. */
static int write_report_file(wg_classifier *classifier, const char *out_path, const char *log_path)
{
    if (wg_is_special_file(out_path)) {
        FILE *out = fopen(out_path, "wb");
        int rc = out ? wg_classifier_write_json(classifier, out, log_path) : -1;
        if (out && fclose(out) != 0)
            rc = -1;
        if (rc != 0)
            fprintf(stderr, "winport-gate-analyze: cannot write %s\n", out_path);
        return rc;
    }
    size_t length = strlen(out_path);
    char *temporary = malloc(length + 5);
    if (!temporary)
        return -1;
    memcpy(temporary, out_path, length);
    memcpy(temporary + length, ".tmp", 5);
    FILE *out = fopen(temporary, "wb");
    int rc = out ? wg_classifier_write_json(classifier, out, log_path) : -1;
    if (out && fclose(out) != 0)
        rc = -1;
#ifdef _WIN32
    if (rc == 0)
        remove(out_path); /* Windows' rename() does not replace an existing file */
#endif
    if (rc == 0 && rename(temporary, out_path) != 0)
        rc = -1;
    if (rc != 0) {
        remove(temporary);
        fprintf(stderr, "winport-gate-analyze: cannot write %s\n", out_path);
    }
    free(temporary);
    return rc;
}

static int usage(void)
{
    fputs("usage: winport-gate-analyze --catalog <catalog.txt> (--log <file> [--encoding <name>] | --scan-root <dir> "
          "[--scan-list <files.txt>] [--scan-skip <folder>]... [--scan-exclude <path>]... [--define NAME=VALUE]... [--provide-target NAME]... [--provide-command NAME]... "
          "[--cmake-source <folder>] [--phase <name>] [--log-rel <path>] [--fragments <prefix>] | --check) [--out <file.json>]\n"
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

/* The command line's options. */
typedef struct options {
    const char *catalog_path, *log_path, *out_path, *encoding;
    int check_only;
    scan_request scan;
} options;

/* --provide-target/--provide-command NAME: a target or command the configure has before the
 * tree's CMake runs, passed to the evaluation among the defines as "TARGET name" / "COMMAND name"
 * (no '=': no -D). 0, or 2 for a bad name. */
static int add_provided(scan_request *scan, const char *option, const char *name)
{
    static char provided[64][264];
    static size_t provided_count;
    if (provided_count == 64 || !name[0] || strchr(name, ' ') || strlen(name) > 255) {
        fprintf(stderr, "winport-gate-analyze: %s '%s': expected a name (64 at most)\n", option, name);
        return 2;
    }
    char *entry = provided[provided_count++];
    snprintf(entry, sizeof provided[0], "%s %s", option[10] == 't' ? "TARGET" : "COMMAND", name);
    scan->defines[scan->define_count++] = entry;
    return 0;
}

/* Reads the options: 0, 2 for a bad value (said on stderr), -1 for a usage error. */
static int parse_options(int argc, char **argv, options *o)
{
    scan_request *scan = &o->scan;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--catalog") == 0 && value)
            o->catalog_path = argv[++i];
        else if (strcmp(a, "--log") == 0 && value)
            o->log_path = argv[++i];
        else if (strcmp(a, "--encoding") == 0 && value)
            o->encoding = argv[++i];
        else if (strcmp(a, "--out") == 0 && value)
            o->out_path = argv[++i];
        else if (strcmp(a, "--scan-root") == 0 && value)
            scan->root = argv[++i];
        else if (strcmp(a, "--scan-list") == 0 && value)
            scan->list_path = argv[++i];
        else if (strcmp(a, "--scan-skip") == 0 && value && scan->skip_count < 64)
            scan->skip[scan->skip_count++] = argv[++i];
        else if (strcmp(a, "--scan-exclude") == 0 && value && scan->exclude_count < 256)
            scan->exclude[scan->exclude_count++] = argv[++i];
        else if (strcmp(a, "--phase") == 0 && value)
            scan->phase = argv[++i];
        else if (strcmp(a, "--log-rel") == 0 && value)
            scan->log = argv[++i];
        else if (strcmp(a, "--fragments") == 0 && value)
            scan->fragments = argv[++i];
        else if (strcmp(a, "--define") == 0 && value && scan->define_count < 256) {
            if (!strchr(value, '=') || value[0] == '=') {
                fprintf(stderr, "winport-gate-analyze: --define %s: expected NAME=VALUE\n", value);
                return 2;
            }
            scan->defines[scan->define_count++] = argv[++i];
        } else if ((strcmp(a, "--provide-target") == 0 || strcmp(a, "--provide-command") == 0) && value &&
                   scan->define_count < 256) {
            if (add_provided(scan, a, value) != 0)
                return 2;
            ++i;
        } else if (strcmp(a, "--cmake-source") == 0 && value && scan->define_count < 256) {
            /* The folder whose CMakeLists.txt the configure runs: to the evaluation among the
             * defines as "SOURCE folder" (checked once the root is known: check_cmake_source). */
            static char source[1100];
            snprintf(source, sizeof source, "SOURCE %s", argv[++i]);
            scan->defines[scan->define_count++] = source;
        } else if (strcmp(a, "--check") == 0)
            o->check_only = 1;
        else
            return -1;
    }
    return o->catalog_path && (o->log_path || o->check_only || scan->root) ? 0 : -1;
}

/* The catalog, or NULL (said on stderr). */
static wg_catalog *load_catalog(const char *catalog_path)
{
    size_t catalog_length;
    char *catalog_text = read_file(catalog_path, &catalog_length);
    if (!catalog_text) {
        fprintf(stderr, "winport-gate-analyze: cannot read catalog %s\n", catalog_path);
        return NULL;
    }
    char error[256];
    wg_catalog *catalog = wg_catalog_parse(catalog_text, catalog_length, error, sizeof error);
    free(catalog_text);
    if (!catalog)
        fprintf(stderr, "winport-gate-analyze: %s:%s\n", catalog_path, error + 4);
    return catalog;
}

/* --cmake-source: a folder of the scanned root that holds a CMakeLists.txt. 0, or 2 (said). */
static int check_cmake_source(const scan_request *scan)
{
    for (size_t i = 0; scan->root && i < scan->define_count; ++i) {
        const char *folder = scan->defines[i] + 7;
        char lists[2300];
        FILE *probe = NULL;
        if (strncmp(scan->defines[i], "SOURCE ", 7) != 0)
            continue;
        snprintf(lists, sizeof lists, "%s/%s/CMakeLists.txt", scan->root, folder);
        if (folder[0] == '/' || folder[0] == '\\' || strstr(folder, "..") || (folder[0] && folder[1] == ':') ||
            !(probe = fopen(lists, "rb"))) {
            fprintf(stderr, "winport-gate-analyze: --cmake-source %s: expected a folder of %s that holds a CMakeLists.txt\n",
                    folder, scan->root);
            return 2;
        }
        fclose(probe);
    }
    return 0;
}

/* Scan mode: the report to out_path (stdout without one). Exit status: 0, 1 with findings, 2. */
static int scan_to(wg_catalog *catalog, scan_request *scan, const char *out_path)
{
    FILE *out = out_path ? fopen(out_path, "wb") : stdout;
    if (!out) {
        fprintf(stderr, "winport-gate-analyze: cannot write %s\n", out_path);
        return 2;
    }
    int found = run_scan(catalog, scan, out);
    if (out_path && fclose(out) != 0)
        found = -1;
    return found < 0 ? 2 : found;
}

/* Log mode: the log decoded and classified, the report to out_path (stdout without one). Exit
 * status: 0, 1 with blockers, 2. */
static int classify_log(wg_catalog *catalog, const char *log_path, const char *encoding, const char *out_path)
{
    char reason[256];
    wg_decoder *decoder = wg_decoder_new(encoding, reason, sizeof reason);
    if (!decoder) {
        fprintf(stderr, "winport-gate-analyze: --encoding: %s\n", reason);
        return 2;
    }
    const char *why = "";
    FILE *log = wg_open_regular(log_path, &why);
    if (!log) {
        fprintf(stderr, "winport-gate-analyze: cannot read log %s: %s\n", log_path, why);
        wg_decoder_free(decoder);
        return 2;
    }
    wg_classifier *classifier = wg_classifier_new(catalog);
    const size_t block = 1 << 20;
    size_t n;
    int decoded = 0;
    /* read straight into the decoder's buffer (wg_decoder_feed would copy each block there) */
    while (decoded == 0 && (n = fread(wg_decoder_room(decoder, block), 1, block, log)) > 0)
        decoded = wg_decoder_feed_room(decoder, n, feed_classifier, classifier, reason, sizeof reason);
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
        return 2;
    }
    wg_classifier_set_encoding(classifier, wg_decoder_encoding(decoder));
    int rc = out_path ? write_report_file(classifier, out_path, log_path) : wg_classifier_write_json(classifier, stdout, log_path);
    size_t blockers = wg_blocker_count(classifier);
    wg_classifier_free(classifier);
    wg_decoder_free(decoder);
    if (rc != 0)
        return 2;
    return blockers ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "--kept-lines") == 0 && strcmp(argv[3], "--file") == 0)
        return run_kept_lines(argv[2], argv[4]);
    options o;
    memset(&o, 0, sizeof o);
    o.scan.phase = "scan", o.scan.log = "";
    int parsed = parse_options(argc, argv, &o);
    if (parsed != 0)
        return parsed < 0 ? usage() : parsed;
    wg_catalog *catalog = load_catalog(o.catalog_path);
    if (!catalog)
        return 2;
    int rc;
    if (o.check_only) {
        printf("%zu classes\n", wg_catalog_class_count(catalog));
        rc = 0;
    } else if (check_cmake_source(&o.scan) != 0)
        rc = 2;
    else if (o.scan.root)
        rc = scan_to(catalog, &o.scan, o.out_path);
    else
        rc = classify_log(catalog, o.log_path, o.encoding, o.out_path);
    wg_catalog_free(catalog);
    return rc;
}
