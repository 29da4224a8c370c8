/* SPDX-License-Identifier: BSD-3-Clause */
#include "fixtures.h"

#include <string.h>

/* Text fixtures are written with octal escapes only where needed, so this file is plain ASCII. */
static const char delimiters[] =
    ")preamble\" R\"preamble( )\" R\"( )delimiter\" \" \\ \\\" \\\\\" '\\'' */ /* // \\\n"
    "R\"x(not raw)x\" u8\"\" L\"\" \"\"\"\"\n";
/* `?\?` keeps this source free of trigraphs, which strict C11 compilers replace. */
static const char trigraphs[] = "?\?= ?\?/ ?\?' ?\?( ?\?) ?\?! ?\?< ?\?> ?\?- ?\?\?= ? ?\? \n";
static const char crlf[] = "first line\r\nsecond line\r\n\r\n  \r\nlast line without newline\r";
/* U+03C0 GREEK SMALL LETTER PI, U+2248 ALMOST EQUAL TO, U+6F22 U+5B57 (kanji), U+1F600 (emoji). */
static const char utf8[] = "pi \317\200 \342\211\210 3.14159, \346\274\242\345\255\227, \360\237\230\200\n";

enum { ALL_BYTES, ESCAPE_THEN_DIGITS, DELIMITERS, TRIGRAPHS, ONE_MB_LINE, CRLF, EMPTY, UTF8,
       MANY_LINES };

const char *preamble_fixture_name(int fixture) {
  static const char *const names[PREAMBLE_FIXTURE_COUNT] = {
      "all_bytes", "escape_then_digits", "delimiters", "trigraphs", "one_mb_line",
      "crlf",      "empty",              "utf8",       "many_lines"};
  return names[fixture];
}

size_t preamble_fixture_size(int fixture) {
  switch (fixture) {
  case ALL_BYTES: return 4 * 256;
  case ESCAPE_THEN_DIGITS: return 2 * 256;
  case DELIMITERS: return sizeof delimiters - 1;
  case TRIGRAPHS: return sizeof trigraphs - 1;
  case ONE_MB_LINE: return 1024 * 1024;
  case CRLF: return sizeof crlf - 1;
  case UTF8: return sizeof utf8 - 1;
  case MANY_LINES: return 300000;
  default: return 0;
  }
}

unsigned char preamble_fixture_byte(int fixture, size_t position) {
  switch (fixture) {
  case ALL_BYTES: /* every value, ascending then descending, twice */
    return (unsigned char)((position / 256) % 2 ? 255 - position % 256 : position % 256);
  case ESCAPE_THEN_DIGITS: /* each byte followed by a digit, which no escape may swallow */
    return (unsigned char)(position % 2 ? '0' + (position / 2) % 10 : position / 2);
  case DELIMITERS: return (unsigned char)delimiters[position];
  case TRIGRAPHS: return (unsigned char)trigraphs[position];
  case ONE_MB_LINE: /* one line, far longer than any literal may be, with quotes and `?` */
    return (unsigned char)(position % 97 == 0 ? '"' : position % 89 == 0 ? '?' : 'a' + position % 26);
  case CRLF: return (unsigned char)crlf[position];
  case UTF8: return (unsigned char)utf8[position];
  case MANY_LINES: /* short lines: many pieces in many literals */
    return (unsigned char)(position % 7 == 6 ? '\n' : 'A' + position % 7);
  default: return 0;
  }
}
