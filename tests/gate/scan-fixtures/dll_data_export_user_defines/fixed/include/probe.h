#pragma once
#include <stdio.h>

/* the library's trace switches, read by its own sources */
extern unsigned char probe_verbosity;
extern FILE *probe_output;

int probe_run(int value);

static inline int probe_twice(int value) { return value * 2; }
