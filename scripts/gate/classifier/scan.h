/* scan.h: the gate's static scan (no compiler): predicts MSVC blockers from source text. */
#ifndef WINPORT_GATE_SCAN_H
#define WINPORT_GATE_SCAN_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { WG_SCAN_NONE, WG_SCAN_SOURCE, WG_SCAN_CMAKE };

/* Called once per finding: id is a scan class of the catalog (SCAN_*). */
typedef void (*wg_scan_sink)(void *context, const char *id, const char *path, long line, const char *message);

/* Which rules apply to a file, from its name. */
int wg_scan_kind(const char *path);
/* Scans one file's text; `path` is what findings report. Returns 0, or -1 when out of memory. */
int wg_scan_text(const char *path, const char *text, size_t length, wg_scan_sink sink, void *context);

#ifdef __cplusplus
}
#endif
#endif
