# run-gate-case.cmake: one end-to-end test of winport-gate (see CMakeLists.txt).
#   cmake -DCASE=<case> -DWINPORT_ROOT=<dir> -DCLASSIFIER=<exe> -DWORK_DIR=<dir> -P run-gate-case.cmake
cmake_minimum_required(VERSION 3.25)
set(gate "${WINPORT_ROOT}/scripts/gate/winport-gate.cmake")
set(schema "${WINPORT_ROOT}/docs/gate-report.schema.json")
set(fixtures "${CMAKE_CURRENT_LIST_DIR}/fixtures")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(fail text)
  message(FATAL_ERROR "gate.${CASE}: ${text}")
endfunction()

# run_gate(<rc var> <output var> args...): the gate as the launchers run it; rc is the launcher's
# exit code (the status file's content, or 2 when the script stopped before writing one).
function(run_gate rc_var output_var)
  set(status "${WORK_DIR}/status")
  file(REMOVE "${status}")
  execute_process(COMMAND "${CMAKE_COMMAND}" "-DWINPORT_GATE_STATUS_FILE=${status}"
      "-DWINPORT_GATE_CLASSIFIER=${CLASSIFIER}" -P "${gate}" -- ${ARGN}
    WORKING_DIRECTORY "${WORK_DIR}" OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(rc 2)
  if(EXISTS "${status}")
    file(READ "${status}" rc)
  endif()
  message("---- winport-gate ${ARGN}: exit ${rc}\n${out}")
  set(${rc_var} "${rc}" PARENT_SCOPE)
  set(${output_var} "${out}" PARENT_SCOPE)
endfunction()

function(validate report)
  execute_process(COMMAND "${CMAKE_COMMAND}" "-DDOCUMENT=${report}" "-DSCHEMA=${schema}"
    -P "${CMAKE_CURRENT_LIST_DIR}/validate-json.cmake" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    fail("${report} does not conform to its schema:\n${out}")
  endif()
endfunction()

# blockers_of(<out> <report.json>): "ID file:line" per blocker, in report order.
function(blockers_of out report)
  file(READ "${report}" doc)
  string(JSON blockers GET "${doc}" blockers)
  string(JSON n LENGTH "${blockers}")
  set(list "")
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON id GET "${blockers}" ${i} id)
      string(JSON file GET "${blockers}" ${i} file)
      string(JSON line GET "${blockers}" ${i} line)
      string(REPLACE "\\" "/" file "${file}")
      get_filename_component(file "${file}" NAME)
      list(APPEND list "${id} ${file}:${line}")
    endforeach()
  endif()
  set(${out} "${list}" PARENT_SCOPE)
endfunction()

function(expect_equal what actual expected)
  if(NOT "${actual}" STREQUAL "${expected}")
    fail("${what}:\n  expected: ${expected}\n  actual:   ${actual}")
  endif()
endfunction()

function(json_get out report)
  file(READ "${report}" doc)
  string(JSON value GET "${doc}" ${ARGN})
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

function(check_junit file tests failures)
  file(READ "${file}" xml)
  if(NOT xml MATCHES "<testsuites name=\"winport-gate\" tests=\"${tests}\" failures=\"${failures}\"")
    fail("${file}: expected tests=${tests} failures=${failures}:\n${xml}")
  endif()
  string(REGEX MATCHALL "<testcase " cases "${xml}")
  list(LENGTH cases n)
  expect_equal("test cases in ${file}" "${n}" "${tests}")
endfunction()

if(CASE STREQUAL "example_without_patches")
  # The series withheld: upstream alone, on Linux, predicts exactly its three Windows blockers
  # (four sites). A baseline that expects one of them and a blocker that does not happen shows
  # both sides of the comparison.
  file(WRITE "${WORK_DIR}/baseline.txt" "# test baseline\ncpu:SCAN_POSIX_HEADER=fail\ncpu:LINK_UNRESOLVED = fail\n")
  run_gate(rc out --no-patches --out "${WORK_DIR}/out" --baseline "${WORK_DIR}/baseline.txt")
  expect_equal("exit code" "${rc}" 1)
  set(report "${WORK_DIR}/out/report.json")
  validate("${report}")
  json_get(verdict "${report}" verdict)
  expect_equal("verdict" "${verdict}" NO-GO)
  blockers_of(blockers "${report}")
  expect_equal("blockers" "${blockers}"
    "SCAN_SHELL_STEP CMakeLists.txt:22;SCAN_POSIX_HEADER array.c:7;SCAN_COMPLEX linalg.c:4;SCAN_COMPLEX linalg.c:12")
  json_get(predicted "${report}" blockers 0 predicted)
  expect_equal("predicted" "${predicted}" ON)
  foreach(phase_status "0;doctor;passed" "1;source;passed" "2;patches;skipped" "3;scan;failed" "4;configure;passed" "5;build;passed" "6;smoke;passed")
    list(GET phase_status 0 index)
    list(GET phase_status 1 name)
    list(GET phase_status 2 status)
    json_get(got_name "${report}" phases ${index} name)
    json_get(got_status "${report}" phases ${index} status)
    expect_equal("phase ${index}" "${got_name}:${got_status}" "${name}:${status}")
  endforeach()
  json_get(at_pin "${report}" source at_pin)
  expect_equal("source at the pin" "${at_pin}" ON)
  json_get(regressions "${report}" baseline regressions)
  string(JSON nr LENGTH "${regressions}")
  expect_equal("regressions (SCAN_SHELL_STEP, SCAN_COMPLEX, phase.scan)" "${nr}" 3)
  json_get(unexpected "${report}" baseline unexpected_passes 0 message)
  file(RELATIVE_PATH baseline_rel "${WINPORT_ROOT}" "${WORK_DIR}/baseline.txt")
  expect_equal("unexpected pass" "${unexpected}" "PASSING, REMOVE FROM FAIL LIST: cpu:LINK_UNRESOLVED (${baseline_rel}).")
  # 7 phases + 4 blockers; failures: the scan phase and the 4 blockers.
  check_junit("${WORK_DIR}/out/junit.xml" 11 5)
  file(STRINGS "${WORK_DIR}/out/report.md" first LIMIT_COUNT 1)
  expect_equal("report.md's first line" "${first}" "# winport-gate: tinyarray (cpu): NO-GO")
  foreach(log doctor source scan configure build smoke)
    if(NOT EXISTS "${WORK_DIR}/out/logs/${log}.log")
      fail("no logs/${log}.log")
    endif()
  endforeach()

elseif(CASE STREQUAL "example_go")
  # The whole series, through winport's own features and patch tool.
  foreach(needed compat/include/winport/io.h compat/include/winport/lapacke.h cmake/WinportPreamble.cmake
                 scripts/patches/winport-patches.cmake)
    if(NOT EXISTS "${WINPORT_ROOT}/${needed}")
      message("GATE-TEST-SKIPPED: ${needed} is not in this tree yet (another feature brings it)")
      return()
    endif()
  endforeach()
  run_gate(rc out --out "${WORK_DIR}/out")
  set(report "${WORK_DIR}/out/report.json")
  validate("${report}")
  blockers_of(blockers "${report}")
  expect_equal("blockers" "${blockers}" "")
  expect_equal("exit code" "${rc}" 0)
  json_get(verdict "${report}" verdict)
  expect_equal("verdict" "${verdict}" GO)
  json_get(patches "${report}" patches)
  string(JSON np LENGTH "${patches}")
  expect_equal("patches" "${np}" 4)
  json_get(smoke "${report}" phases 6 status)
  expect_equal("smoke" "${smoke}" passed)
  check_junit("${WORK_DIR}/out/junit.xml" 7 0)

elseif(CASE STREQUAL "emulated_narrowing")
  # A planted narrowing: with the MSVC-strictness emulation it is a (predicted) blocker...
  run_gate(rc out --profile "${fixtures}/narrowing/profile" --source "${fixtures}/narrowing"
    --no-predict --out "${WORK_DIR}/strict")
  expect_equal("exit code with emulation" "${rc}" 1)
  validate("${WORK_DIR}/strict/report.json")
  blockers_of(blockers "${WORK_DIR}/strict/report.json")
  expect_equal("blockers with emulation" "${blockers}" "MSVC_NARROWING narrow.cpp:5")
  json_get(predicted "${WORK_DIR}/strict/report.json" blockers 0 predicted)
  expect_equal("predicted" "${predicted}" ON)
  # ...and without it GCC/Clang build it: the emulation is what found it.
  run_gate(rc out --profile "${fixtures}/narrowing/profile" --source "${fixtures}/narrowing"
    --no-predict --no-msvc-strict --out "${WORK_DIR}/lenient")
  expect_equal("exit code without emulation" "${rc}" 0)
  blockers_of(blockers "${WORK_DIR}/lenient/report.json")
  expect_equal("blockers without emulation" "${blockers}" "")
  # smoke-windows replaces smoke on a Windows host only (the program's folder differs there).
  file(READ "${fixtures}/narrowing/profile" profile)
  file(WRITE "${WORK_DIR}/smoke.profile" "${profile}smoke narrowing@EXE@\nsmoke-windows windows-only/narrowing.exe\n")
  run_gate(rc out --profile "${WORK_DIR}/smoke.profile" --source "${fixtures}/narrowing"
    --no-predict --no-msvc-strict --out "${WORK_DIR}/smoke")
  json_get(smoke "${WORK_DIR}/smoke/report.json" phases 6 status)
  json_get(detail "${WORK_DIR}/smoke/report.json" phases 6 detail)
  # -D reaches the configure, after the scenario's arguments, in both spellings.
  run_gate(rc out --profile "${fixtures}/narrowing/profile" --source "${fixtures}/narrowing"
    --no-predict --no-msvc-strict -D NARROWING_STOP_CONFIGURE=ON -DUNUSED_BY_FIXTURE:STRING=x
    --out "${WORK_DIR}/defines")
  expect_equal("exit code with -D stopping the configure" "${rc}" 1)
  validate("${WORK_DIR}/defines/report.json")
  json_get(configure "${WORK_DIR}/defines/report.json" phases 4 status)
  expect_equal("configure failed on request" "${configure}" failed)
  json_get(defines "${WORK_DIR}/defines/report.json" options defines)
  expect_equal("defines in the report" "${defines}"
    "[ \"-DNARROWING_STOP_CONFIGURE=ON\", \"-DUNUSED_BY_FIXTURE:STRING=x\" ]")
  run_gate(rc out --profile "${fixtures}/narrowing/profile" --source "${fixtures}/narrowing" -D NOVALUE
    --out "${WORK_DIR}/bad-define")
  expect_equal("-D without =value: usage error" "${rc}" 2)
  if(NOT out MATCHES "-D needs <var>=<value>")
    fail("the bad -D is not explained:\n${out}")
  endif()
  if(CMAKE_HOST_WIN32)
    expect_equal("smoke-windows used on Windows" "${smoke} ${detail}" "skipped cascaded from build: ${WORK_DIR}/smoke/build/windows-only/narrowing.exe was not built")
  else()
    expect_equal("smoke, not smoke-windows, elsewhere" "${smoke}" passed)
  endif()

elseif(CASE STREQUAL "doctor")
  # An environment problem is a blocker with a remedy: an output path with a space.
  run_gate(rc out --profile "${fixtures}/narrowing/profile" --source "${fixtures}/narrowing"
    --no-predict --no-msvc-strict --out "${WORK_DIR}/with space")
  expect_equal("exit code" "${rc}" 1)
  validate("${WORK_DIR}/with space/report.json")
  blockers_of(blockers "${WORK_DIR}/with space/report.json")
  expect_equal("blockers" "${blockers}" "ENV_PATH_SPACES :0")
  json_get(layer "${WORK_DIR}/with space/report.json" blockers 0 layer)
  json_get(phase "${WORK_DIR}/with space/report.json" blockers 0 phase)
  expect_equal("layer and phase" "${layer} ${phase}" "environment doctor")
  json_get(env "${WORK_DIR}/with space/report.json" environment)
  if(NOT env MATCHES "\"cmake\"")
    fail("the environment table lacks cmake: ${env}")
  endif()

elseif(CASE STREQUAL "patch_conflict")
  # A patch that no longer applies is a blocker of its own, with the patch tool's status.
  if(NOT EXISTS "${WINPORT_ROOT}/scripts/patches/winport-patches.cmake")
    message("GATE-TEST-SKIPPED: scripts/patches/winport-patches.cmake is not in this tree yet")
    return()
  endif()
  file(REMOVE_RECURSE "${WORK_DIR}/series")
  file(COPY "${WINPORT_ROOT}/patches/tinyarray/" DESTINATION "${WORK_DIR}/series")
  file(GLOB io_patch "${WORK_DIR}/series/0002-*.patch")
  file(READ "${io_patch}" text)
  string(REPLACE "-#include <unistd.h>" "-#include <unistd-renamed-upstream.h>" text "${text}")
  file(WRITE "${io_patch}" "${text}")
  get_filename_component(io_name "${io_patch}" NAME)
  run_gate(rc out --series-dir "${WORK_DIR}/series" --out "${WORK_DIR}/out")
  expect_equal("exit code" "${rc}" 1)
  validate("${WORK_DIR}/out/report.json")
  json_get(id "${WORK_DIR}/out/report.json" blockers 0 id)
  json_get(file "${WORK_DIR}/out/report.json" blockers 0 file)
  expect_equal("first blocker" "${id} ${file}" "PATCH_CONFLICT ${io_name}")
  json_get(status "${WORK_DIR}/out/report.json" patches 1 status)
  expect_equal("the patch's status" "${status}" conflicts)
  json_get(configure "${WORK_DIR}/out/report.json" phases 4 detail)
  expect_equal("configure" "${configure}" "cascaded from patches")

elseif(CASE STREQUAL "emulated_narrowing_cuda")
  run_gate(rc out --profile "${fixtures}/narrowing-cuda/profile" --source "${fixtures}/narrowing-cuda"
    --no-predict --out "${WORK_DIR}/strict")
  expect_equal("exit code with emulation" "${rc}" 1)
  validate("${WORK_DIR}/strict/report.json")
  blockers_of(blockers "${WORK_DIR}/strict/report.json")
  expect_equal("blockers with emulation" "${blockers}" "MSVC_NARROWING host.cu:7")

elseif(CASE STREQUAL "deps_dir")
  # A dependency fetched at configure time is a blocker of its own...
  run_gate(rc out --profile "${fixtures}/fetch/profile" --source "${fixtures}/fetch" --no-predict --out "${WORK_DIR}/online")
  expect_equal("exit code when configure downloads" "${rc}" 1)
  validate("${WORK_DIR}/online/report.json")
  json_get(id "${WORK_DIR}/online/report.json" blockers 0 id)
  json_get(code "${WORK_DIR}/online/report.json" blockers 0 code)
  expect_equal("download blocker" "${id} ${code}" "FETCH_NEEDS_NETWORK tinydep")
  # ...and with its source given (FETCHCONTENT_SOURCE_DIR_TINYDEP, fully disconnected), none.
  run_gate(rc out --profile "${fixtures}/fetch/profile" --source "${fixtures}/fetch" --no-predict
    --deps-dir "${fixtures}/fetch/deps" --out "${WORK_DIR}/offline")
  expect_equal("exit code offline" "${rc}" 0)
  json_get(options "${WORK_DIR}/offline/report.json" options deps_dir)
  expect_equal("deps_dir" "${options}" "${fixtures}/fetch/deps")

elseif(CASE STREQUAL "scan")
  run_gate(rc out scan "${fixtures}/scan-tree" --out "${WORK_DIR}/tree")
  expect_equal("exit code" "${rc}" 1)
  validate("${WORK_DIR}/tree/report.json")
  blockers_of(blockers "${WORK_DIR}/tree/report.json")
  expect_equal("scan blockers" "${blockers}"
    "SCAN_GCC_FLAG CMakeLists.txt:3;SCAN_UNHASHED_DOWNLOAD CMakeLists.txt:8;SCAN_SHELL_STEP CMakeLists.txt:9;SCAN_UNIX_PATH CMakeLists.txt:11;SCAN_POSIX_HEADER io.c:2;SCAN_GCC_EXTENSION io.c:9;SCAN_VLA io.c:13")
  json_get(mode "${WORK_DIR}/tree/report.json" mode)
  expect_equal("mode" "${mode}" scan)
  # A profile's scan-exclude: the named file is skipped (code no Windows build compiles).
  file(WRITE "${WORK_DIR}/exclude.profile" "name scan-tree\nscan-exclude src/io.c\n")
  run_gate(rc out scan "${fixtures}/scan-tree" --profile "${WORK_DIR}/exclude.profile" --out "${WORK_DIR}/excluded")
  blockers_of(blockers "${WORK_DIR}/excluded/report.json")
  expect_equal("scan blockers with src/io.c excluded" "${blockers}"
    "SCAN_GCC_FLAG CMakeLists.txt:3;SCAN_UNHASHED_DOWNLOAD CMakeLists.txt:8;SCAN_SHELL_STEP CMakeLists.txt:9;SCAN_UNIX_PATH CMakeLists.txt:11")
  file(WRITE "${WORK_DIR}/bad-exclude.profile" "name scan-tree\nscan-exclude ../src\n")
  run_gate(rc out scan "${fixtures}/scan-tree" --profile "${WORK_DIR}/bad-exclude.profile" --out "${WORK_DIR}/bad-exclude")
  expect_equal("scan-exclude outside the source: usage error" "${rc}" 2)
  if(NOT out MATCHES "bad-exclude.profile:2:[ \n]+scan-exclude takes paths relative to the source")
    fail("the bad scan-exclude line is not named:\n${out}")
  endif()
  # A tree with nothing to predict.
  run_gate(rc out scan "${fixtures}/narrowing" --out "${WORK_DIR}/clean")
  expect_equal("exit code on a clean tree" "${rc}" 0)

elseif(CASE STREQUAL "exit_codes")
  run_gate(rc out --no-such-option)
  expect_equal("unknown option" "${rc}" 2)
  run_gate(rc out --help)
  expect_equal("--help" "${rc}" 0)
  run_gate(rc out --source "${WORK_DIR}/does-not-exist")
  expect_equal("missing --source" "${rc}" 2)
  run_gate(rc out --scenario no-such-scenario --out "${WORK_DIR}/x")
  expect_equal("unknown scenario" "${rc}" 2)
  run_gate(rc out classify "${WORK_DIR}/no-such.log")
  expect_equal("missing log" "${rc}" 2)
  # A patch tool failure is a harness error with reports (ERROR), not a NO-GO.
  file(WRITE "${WORK_DIR}/broken-series/series" "0001-missing.patch\n")
  run_gate(rc out --series-dir "${WORK_DIR}/broken-series" --out "${WORK_DIR}/series")
  expect_equal("broken series" "${rc}" 2)
  json_get(verdict "${WORK_DIR}/series/report.json" verdict)
  expect_equal("verdict on a harness error" "${verdict}" ERROR)

elseif(CASE STREQUAL "classify")
  # A localized, CRLF MSBuild log with wrapper lines: the specific diagnostics win.
  string(CONCAT log
    "  1>------ Build started: Project: tinyarray, Configuration: Release x64 ------\r\n"
    "  1>array.c\r\n"
    "  1>C:\\src\\tinyarray\\src\\array.c(7,10): fatal error C1083: Datei (Include) kann nicht geoeffnet werden: \"unistd.h\": No such file or directory [C:\\b\\tinyarray.vcxproj]\r\n"
    "  1>linalg.c\r\n"
    "  1>C:\\src\\tinyarray\\src\\linalg.c(12,11): error C2059: Syntaxfehler: \"Typ\" [C:\\b\\tinyarray.vcxproj]\r\n"
    "  1>C:\\VS\\MSBuild\\Microsoft\\VC\\v170\\Microsoft.CppCommon.targets(254,5): error MSB3073: Der Befehl \"sh make_preamble.sh\" wurde mit dem Code 9009 beendet. [C:\\b\\tinyarray.vcxproj]\r\n"
    "  1>Done building project \"tinyarray.vcxproj\" -- FAILED.\r\n")
  file(WRITE "${WORK_DIR}/msbuild-de.log" "${log}")
  run_gate(rc out classify "${WORK_DIR}/msbuild-de.log" --out "${WORK_DIR}/out")
  expect_equal("exit code" "${rc}" 1)
  validate("${WORK_DIR}/out/report.json")
  blockers_of(blockers "${WORK_DIR}/out/report.json")
  expect_equal("blockers" "${blockers}" "MSVC_POSIX_HEADER array.c:7;MSVC_SYNTAX linalg.c:12;SHELL_NOT_FOUND Microsoft.CppCommon.targets:254")
else()
  fail("unknown case")
endif()
message("gate.${CASE}: passed")
