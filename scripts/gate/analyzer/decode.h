/* SPDX-License-Identifier: BSD-3-Clause */
/* decode.h: a build log's bytes to UTF-8, before any matching.
 *
 * Windows logs come in several encodings: UTF-16LE (what PowerShell 5.1's `>` and Out-File
 * write), UTF-8 with or without a BOM, and the OEM/ANSI code pages that localized MSVC, MSBuild
 * and cmd.exe write (437, 850, 1252, 1251, 936, 932, 949). Matching raw bytes of a UTF-16 log
 * finds nothing, which would read as "no blocker": the decoder makes every log UTF-8 first, and
 * a log it cannot decode (binary data, broken UTF-16) is an error, never an empty result.
 *
 * The encoding is detected per line, since one log often holds several writers' output (a UTF-8
 * configure log, PowerShell's `>>` in UTF-16LE, cmd's `>>` in the console's code page): a BOM at
 * any line start (UTF-8, UTF-16LE/BE, UTF-32LE/BE); the NUL pattern of wide text inside 8-bit
 * text; 8-bit text inside wide text (a line with no NUL up to a CRLF no UTF-16 line can end
 * with, or a dozen units of two printable ASCII bytes in a row); an 8-bit line is UTF-8 when
 * valid, else the code page whose decoding of the following 64 KiB reads most like its
 * languages (common letters and words of de/fr/es/it/pt, ru, zh-CN, ja, ko). Code pages are
 * converted by the platform (iconv, or MultiByteToWideChar on Windows); UTF-16/32 by decode.c.
 * An empty log, binary data and broken UTF-16 are errors, never an empty result. */
#ifndef WINPORT_GATE_DECODE_H
#define WINPORT_GATE_DECODE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct wg_decoder wg_decoder;
typedef void (*wg_decode_sink)(void *context, const char *utf8, size_t length);

/* `encoding`: NULL or "auto" to detect, else one of wg_decoder_names(). NULL on an unknown name
 * (with the reason in `error`). */
wg_decoder *wg_decoder_new(const char *encoding, char *error, size_t error_size);
void wg_decoder_free(wg_decoder *decoder);
/* Feeds raw bytes; UTF-8 comes out through `sink`, in pieces that may split lines anywhere.
 * Returns 0, or -1 with the reason in `error` when the input cannot be decoded. */
int wg_decoder_feed(wg_decoder *decoder, const char *bytes, size_t length, wg_decode_sink sink, void *context,
                    char *error, size_t error_size);
/* The same without a copy: room for `length` raw bytes at the end of the decoder's own buffer, to
 * read into, then wg_decoder_feed_room with how many were written there (at most `length`). The
 * room is valid until the next call on the decoder. */
char *wg_decoder_room(wg_decoder *decoder, size_t length);
int wg_decoder_feed_room(wg_decoder *decoder, size_t length, wg_decode_sink sink, void *context, char *error,
                         size_t error_size);
int wg_decoder_finish(wg_decoder *decoder, wg_decode_sink sink, void *context, char *error, size_t error_size);
/* The encodings that gave text, in order ("utf-8", "cp936", "utf-8+utf-16le", ...); or the one named. */
const char *wg_decoder_encoding(const wg_decoder *decoder);
/* The names --encoding accepts, space-separated. */
const char *wg_decoder_names(void);

#ifdef __cplusplus
}
#endif
#endif
