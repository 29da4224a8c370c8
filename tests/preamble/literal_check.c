/* SPDX-License-Identifier: BSD-3-Clause */
/* literal_check <source>...: parses C++ sources and fails when a string literal breaks MSVC's
 * limits: a single piece of more than 16,380 characters (error C2026), or a literal concatenated
 * from adjacent pieces of more than 65,535 bytes with its terminator (error C1091). Also fails
 * on a source holding no string literal at all, so it can never pass by reading nothing.
 * Prints, per file, the number of pieces and literals and the largest of each. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PIECE_LIMIT 16380ul
#define LITERAL_LIMIT 65535ul

static int is_identifier_char(int c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

/* Reads the quoted piece starting at text[*at] (the opening quote); returns its decoded byte
 * count and sets *chars to its characters between the quotes. Returns -1 when unterminated. */
static long read_piece(const char *text, size_t size, size_t *at, unsigned long *chars) {
  size_t i = *at + 1;
  long bytes = 0;
  while (i < size && text[i] != '"') {
    if (text[i] == '\n') return -1;
    if (text[i] == '\\' && i + 1 < size) {
      char c = text[i + 1];
      i += 2;
      if (c >= '0' && c <= '7') { /* up to three octal digits */
        int digits = 1;
        while (digits < 3 && i < size && text[i] >= '0' && text[i] <= '7') ++i, ++digits;
      } else if (c == 'x') { /* a hex escape takes every hex digit that follows */
        while (i < size && strchr("0123456789abcdefABCDEF", text[i]) != NULL) ++i;
      }
    } else {
      ++i;
    }
    ++bytes;
  }
  if (i >= size) return -1;
  *chars = (unsigned long)(i - *at - 1);
  *at = i + 1;
  return bytes;
}

static int check_file(const char *path) {
  FILE *file = fopen(path, "rb");
  char *text;
  long length;
  size_t size, at = 0;
  unsigned long pieces = 0, literals = 0, largest_piece = 0, largest_literal = 0;
  int failures = 0;
  if (file == NULL || fseek(file, 0, SEEK_END) != 0 || (length = ftell(file)) < 0) {
    fprintf(stderr, "literal_check: cannot read %s\n", path);
    return 1;
  }
  rewind(file);
  size = (size_t)length;
  text = (char *)malloc(size + 1);
  if (text == NULL || fread(text, 1, size, file) != size) {
    fprintf(stderr, "literal_check: cannot read %s\n", path);
    fclose(file);
    free(text);
    return 1;
  }
  fclose(file);
  while (at < size) {
    char c = text[at];
    if (c == '/' && at + 1 < size && text[at + 1] == '/') {
      while (at < size && text[at] != '\n') ++at;
    } else if (c == '/' && at + 1 < size && text[at + 1] == '*') {
      const char *end = strstr(text + at + 2, "*/");
      at = end ? (size_t)(end - text) + 2 : size;
    } else if (c == '\'') {
      ++at;
      while (at < size && text[at] != '\'') at += text[at] == '\\' ? 2 : 1;
      ++at;
    } else if (c == '"') {
      /* One literal: this piece and every piece adjacent to it. */
      unsigned long literal_bytes = 0;
      if (at > 0 && text[at - 1] == 'R') {
        fprintf(stderr, "%s: raw string literal at offset %lu (not expected)\n", path, (unsigned long)at);
        ++failures;
      }
      for (;;) {
        unsigned long chars = 0;
        size_t start = at;
        long bytes = read_piece(text, size, &at, &chars);
        if (bytes < 0) {
          fprintf(stderr, "%s: unterminated string literal at offset %lu\n", path, (unsigned long)start);
          free(text);
          return 1;
        }
        ++pieces;
        if (chars > largest_piece) largest_piece = chars;
        if (chars > PIECE_LIMIT || (unsigned long)bytes > PIECE_LIMIT) {
          fprintf(stderr, "%s: string piece at offset %lu has %lu characters (limit %lu)\n",
                  path, (unsigned long)start, chars, PIECE_LIMIT);
          ++failures;
        }
        literal_bytes += (unsigned long)bytes;
        while (at < size && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r' || text[at] == '\n'))
          ++at;
        if (at >= size || text[at] != '"') break;
      }
      ++literals;
      if (literal_bytes + 1 > largest_literal) largest_literal = literal_bytes + 1;
      if (literal_bytes + 1 > LITERAL_LIMIT) {
        fprintf(stderr, "%s: concatenated literal ending at offset %lu has %lu bytes (limit %lu)\n",
                path, (unsigned long)at, literal_bytes + 1, LITERAL_LIMIT);
        ++failures;
      }
    } else if (is_identifier_char((unsigned char)c)) {
      /* An identifier (or a literal's prefix: the quote branch then sees an R before it). */
      while (at < size && is_identifier_char((unsigned char)text[at])) ++at;
    } else {
      ++at;
    }
  }
  free(text);
  if (literals == 0) {
    fprintf(stderr, "%s: no string literal found\n", path);
    return 1;
  }
  printf("%s: %lu pieces (largest %lu characters), %lu literals (largest %lu bytes)\n", path,
         pieces, largest_piece, literals, largest_literal);
  return failures ? 1 : 0;
}

int main(int argc, char **argv) {
  int i, status = 0;
  if (argc < 2) {
    fprintf(stderr, "usage: literal_check <source>...\n");
    return 2;
  }
  for (i = 1; i < argc; ++i) status |= check_file(argv[i]);
  return status;
}
