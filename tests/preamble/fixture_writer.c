/* SPDX-License-Identifier: BSD-3-Clause */
/* fixture_writer <folder>: writes every round-trip fixture to <folder>/<name>.bin. */
#include "fixtures.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  int fixture;
  if (argc != 2) {
    fprintf(stderr, "usage: fixture_writer <folder>\n");
    return 2;
  }
  for (fixture = 0; fixture < PREAMBLE_FIXTURE_COUNT; ++fixture) {
    char path[4096];
    size_t i, size = preamble_fixture_size(fixture);
    FILE *file;
    snprintf(path, sizeof path, "%s/%s.bin", argv[1], preamble_fixture_name(fixture));
    file = fopen(path, "wb");
    if (file == NULL) {
      fprintf(stderr, "fixture_writer: cannot create %s\n", path);
      return 1;
    }
    for (i = 0; i < size; ++i) fputc(preamble_fixture_byte(fixture, i), file);
    if (fclose(file) != 0) {
      fprintf(stderr, "fixture_writer: cannot write %s\n", path);
      return 1;
    }
  }
  return 0;
}
