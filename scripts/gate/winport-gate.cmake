# SPDX-License-Identifier: BSD-3-Clause
# winport-gate.cmake: the go/no-go feasibility harness (run with cmake -P; the launchers are
# scripts/winport-gate and scripts/winport-gate.cmd). See docs/gate.md.
#
#   cmake [-DWINPORT_GATE_STATUS_FILE=<file>] -P scripts/gate/winport-gate.cmake -- [command] [options]
#
# Commands:
#   run (default)        doctor, source, patches, scan (prediction, non-Windows hosts), configure,
#                        build, smoke, install (and a consumer of the install): reports in the
#                        output folder
#   scan <dir>           the static scan alone, on any source tree (no compiler needed); with
#                        --engine or --profile, that profile's scan-exclude applies;
#                        --cmake-source <folder> names the folder of <dir> whose CMakeLists.txt a
#                        user configures (default: the root's; with none at the root, the
#                        shallowest that calls project(), as the report says)
#   classify <log>       the classifier alone, on one log (for instance a Windows build log);
#                        --encoding <name> names the log's encoding instead of detecting it
#                        (auto utf-8 utf-16le utf-16be cp437 cp850 cp1252 cp1251 cp936 cp932 cp949)
# Options:
#   --engine <name>      engine under patches/<name>/ (default: tinyarray, the built-in example)
#   --profile <file>     a profile file instead of patches/<engine>/profile
#   --scenario <name>    a scenario of the profile (default: the profile's default-scenario)
#   --source <dir>       build this source tree instead of fetching the pin (it is not reset)
#   --out <dir>          output folder (default: build/gate/<engine>-<scenario>)
#   --deps-dir <dir>     local dependency sources: <dir>/<name> becomes FETCHCONTENT_SOURCE_DIR_<NAME>
#                        and the configure runs fully disconnected; with the engine's deps.lock,
#                        each is verified first (scripts/winport-deps stages such a folder)
#   --no-patches         withhold the patch series (what does upstream alone need?)
#   --series-dir <dir>   use this series folder instead of patches/<engine>/
#   --msvc-strict | --no-msvc-strict   MSVC-strictness emulation on GCC/Clang (default: on, off on Windows)
#   --no-predict         skip the static prediction phase
#   --timeout <s>        per-phase timeout (default: the profile's `timeout` for the scenario, else 3600)
#   --jobs <n>           build parallelism
#   --cache <dir>        compile through ccache with its cache in <dir> (the profile's `cache`
#                        is the default); --no-cache: none. Hits and misses are in the report
#   --target <name>      build this target instead of the profile's targets (repeatable)
#   --lane <name>        which build proves the verdict: msvc-abi (the default on a non-Windows
#                        host where the MSVC-ABI lane is installed) builds the scenario's Windows
#                        configuration with cmake/toolchains/clang-cl-msvc-x86_64.cmake (clang-cl,
#                        lld-link, the Microsoft STL; the smoke test and the consumer run under
#                        Wine); native builds with the host's compilers (on Linux: faster, and
#                        proves nothing about Windows). The report says which ran and why
#   --build-only         stop after the build: no smoke test (a machine that cannot run the engine,
#                        such as a CUDA build on a runner without a GPU); the report says so
#   -D <var>=<value>     a cache entry for the configure, after the scenario's arguments (so it
#                        wins): -D MLX_CUDA_ARCHITECTURES=89, -D OpenBLAS_ROOT=C:/deps/openblas
#   --baseline <file>    expected-state entries '<scenario>:<key>=pass|fail|skip' (default: the profile's)
#   --help, <command> --help, --version
# Exit status: 0 GO, 1 NO-GO, 2 harness error or bad input (the launchers turn a missing status
# file into 2); an expected outcome prints its line, never a CMake error.
# Examples:
#   winport-gate run                                  the built-in example engine
#   winport-gate run --engine mlx --scenario cpu --deps-dir ../deps --cache build/ccache
#   winport-gate scan ../mlx --engine mlx
#   winport-gate classify build.log
cmake_minimum_required(VERSION 3.25)

get_filename_component(GATE_SCRIPT_DIR "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
get_filename_component(GATE_WINPORT_ROOT "${GATE_SCRIPT_DIR}/../.." ABSOLUTE)
list(APPEND CMAKE_MODULE_PATH "${GATE_SCRIPT_DIR}")
include(GateCommon)
include(GateProfile)
include(GatePhases)
include(GateDeps)
include(GateCache)
include(GateInstall)
include(GateReport)
include(GateProof)
include(GateLane)

set(GATE_EXE "")
if(CMAKE_HOST_WIN32)
  set(GATE_EXE ".exe")
endif()

function(gate_usage_error text)
  gate_stop(2 "${text}\nusage: winport-gate [run|scan <dir>|classify <log>] [options]  (winport-gate --help; docs/gate.md)")
endfunction()

# ---- arguments (everything after "--"; the convention is scripts/lib/WinportScriptUtils.cmake's)
winport_tool_args(args)
winport_parse_options(opt ARGS ${args}
  VALUES engine profile scenario source out deps-dir encoding series-dir timeout jobs cache baseline lane
    cmake-source
  REPEATED target D
  FLAGS no-patches msvc-strict no-msvc-strict no-predict no-cache build-only
  COUNTS timeout jobs)


set(GATE_MODE run)
set(GATE_ENGINE tinyarray)
set(GATE_PROFILE "")
set(GATE_SCENARIO "")
set(GATE_SOURCE_DIR "")
set(GATE_SOURCE_GIVEN FALSE)
set(GATE_OUT "")
set(GATE_DEPS_DIR "")
set(GATE_NO_PATCHES FALSE)
set(GATE_SERIES_DIR "")
if(CMAKE_HOST_WIN32)
  set(GATE_MSVC_STRICT FALSE)
  set(GATE_PREDICT FALSE)
else()
  set(GATE_MSVC_STRICT TRUE)
  set(GATE_PREDICT TRUE)
endif()
set(GATE_TIMEOUT 3600)
set(GATE_TIMEOUT_GIVEN FALSE)
set(GATE_JOBS "")
set(GATE_TARGETS "")
set(GATE_CACHE_DIR "")
set(GATE_CACHE_CHOICE "")   # "" (profile default), "dir" (--cache), "none" (--no-cache)
set(GATE_BUILD_ONLY FALSE)
set(GATE_MSVC_STRICT_GIVEN FALSE)
set(GATE_BASELINE_FILE "")
set(GATE_TARGET "")
set(GATE_DEFINES "")
set(GATE_LANE "")   # "" chooses (GateLane.cmake: msvc-abi where available on a non-Windows host)
set(GATE_CMAKE_SOURCE "") # scan: the folder whose CMakeLists.txt the configure runs ("": the tool chooses)

# --help (anywhere; after a command, that command's help) and --version: stdout, exit 0.
set(help_command "")
if(opt_POSITIONAL MATCHES "^(run|scan|classify)(;|$)")
  set(help_command "${CMAKE_MATCH_1}")
endif()
winport_tool_help_or_version(winport-gate "${CMAKE_CURRENT_LIST_FILE}" "${GATE_WINPORT_ROOT}"
  ${opt_HELP} ${opt_VERSION} "${help_command}" "${WINPORT_GATE_STATUS_FILE}")
if(opt_ERROR)
  gate_usage_error("${opt_ERROR}")
endif()

# No command is `run`; scan and classify take one path.
set(command "")
if(opt_POSITIONAL)
  list(POP_FRONT opt_POSITIONAL command)
endif()
if(command MATCHES "^(scan|classify)$")
  set(GATE_MODE ${command})
  if(NOT opt_POSITIONAL)
    gate_usage_error("${command} needs a path")
  endif()
  list(POP_FRONT opt_POSITIONAL GATE_TARGET)
elseif(NOT "${command}" STREQUAL "" AND NOT command STREQUAL "run")
  gate_usage_error("unknown command '${command}'")
endif()
if(opt_POSITIONAL)
  list(GET opt_POSITIONAL 0 extra)
  gate_usage_error("unexpected argument '${extra}'")
endif()
foreach(pair engine:GATE_ENGINE profile:GATE_PROFILE scenario:GATE_SCENARIO source:GATE_SOURCE_DIR
    out:GATE_OUT deps-dir:GATE_DEPS_DIR encoding:GATE_LOG_ENCODING series-dir:GATE_SERIES_DIR
    timeout:GATE_TIMEOUT jobs:GATE_JOBS cache:GATE_CACHE_DIR baseline:GATE_BASELINE_FILE
    target:GATE_TARGETS lane:GATE_LANE cmake-source:GATE_CMAKE_SOURCE)
  string(REPLACE ":" ";" pair "${pair}")
  list(GET pair 0 name)
  list(GET pair 1 var)
  string(REPLACE "-" "_" name "${name}")
  if(NOT opt_${name} STREQUAL "")
    set(${var} "${opt_${name}}")
  endif()
endforeach()
# Flags in the order given (the last of --msvc-strict / --no-msvc-strict wins).
foreach(name IN LISTS opt_GIVEN)
  if(name STREQUAL "engine")
    set(GATE_ENGINE_GIVEN TRUE)
  elseif(name STREQUAL "source")
    set(GATE_SOURCE_GIVEN TRUE)
  elseif(name STREQUAL "timeout")
    set(GATE_TIMEOUT_GIVEN TRUE)
  elseif(name STREQUAL "cache")
    set(GATE_CACHE_CHOICE dir)
  elseif(name STREQUAL "no-cache")
    set(GATE_CACHE_CHOICE none)
  elseif(name STREQUAL "no-patches")
    set(GATE_NO_PATCHES TRUE)
  elseif(name STREQUAL "msvc-strict")
    set(GATE_MSVC_STRICT TRUE)
    set(GATE_MSVC_STRICT_GIVEN TRUE)
  elseif(name STREQUAL "no-msvc-strict")
    set(GATE_MSVC_STRICT FALSE)
  elseif(name STREQUAL "no-predict")
    set(GATE_PREDICT FALSE)
  elseif(name STREQUAL "build-only")
    set(GATE_BUILD_ONLY TRUE)
  endif()
endforeach()
if(NOT GATE_LANE MATCHES "^(native|msvc-abi|)$")
  gate_usage_error("--lane is native or msvc-abi, not '${GATE_LANE}'")
endif()
foreach(define IN LISTS opt_D)
  if(NOT define MATCHES "^[A-Za-z_][A-Za-z0-9_.+-]*(:[A-Z]+)?=")
    gate_usage_error("-D needs <var>=<value> or <var>:<type>=<value>, not '${define}'")
  endif()
  list(APPEND GATE_DEFINES "-D${define}")
endforeach()

foreach(var GATE_SOURCE_DIR GATE_OUT GATE_DEPS_DIR GATE_SERIES_DIR GATE_PROFILE GATE_BASELINE_FILE GATE_TARGET GATE_CACHE_DIR)
  if(${var})
    get_filename_component(${var} "${${var}}" ABSOLUTE BASE_DIR "$ENV{PWD}")
  endif()
endforeach()
if(GATE_SOURCE_GIVEN AND NOT IS_DIRECTORY "${GATE_SOURCE_DIR}")
  gate_usage_error("--source ${GATE_SOURCE_DIR} is not a directory")
endif()
if(GATE_DEPS_DIR AND NOT IS_DIRECTORY "${GATE_DEPS_DIR}")
  gate_usage_error("--deps-dir ${GATE_DEPS_DIR} is not a directory")
endif()

# Bad options stop here, before any work (the C tool's first build included).
if(GATE_CMAKE_SOURCE AND NOT GATE_MODE STREQUAL "scan")
  gate_usage_error("--cmake-source names the CMake folder of a tree given to scan")
endif()
if(GATE_CMAKE_SOURCE AND (IS_ABSOLUTE "${GATE_CMAKE_SOURCE}" OR GATE_CMAKE_SOURCE MATCHES "(^|/)\\.\\.(/|$)"
                          OR NOT EXISTS "${GATE_TARGET}/${GATE_CMAKE_SOURCE}/CMakeLists.txt"))
  gate_usage_error("--cmake-source ${GATE_CMAKE_SOURCE}: expected a folder of ${GATE_TARGET} that holds a CMakeLists.txt")
endif()
if(GATE_LOG_ENCODING AND NOT GATE_MODE STREQUAL "classify")
  gate_usage_error("--encoding names the encoding of a log given to classify; the gate's own logs need none")
endif()

set(GATE_WORK "${GATE_WINPORT_ROOT}/build/gate")
set(GATE_CATALOG "${GATE_SCRIPT_DIR}/catalog.txt")
gate_load_catalog("${GATE_CATALOG}")

# ---- the classifier, built as a host tool (once; a prebuilt one may be given)
if(NOT WINPORT_GATE_CLASSIFIER)
  set(tools "${GATE_WORK}/tools")
  set(WINPORT_GATE_CLASSIFIER "${tools}/winport-gate-analyze${GATE_EXE}")
  find_program(_gate_ninja ninja)
  set(generator "")
  if(_gate_ninja)
    set(generator -G Ninja)
  endif()
  if(NOT EXISTS "${tools}/CMakeCache.txt")
    message("winport-gate: building its C tool, winport-gate-analyze (once, into ${tools})")
    execute_process(COMMAND "${CMAKE_COMMAND}" -S "${GATE_SCRIPT_DIR}/analyzer" -B "${tools}" ${generator}
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
      gate_stop(2 "configuring the classifier (a C compiler and CMake are needed) failed:\n${out}")
    endif()
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" --build "${tools}" --config Release
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    gate_stop(2 "building the classifier failed:\n${out}")
  endif()
  if(NOT EXISTS "${WINPORT_GATE_CLASSIFIER}" AND EXISTS "${tools}/Release/winport-gate-analyze${GATE_EXE}")
    set(WINPORT_GATE_CLASSIFIER "${tools}/Release/winport-gate-analyze${GATE_EXE}")
  endif()
endif()
set(GATE_CLASSIFIER "${WINPORT_GATE_CLASSIFIER}")

gate_now(GATE_START)

# ---- classify / scan: one phase, same reports
if(GATE_MODE STREQUAL "classify" OR GATE_MODE STREQUAL "scan")
  if(NOT EXISTS "${GATE_TARGET}")
    gate_usage_error("${GATE_MODE}: ${GATE_TARGET} does not exist")
  endif()
  # scan: the profile's scan-exclude applies when an engine or profile is named.
  if(GATE_MODE STREQUAL "scan" AND (GATE_PROFILE OR GATE_ENGINE_GIVEN))
    if(NOT GATE_PROFILE)
      set(GATE_PROFILE "${GATE_WINPORT_ROOT}/patches/${GATE_ENGINE}/profile")
    endif()
    gate_read_profile("${GATE_PROFILE}")
    # The scan evaluates CMake with a scenario's -D values: --scenario, else the profile's default.
    set(GATE_SCAN_SCENARIO "${GATE_SCENARIO}")
    if(NOT GATE_SCAN_SCENARIO)
      gate_profile(GATE_SCAN_SCENARIO default-scenario)
    endif()
  endif()
  get_filename_component(GATE_ENGINE "${GATE_TARGET}" NAME)
  set(GATE_SCENARIO "${GATE_MODE}")
  if(NOT GATE_OUT)
    set(GATE_OUT "${GATE_WORK}/${GATE_MODE}-${GATE_ENGINE}")
  endif()
  set(GATE_SOURCE_DIR "${GATE_TARGET}")
  set(GATE_PROFILE_REL "")
  set(GATE_PHASE_NAMES ${GATE_MODE})
  file(REMOVE_RECURSE "${GATE_OUT}/logs")
  file(MAKE_DIRECTORY "${GATE_OUT}/logs")
  gate_phase_begin(${GATE_MODE})
  if(GATE_MODE STREQUAL "classify")
    set_property(GLOBAL PROPERTY GATE_BUILD_KIND log)
  endif()
  if(GATE_MODE STREQUAL "scan")
    set(GATE_PREDICT TRUE)
    gate_scan_tree(scan "${GATE_TARGET}")
  else()
    gate_classify(classify "${GATE_TARGET}")
  endif()
  gate_blocker_count(n)
  if(n GREATER 0)
    gate_phase_end(${GATE_MODE} failed "${n} blocker(s)")
  else()
    gate_phase_end(${GATE_MODE} passed)
  endif()
else()
  # ---- run
  if(NOT GATE_PROFILE)
    set(GATE_PROFILE "${GATE_WINPORT_ROOT}/patches/${GATE_ENGINE}/profile")
  endif()
  gate_read_profile("${GATE_PROFILE}")
  gate_profile(profile_name name)
  if(profile_name)
    set(GATE_ENGINE "${profile_name}")
  endif()
  file(RELATIVE_PATH GATE_PROFILE_REL "${GATE_WINPORT_ROOT}" "${GATE_PROFILE}")
  get_filename_component(profile_dir "${GATE_PROFILE}" DIRECTORY)
  gate_read_pin("${profile_dir}/pin")
  if(GATE_BASELINE_FILE)
    gate_read_baseline_file("${GATE_BASELINE_FILE}")
    file(RELATIVE_PATH GATE_PROFILE_REL "${GATE_WINPORT_ROOT}" "${GATE_BASELINE_FILE}")
  endif()
  gate_profile(scenarios scenarios)
  if(NOT GATE_SCENARIO)
    gate_profile(GATE_SCENARIO default-scenario)
    if(NOT GATE_SCENARIO)
      list(GET scenarios 0 GATE_SCENARIO)
    endif()
  endif()
  if(NOT GATE_SCENARIO IN_LIST scenarios)
    gate_usage_error("scenario '${GATE_SCENARIO}' is not in ${GATE_PROFILE} (it has: ${scenarios})")
  endif()
  # Which build proves the verdict (GateLane.cmake): sets GATE_LANE when the command line did not.
  gate_lane_choose()
  if(NOT GATE_OUT)
    set(GATE_OUT "${GATE_WORK}/${GATE_ENGINE}-${GATE_SCENARIO}")
    if(NOT GATE_LANE STREQUAL "native")
      string(APPEND GATE_OUT "-${GATE_LANE}")
    endif()
  endif()
  if(NOT GATE_SOURCE_GIVEN)
    set(GATE_SOURCE_DIR "${GATE_OUT}/src")
  endif()
  set(GATE_BUILD_DIR "${GATE_OUT}/build")
  gate_lane_setup()
  if(NOT GATE_TIMEOUT_GIVEN)
    gate_profile(profile_timeout timeout_for_${GATE_SCENARIO})
    if(NOT profile_timeout)
      gate_profile(profile_timeout timeout_all)
    endif()
    if(profile_timeout)
      set(GATE_TIMEOUT "${profile_timeout}")
    endif()
  endif()
  if(GATE_CACHE_CHOICE STREQUAL "")
    gate_profile(profile_cache cache)
    if(profile_cache)
      gate_expand(profile_cache "${profile_cache}")
      get_filename_component(GATE_CACHE_DIR "${profile_cache}" ABSOLUTE BASE_DIR "${GATE_WINPORT_ROOT}")
    endif()
  elseif(GATE_CACHE_CHOICE STREQUAL "none")
    set(GATE_CACHE_DIR "")
  endif()
  file(REMOVE_RECURSE "${GATE_OUT}/logs")
  file(REMOVE "${GATE_OUT}/report.md" "${GATE_OUT}/report.json" "${GATE_OUT}/junit.xml")
  file(MAKE_DIRECTORY "${GATE_OUT}/logs")
  message("winport-gate: ${GATE_ENGINE}, scenario ${GATE_SCENARIO}; reports in ${GATE_OUT}")
  # The lane's clang-cl is MSVC's front end itself: gate_lane_setup turned the strictness
  # emulation (GCC flags standing in for it) off.
  if(GATE_LANE STREQUAL "msvc-abi" AND GATE_MSVC_STRICT_GIVEN)
    message("winport-gate: --msvc-strict is ignored: the msvc-abi lane compiles with clang-cl's MSVC front end")
  endif()

  gate_phase_doctor()
  gate_phase_source()
  gate_phase_patches()
  gate_phase_scan()
  gate_phase_configure()
  gate_phase_build()
  gate_phase_smoke()
  gate_phase_install()
endif()

# ---- verdict and reports
gate_settle_findings()
gate_now(now)
math(EXPR elapsed "${now} - ${GATE_START}")
get_property(harness_errors GLOBAL PROPERTY GATE_HARNESS_ERROR)
gate_blocker_count(blockers)
if(harness_errors)
  set(verdict ERROR)
  set(exit_code 2)
elseif(blockers GREATER 0)
  set(verdict NO-GO)
  set(exit_code 1)
else()
  set(verdict GO)
  set(exit_code 0)
endif()
# A run that could not judge the engine (exit 2) has no regressions to count.
if(NOT harness_errors)
  gate_compare_baseline()
endif()
gate_write_reports(${verdict} ${exit_code} ${elapsed})
get_property(baseline GLOBAL PROPERTY GATE_BASELINE)
set(nr 0)
set(nu 0)
if(baseline)
  string(JSON nr LENGTH "${baseline}" regressions)
  string(JSON nu LENGTH "${baseline}" unexpected_passes)
endif()
message("")
if(GATE_MODE STREQUAL "classify" AND verdict STREQUAL "GO")
  message("==== winport-gate classify: no blocker recognised in this log")
elseif(GATE_MODE STREQUAL "classify" OR GATE_MODE STREQUAL "scan")
  message("==== winport-gate ${GATE_MODE}: ${verdict} (${blockers} blocker(s))")
else()
  message("==== winport-gate verdict: ${verdict} (${blockers} blocker(s); baseline: ${nr} regression(s), ${nu} unexpected pass(es))")
endif()
message("     reports: ${GATE_OUT}/report.md, report.json, junit.xml")
if(WINPORT_GATE_STATUS_FILE)
  file(WRITE "${WINPORT_GATE_STATUS_FILE}" "${exit_code}")
endif()
