/* SPDX-License-Identifier: BSD-3-Clause */
/* Must NOT compile with the poison flags of the MSVC-constraint build: proves that the poison
 * really rejects `_Complex`, so the constraint build's success means something. */
double _Complex complex_poison_probe_value;
