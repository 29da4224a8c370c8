/* SPDX-License-Identifier: BSD-3-Clause */
/* jit_compiler_matches_test.c: winport_jit_compiler_matches, the check an engine's CPU JIT makes
 * before it compiles the build compiler's preamble with the run-time compiler (B15). The version
 * texts are what the compilers print: `g++ -dumpfullversion` and cl.exe's banner. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "winport/jit.h"

static void same_gcc_matches(void **state) {
  char message[256];
  (void)state;
  assert_int_equal(winport_jit_compiler_matches("GNU 13.3.0", "GNU", "13.3.0\n", message,
                                                sizeof message), 1);
  assert_non_null(strstr(message, "same compiler"));
}

/* The case seen on Linux: preamble from g++ 12, JIT with g++ 13 (`_Float128` redeclared). */
static void other_gcc_release_differs(void **state) {
  char message[256];
  (void)state;
  assert_int_equal(winport_jit_compiler_matches("GNU 12.2.0", "GNU", "13.3.0", message,
                                                sizeof message), 0);
  assert_string_equal(message, "different compilers: the JIT preamble was made by GNU 12.2.0, "
                               "the run-time compiler is GNU 13.3.0");
  /* A patch release changes libstdc++'s headers too. */
  assert_int_equal(winport_jit_compiler_matches("GNU 13.2.0", "GNU", "13.3.0", NULL, 0), 0);
}

static void msvc_banner(void **state) {
  const char *banner =
      "Microsoft (R) C/C++ Optimizing Compiler Version 19.44.35207.1 for x64\n"
      "Copyright (C) Microsoft Corporation.  All rights reserved.\n";
  (void)state;
  assert_int_equal(winport_jit_compiler_matches("MSVC 19.44.35207.1", "MSVC", banner, NULL, 0), 1);
  /* Another toolset on the end user's machine (VS 2022 17.10 vs 17.14). */
  assert_int_equal(winport_jit_compiler_matches("MSVC 19.40.33811.0", "MSVC", banner, NULL, 0), 0);
}

static void other_family_differs(void **state) {
  char message[256];
  (void)state;
  assert_int_equal(winport_jit_compiler_matches("Clang 18.1.3", "GNU", "18.1.3", message,
                                                sizeof message), 0);
  assert_non_null(strstr(message, "Clang 18.1.3"));
}

static void unreadable_versions(void **state) {
  char message[256];
  (void)state;
  assert_int_equal(winport_jit_compiler_matches("GNU 13.3.0", "GNU", "", message,
                                                sizeof message), -1);
  assert_non_null(strstr(message, "unreadable"));
  assert_int_equal(winport_jit_compiler_matches("", "GNU", "13.3.0", NULL, 0), -1);
  assert_int_equal(winport_jit_compiler_matches(NULL, NULL, NULL, NULL, 0), -1);
  assert_int_equal(winport_jit_compiler_matches("GNU 13", "GNU", "13", NULL, 0), -1);
}

static void message_is_truncated_safely(void **state) {
  char message[8];
  (void)state;
  memset(message, 'x', sizeof message);
  assert_int_equal(winport_jit_compiler_matches("GNU 12.2.0", "GNU", "13.3.0", message,
                                                sizeof message), 0);
  assert_int_equal(message[sizeof message - 1], '\0');
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(same_gcc_matches),    cmocka_unit_test(other_gcc_release_differs),
      cmocka_unit_test(msvc_banner),         cmocka_unit_test(other_family_differs),
      cmocka_unit_test(unreadable_versions), cmocka_unit_test(message_is_truncated_safely),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
