/* SPDX-License-Identifier: BSD-3-Clause */
/* classifier.h: turns build logs into blockers, driven by the gate's catalog (../catalog.txt).
 *
 * The log is read as a stream of lines (LF or CRLF, any bytes). Each line is searched for every
 * catalog key at once (4-byte anchors in a hash table, so the cost per byte does not grow with
 * the catalog). The best key of a line wins: a code with a required text beats a bare code, a
 * code beats a text, anything beats a generic error pattern; wrapper lines (MSBuild, NMAKE,
 * Ninja, cargo, setuptools) count only when no specific diagnostic is near them. Identical
 * blockers (same class and message) are merged with a count. */
#ifndef WINPORT_GATE_CLASSIFIER_H
#define WINPORT_GATE_CLASSIFIER_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct wg_catalog wg_catalog;
typedef struct wg_classifier wg_classifier;

/* Parses catalog text (the format is described at the top of catalog.txt). On error returns
 * NULL and writes "line N: reason" into `error`. */
wg_catalog *wg_catalog_parse(const char *text, size_t length, char *error, size_t error_size);
void wg_catalog_free(wg_catalog *catalog);
size_t wg_catalog_class_count(const wg_catalog *catalog);
const char *wg_catalog_class_id(const wg_catalog *catalog, size_t index);
/* How many log keys class `index` has (0 for the classes the gate raises itself). */
size_t wg_catalog_class_key_count(const wg_catalog *catalog, size_t index);

/* The fields of class `id`; -1 when the catalog has no such class. */
int wg_catalog_class_info(const wg_catalog *catalog, const char *id, const char **tool, const char **layer,
                          const char **mitigation, const char **remedy);
/* "warning" for a class the catalog gives 'severity <ID> | warning' (reported, never a blocker
 * of the verdict), else "blocker". */
const char *wg_catalog_class_severity(const wg_catalog *catalog, const char *id);
/* Writes bytes as a JSON string: valid UTF-8 passes, any other byte becomes U+FFFD. */
void wg_json_string(FILE *out, const char *bytes, size_t length);

wg_classifier *wg_classifier_new(const wg_catalog *catalog);
void wg_classifier_free(wg_classifier *classifier);
/* Feeds bytes of the log; lines may be split anywhere between calls. */
void wg_classifier_feed(wg_classifier *classifier, const char *bytes, size_t length);
/* Ends the log (a last line without a newline marks the log as truncated). */
void wg_classifier_finish(wg_classifier *classifier);

/* Results, valid after wg_classifier_finish(). */
size_t wg_blocker_count(const wg_classifier *classifier);
typedef struct wg_blocker_view {
    const char *class_id;   /* catalog id, or "UNCLASSIFIED" */
    const char *kind;       /* specific, wrapper, generic */
    const char *tool, *code, *layer, *mitigation, *remedy;
    const char *message;    /* the diagnostic text after the code, or the line */
    const char *file;       /* "" when the line names none */
    long line;              /* 0 when the line names none */
    long log_line;          /* first occurrence in the log (1-based) */
    long count;             /* merged occurrences */
    int predicted;          /* from an emulated MSVC strictness flag */
} wg_blocker_view;
void wg_blocker_get(const wg_classifier *classifier, size_t index, wg_blocker_view *view);
long wg_classifier_lines(const wg_classifier *classifier);
/* The log's encoding before it was decoded to UTF-8 (decode.h), for the report; "utf-8" unless set. */
void wg_classifier_set_encoding(wg_classifier *classifier, const char *encoding);
int wg_classifier_truncated(const wg_classifier *classifier);

/* Writes the result as JSON (schema "winport-gate-blockers/1", see docs/gate.md). */
int wg_classifier_write_json(const wg_classifier *classifier, FILE *out, const char *log_name);

#ifdef __cplusplus
}
#endif
#endif
