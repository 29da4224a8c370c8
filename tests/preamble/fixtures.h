/* SPDX-License-Identifier: BSD-3-Clause */
/* Round-trip fixtures for winport-preamble, computed rather than stored: fixture_writer writes
 * them to files at build time, and the round-trip test computes them again to compare. */
#ifndef WINPORT_PREAMBLE_FIXTURES_H
#define WINPORT_PREAMBLE_FIXTURES_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PREAMBLE_FIXTURE_COUNT 9

/* The fixture's name (also its file name, and the generated function's name). */
const char *preamble_fixture_name(int fixture);
size_t preamble_fixture_size(int fixture);
unsigned char preamble_fixture_byte(int fixture, size_t position);

#ifdef __cplusplus
}
#endif

#endif
