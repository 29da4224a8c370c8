# SPDX-License-Identifier: BSD-3-Clause
# cmake -DCASE=<case> -DTOOL=<winport-preamble> -DFAKE=<fake_preprocessor> [-DEMULATOR=<wine>]
#       -DWORK_DIR=<scratch> -P run-tool-test.cmake
#
# One behaviour of winport-preamble per case (see tests/preamble/CMakeLists.txt). In the
# Windows lane TOOL and FAKE are Windows programs: the tool runs under EMULATOR and starts FAKE
# itself, through CreateProcessW.
cmake_minimum_required(VERSION 3.25)
foreach(var CASE TOOL FAKE WORK_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run-tool-test.cmake: -D${var}=... is required")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

# Paths handed to a Windows program under Wine: its Z: drive is the host's root.
function(native_path var path)
  if(EMULATOR MATCHES "wine")
    string(REPLACE "/" "\\" path "Z:${path}")
  endif()
  set(${var} "${path}" PARENT_SCOPE)
endfunction()
native_path(fake "${FAKE}")
native_path(work "${WORK_DIR}")
file(WRITE "${WORK_DIR}/input.h" "// any header: the stand-in compiler does not read it\n")
set(out "${WORK_DIR}/out.cpp")

# Runs the tool; sets rc, output (stdout and stderr together).
function(run_tool)
  execute_process(COMMAND ${EMULATOR} "${TOOL}" ${ARGN}
    RESULT_VARIABLE result OUTPUT_VARIABLE text ERROR_VARIABLE text)
  set(rc "${result}" PARENT_SCOPE)
  set(output "${text}" PARENT_SCOPE)
endfunction()
# expect("<if() condition>" "<message on failure>")
function(expect condition message)
  cmake_language(EVAL CODE "if(${condition})\n set(ok TRUE)\nelse()\n set(ok FALSE)\nendif()")
  if(NOT ok)
    message(FATAL_ERROR "${CASE}: ${message}\nexit status: ${rc}\noutput:\n${output}")
  endif()
endfunction()

set(preamble_args preamble --compiler "${fake}" --family gnu --header "${work}\\input.h"
  --output "${work}\\out.cpp")
if(NOT EMULATOR MATCHES "wine")
  set(preamble_args preamble --compiler "${fake}" --family gnu --header "${work}/input.h"
    --output "${work}/out.cpp")
endif()

if(CASE STREQUAL "pragma_once_main")
  # The real C++ compiler (REAL_CXX) on a header that starts with #pragma once: no "#pragma once
  # in main file" warning (the tool preprocesses a file that includes the header), same text.
  file(WRITE "${WORK_DIR}/once.h" "#pragma once\nconst char *once_value = \"once\";\n")
  run_tool(preamble --compiler "${REAL_CXX}" --family gnu --header "${WORK_DIR}/once.h"
    --output "${out}" --depfile "${WORK_DIR}/out.d")
  expect("rc EQUAL 0" "the tool failed")
  expect("NOT output MATCHES \"pragma once\"" "the compiler warned about #pragma once")
  file(READ "${out}" text)
  expect("text MATCHES \"once_value\"" "the header's text is not in the output")
  file(READ "${WORK_DIR}/out.d" deps)
  expect("deps MATCHES \"once\\\\.h\"" "the depfile does not name the header")
elseif(CASE STREQUAL "failing_compiler")
  set(ENV{FAKE_PREPROCESSOR_EXIT} 7)
  run_tool(${preamble_args} --depfile "${work}/out.d")
  expect("rc EQUAL 7" "expected the compiler's exit status 7")
  expect("output MATCHES \"fake_preprocessor: error: deliberate failure\"" "the compiler's message is missing")
  expect("output MATCHES \"failed \\\\(exit code 7\\\\)\"" "winport-preamble's own message is missing")
  expect("NOT EXISTS \"${out}\"" "an output file was written")
  expect("NOT EXISTS \"${WORK_DIR}/out.d\"" "a dependency file was left")
  file(GLOB leftovers "${WORK_DIR}/out.cpp*")
  expect("leftovers STREQUAL \"\"" "temporary files were left: ${leftovers}")

elseif(CASE STREQUAL "flood")
  # 8 MiB on each pipe: far beyond any pipe buffer, so reading one pipe at a time would hang.
  set(ENV{FAKE_PREPROCESSOR_FLOOD} 8)
  run_tool(${preamble_args})
  expect("rc EQUAL 0" "expected success")
  file(SIZE "${out}" size)
  expect("size GREATER 8388608" "the output holds ${size} bytes, less than the 8 MiB written")

elseif(CASE STREQUAL "quoting")
  # Written out in one call: a CMake list cannot hold an element that ends in a backslash.
  set(ENV{FAKE_PREPROCESSOR_ARGS} "${work}/args.txt")
  set(utf8 "plain")
  if(NOT EMULATOR MATCHES "wine")
    # UTF-8 (the stand-in compiler's Windows build reads its arguments in the ANSI code page).
    set(utf8 "café")
  endif()
  execute_process(COMMAND ${EMULATOR} "${TOOL}" ${preamble_args}
      --compiler-arg "two words"
      --compiler-arg "a\"quote"
      --compiler-arg "back\\slash\\"
      --compiler-arg "space then backslash \\"
      --compiler-arg "space, backslash, quote \\\""
      --compiler-arg "tab\there"
      --compiler-arg "\\\\server\\share dir"
      --compiler-arg "${utf8}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE output ERROR_VARIABLE output)
  expect("rc EQUAL 0" "expected success")
  file(READ "${WORK_DIR}/args.txt" received)
  function(expect_argument value)
    string(FIND "${received}" "<${value}>\n" found)
    expect("found GREATER -1" "argument [${value}] did not arrive intact; the compiler got:\n${received}")
  endfunction()
  expect_argument("two words")
  expect_argument("a\"quote")
  expect_argument("back\\slash\\")
  expect_argument("space then backslash \\")
  expect_argument("space, backslash, quote \\\"")
  expect_argument("tab\there")
  expect_argument("\\\\server\\share dir")
  expect_argument("${utf8}")
  foreach(arg IN ITEMS -E -P -x c++)
    expect_argument("${arg}")
  endforeach()

elseif(CASE STREQUAL "unchanged_output")
  file(WRITE "${WORK_DIR}/data.txt" "some data\n")
  set(embed_args embed --output "${work}/embedded.cpp" "blob=${work}/data.txt")
  run_tool(${embed_args})
  expect("rc EQUAL 0" "the first run failed")
  file(SHA256 "${WORK_DIR}/embedded.cpp" first_hash)
  file(TIMESTAMP "${WORK_DIR}/embedded.cpp" first_time "%Y%m%d%H%M%S")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 1.1)
  run_tool(${embed_args})
  expect("rc EQUAL 0" "the second run failed")
  file(SHA256 "${WORK_DIR}/embedded.cpp" second_hash)
  file(TIMESTAMP "${WORK_DIR}/embedded.cpp" second_time "%Y%m%d%H%M%S")
  expect("first_hash STREQUAL second_hash" "the same input gave different output")
  expect("first_time STREQUAL second_time" "an unchanged output was rewritten")
  file(WRITE "${WORK_DIR}/data.txt" "other data\n")
  run_tool(${embed_args})
  file(SHA256 "${WORK_DIR}/embedded.cpp" third_hash)
  expect("NOT first_hash STREQUAL third_hash" "a changed input did not change the output")
  file(GLOB leftovers "${WORK_DIR}/embedded.cpp.*")
  expect("leftovers STREQUAL \"\"" "temporary files were left: ${leftovers}")
  # Preamble mode is deterministic too.
  run_tool(${preamble_args})
  file(READ "${out}" first_text)
  file(REMOVE "${out}")
  run_tool(${preamble_args})
  file(READ "${out}" second_text)
  expect("first_text STREQUAL second_text" "the same preamble gave different output")

elseif(CASE STREQUAL "blank_lines")
  # The stand-in prints "a", an empty line, a line of spaces, a line of tab and CR, and "b".
  set(ENV{FAKE_PREPROCESSOR_BLANKS} 1)
  run_tool(${preamble_args})
  expect("rc EQUAL 0" "expected success")
  file(READ "${out}" generated)
  string(FIND "${generated}" "{\"a\\n\"\n   \"b\\n\", 4}," found)
  expect("found GREATER -1" "blank lines were not dropped:\n${generated}")
  run_tool(${preamble_args} --keep-blank-lines)
  expect("rc EQUAL 0" "expected success")
  file(READ "${out}" generated)
  string(FIND "${generated}" "\"\\t\\015\\n\"\n   \"b\\n\", 11}," found)
  expect("found GREATER -1" "--keep-blank-lines did not keep every byte:\n${generated}")

elseif(CASE STREQUAL "usage")
  run_tool()
  expect("rc EQUAL 2" "no arguments: expected exit status 2")
  expect("output MATCHES \"usage:\"" "no usage message")
  run_tool(preamble --compiler "${fake}" --header "${work}/input.h")
  expect("rc EQUAL 2" "missing --output: expected exit status 2")
  expect("output MATCHES \"--output is required\"" "the missing option is not named")
  run_tool(${preamble_args} --function "not a name")
  expect("rc EQUAL 2" "bad --function: expected exit status 2")
  expect("NOT EXISTS \"${out}\"" "an output file was written")

elseif(CASE STREQUAL "function_names")
  # Names that cannot compile, or would define one function twice: refused (exit 2), nothing written.
  file(WRITE "${WORK_DIR}/data.txt" "x")
  native_path(data "${WORK_DIR}/data.txt")
  native_path(embed_out "${WORK_DIR}/embed.cpp")
  foreach(bad IN ITEMS "class" "int" "ns::new" "and" "co_await" "main" "__reserved" "_Reserved"
                       "a__b" "ns::" "::a" "1abc" "a-b")
    run_tool(embed --output "${embed_out}" "${bad}=${data}")
    expect("rc EQUAL 2" "'${bad}' was accepted as a function name")
    expect("output MATCHES \"is not a C\\\\+\\\\+ function name\"" "'${bad}': the reason is not given")
    expect("NOT EXISTS \"${WORK_DIR}/embed.cpp\"" "'${bad}': an output file was written")
  endforeach()
  foreach(pair IN ITEMS "blob;blob" "blob;blob_size" "ns::t_size;ns::t")
    list(GET pair 0 first)
    list(GET pair 1 second)
    run_tool(embed --output "${embed_out}" "${first}=${data}" "${second}=${data}")
    expect("rc EQUAL 2" "'${first}' and '${second}' were both accepted")
    expect("output MATCHES \"would define the same function\"" "'${first}'/'${second}': the reason is not given")
    expect("NOT EXISTS \"${WORK_DIR}/embed.cpp\"" "'${first}'/'${second}': an output file was written")
  endforeach()
  run_tool(${preamble_args} --function main)
  expect("rc EQUAL 2" "--function main was accepted")
  # Still fine: main inside a namespace, names that merely contain a keyword.
  run_tool(embed --output "${embed_out}" "ns::main=${data}" "class_table=${data}" "new_blob=${data}")
  expect("rc EQUAL 0" "valid names were refused")

elseif(CASE STREQUAL "file_name_in_comment")
  # A newline in the header's name must not end the comment and leave the rest as code.
  set(evil_name "evil\n#error injected by a file name\n.h")
  list(TRANSFORM preamble_args REPLACE "input\\.h$" "${evil_name}")
  run_tool(${preamble_args})
  expect("rc EQUAL 0" "expected success")
  file(READ "${out}" generated)
  string(FIND "${generated}" "// Generated by winport-preamble from evil\\x0A#error injected by a file name\\x0A.h. Do not edit.\n" escaped)
  expect("escaped EQUAL 0" "the file name is not escaped in the first line's comment")
  string(FIND "${generated}" "\n#error injected" raw)
  expect("raw EQUAL -1" "the file name's second line reached the source as code")

elseif(CASE STREQUAL "missing_compiler")
  set(args ${preamble_args})
  list(TRANSFORM args REPLACE "^.*preamble_fake_preprocessor.*$" "winport-no-such-compiler")
  run_tool(${args})
  expect("NOT rc EQUAL 0" "expected a failure")
  expect("output MATCHES \"cannot start 'winport-no-such-compiler'\"" "the missing program is not named")
  expect("NOT EXISTS \"${out}\"" "an output file was written")

else()
  message(FATAL_ERROR "run-tool-test.cmake: unknown CASE '${CASE}'")
endif()
message(STATUS "${CASE}: ok")
