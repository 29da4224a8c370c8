/* SPDX-License-Identifier: BSD-3-Clause */
#include "winport/jit.h"

#include <stdio.h>
#include <string.h>

#define MAX_PARTS 3

/* The first dotted number in text ("13.3.0", "19.44.35207.1"): up to MAX_PARTS numbers into
 * parts, its start and length for messages. Returns how many numbers were read (0: none). */
static int read_version(const char *text, unsigned long parts[MAX_PARTS], const char **start,
                        size_t *length) {
  const char *p = text;
  int count = 0;
  while (*p && !(*p >= '0' && *p <= '9')) ++p;
  *start = p;
  while (*p >= '0' && *p <= '9') {
    unsigned long value = 0;
    while (*p >= '0' && *p <= '9') value = value * 10 + (unsigned long)(*p++ - '0');
    if (count < MAX_PARTS) parts[count] = value;
    ++count;
    if (p[0] != '.' || !(p[1] >= '0' && p[1] <= '9')) break;
    ++p;
  }
  *length = (size_t)(p - *start);
  return count < MAX_PARTS ? count : MAX_PARTS;
}

int winport_jit_compiler_matches(const char *built_with, const char *run_id,
                                 const char *run_version, char *message, size_t message_size) {
  unsigned long built[MAX_PARTS], run[MAX_PARTS];
  const char *built_text, *run_text;
  size_t built_length, run_length, id_length;
  int built_count, run_count, compare, i, result = 1;
  if (built_with == NULL) built_with = "";
  if (run_id == NULL) run_id = "";
  if (run_version == NULL) run_version = "";
  id_length = strcspn(built_with, " ");
  built_count = read_version(built_with + id_length, built, &built_text, &built_length);
  run_count = read_version(run_version, run, &run_text, &run_length);
  if (built_count < 2 || run_count < 2) {
    result = -1;
  } else if (strlen(run_id) != id_length || strncmp(run_id, built_with, id_length) != 0) {
    result = 0;
  } else {
    compare = built_count < run_count ? built_count : run_count;
    for (i = 0; i < compare; ++i)
      if (built[i] != run[i]) result = 0;
  }
  if (message != NULL && message_size > 0) {
    snprintf(message, message_size,
             "%s: the JIT preamble was made by %s, the run-time compiler is %s %.*s",
             result == 1 ? "same compiler" : result == 0 ? "different compilers"
                                                         : "compiler version unreadable",
             built_with[0] ? built_with : "(unrecorded)", run_id,
             run_length > 0 ? (int)run_length : 9, run_length > 0 ? run_text : "(unknown)");
  }
  return result;
}
