# SPDX-License-Identifier: BSD-3-Clause
# GateProof.cmake: how each finding is known, and which findings count (docs/gate.md, "Proof
# levels").
#
#   proven (MSVC)            a Windows host's MSVC build failed on it
#   proven (msvc-abi lane)   the Windows configuration, built here with clang-cl, lld-link and the
#                            Microsoft STL and run under Wine (the lane), failed on it
#   observed (linux-native)  the Linux-native build (--lane native) failed on it: a fact about
#                            that build, not about Windows
#   predicted                the static scan or the MSVC-strictness emulation
#   found in the log         `classify <log>`: whatever build wrote the log
#
# What does not count towards the verdict, each in its own report section:
#   warnings        supply-chain and hygiene findings (an unhashed download, a module path
#                   overwritten): a finding whose `severity` says so, or of a class listed here
#   not confirmed   a prediction in a file that the lane's Windows build compiled (or, for a
#                   CMake file, read), linked and ran with its smoke test passing: the proving
#                   build contradicts it. Classes the lane cannot see (cl.exe's own front end,
#                   its string-literal limits, nvcc for a Windows target) keep counting.
# Run state (GateCommon.cmake): GATE_WARNINGS and GATE_NOT_CONFIRMED, arrays like GATE_BLOCKERS.
include_guard(GLOBAL)

foreach(_gate_doc GATE_WARNINGS GATE_NOT_CONFIRMED)
  set_property(GLOBAL PROPERTY ${_gate_doc} "[]")
endforeach()

# Supply-chain and hygiene classes: never a reason MSVC fails.
set(GATE_WARNING_CLASSES SCAN_UNHASHED_DOWNLOAD SCAN_CMAKE_MODULE_PATH)
# Predictions clang-cl cannot settle, because cl.exe alone rejects the construct (clang-cl takes
# _Complex, GNU extensions, VLAs, void* arithmetic, GCC-style flags and any literal length) or
# because the lane compiles no nvcc code for Windows.
set(GATE_LANE_BLIND_CLASSES SCAN_COMPLEX SCAN_GCC_EXTENSION SCAN_VLA SCAN_GCC_FLAG
  MSVC_STRING_TOO_BIG MSVC_SYNTAX MSVC_VLA MSVC_NARROWING MSVC_VOID_POINTER_ARITH MSVC_CXX20_NEEDED)
set(GATE_LANE_BLIND_FILES "\\.(cu|cuh)$")

# gate_is_warning(<out> <finding json>): whether a finding is a warning, not a blocker. A
# `severity` field (the scan's, when it gives one) decides; without one, the class does.
function(gate_is_warning out finding)
  string(JSON severity ERROR_VARIABLE no_severity GET "${finding}" severity)
  string(JSON id GET "${finding}" id)
  if(NOT no_severity AND NOT severity STREQUAL "")
    if(severity MATCHES "^(blocker|error)$")
      set(${out} FALSE PARENT_SCOPE)
    else()
      set(${out} TRUE PARENT_SCOPE)
    endif()
  elseif(id IN_LIST GATE_WARNING_CLASSES)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# gate_build_proof(<out>): the proof level of a finding the build itself produced.
function(gate_build_proof out)
  get_property(kind GLOBAL PROPERTY GATE_BUILD_KIND)
  if(kind STREQUAL "msvc-abi-lane")
    set(${out} "proven (msvc-abi lane)" PARENT_SCOPE)
  elseif(kind STREQUAL "msvc")
    set(${out} "proven (MSVC)" PARENT_SCOPE)
  elseif(kind STREQUAL "log")
    set(${out} "found in the log" PARENT_SCOPE)
  else()
    set(${out} "observed (linux-native)" PARENT_SCOPE)
  endif()
endfunction()

# The files the lane's Windows build compiled, included or read (one absolute path per line, with
# a newline first): compile_commands.json's sources, Ninja's recorded header dependencies, and
# the CMake files whose change re-runs the configure. Written to logs/windows-build-files.txt.
function(_gate_lane_files out)
  set(files "\n")
  set_property(GLOBAL PROPERTY GATE_LANE_COMPILE_COMMANDS "")
  set_property(GLOBAL PROPERTY GATE_LANE_DEPS "")
  if(EXISTS "${GATE_BUILD_DIR}/compile_commands.json")
    file(READ "${GATE_BUILD_DIR}/compile_commands.json" commands)
    set_property(GLOBAL PROPERTY GATE_LANE_COMPILE_COMMANDS "${commands}")
    string(REGEX MATCHALL "\"file\": \"[^\"]*\"" sources "${commands}")
    foreach(source IN LISTS sources)
      string(REGEX REPLACE "^\"file\": \"(.*)\"$" "\\1" source "${source}")
      string(APPEND files "${source}\n")
    endforeach()
  endif()
  find_program(_gate_ninja_program ninja)
  if(_gate_ninja_program)
    execute_process(COMMAND "${_gate_ninja_program}" -C "${GATE_BUILD_DIR}" -t deps
      OUTPUT_VARIABLE deps ERROR_QUIET RESULT_VARIABLE rc)
    if(rc EQUAL 0)
      set_property(GLOBAL PROPERTY GATE_LANE_DEPS "\n${deps}")
      # "<object>: #deps N, ..." lines, then one indented dependency per line.
      string(REGEX REPLACE "(^|\n)[^ \n][^\n]*" "" deps "${deps}")
      string(REGEX REPLACE "\n +" "\n" deps "${deps}")
      string(APPEND files "${deps}\n")
    endif()
  endif()
  if(EXISTS "${GATE_BUILD_DIR}/build.ninja")
    file(STRINGS "${GATE_BUILD_DIR}/build.ninja" rerun REGEX "^build build\\.ninja[^:]*: RERUN_CMAKE")
    string(REGEX REPLACE "^[^|]*\\| *" "" rerun "${rerun}")
    string(REPLACE "$ " "\t" rerun "${rerun}")   # Ninja escapes a space in a path as "$ "
    string(REPLACE " " "\n" rerun "${rerun}")
    string(REPLACE "\t" " " rerun "${rerun}")
    string(APPEND files "${rerun}\n")
  endif()
  file(WRITE "${GATE_OUT}/logs/windows-build-files.txt" "${files}")
  set(${out} "${files}" PARENT_SCOPE)
endfunction()

# Run-time predictions: compiling the line for Windows does not show them wrong, so a proving
# build that compiled their line says so in what it reports (`runtime_unchecked`).
set(GATE_RUNTIME_CLASSES SCAN_32BIT_SEEK SCAN_LLP64 SCAN_DWORD_COUNT SCAN_CLOSE_INVALID_FD)

# _gate_line_evidence(<out> <absolute file> <line>): "kept" when a translation unit of the lane's
# build compiled that line, "dropped" when its preprocessor left it out, "" when no unit could be
# asked. The unit is the file itself or, for a header, an object Ninja recorded it in; it is
# preprocessed again with its own compile command (/E) and winport-gate-analyze --kept-lines
# reads the line markers.
function(_gate_line_evidence out path line)
  set(${out} "" PARENT_SCOPE)
  get_property(commands GLOBAL PROPERTY GATE_LANE_COMPILE_COMMANDS)
  get_property(deps GLOBAL PROPERTY GATE_LANE_DEPS)
  if(NOT commands)
    return()
  endif()
  set(object "")
  file(RELATIVE_PATH relative "${GATE_BUILD_DIR}" "${path}")
  string(FIND "${deps}" "\n    ${path}\n" at)
  if(at EQUAL -1)
    string(FIND "${deps}" "\n    ${relative}\n" at)
  endif()
  if(NOT at EQUAL -1)
    string(SUBSTRING "${deps}" 0 ${at} before)
    string(FIND "${before}" ": #deps " colon REVERSE)
    string(SUBSTRING "${before}" 0 ${colon} before)
    string(FIND "${before}" "\n" start REVERSE)
    math(EXPR start "${start} + 1")
    string(SUBSTRING "${before}" ${start} -1 object)
  endif()
  string(JSON n LENGTH "${commands}")
  math(EXPR last "${n} - 1")
  set(entry "")
  foreach(i RANGE ${last})
    string(JSON file GET "${commands}" ${i} file)
    string(JSON output ERROR_VARIABLE no_output GET "${commands}" ${i} output)
    if(file STREQUAL path OR (object AND NOT no_output AND output STREQUAL object))
      string(JSON entry GET "${commands}" ${i})
      break()
    endif()
  endforeach()
  if(NOT entry)
    return()
  endif()
  string(JSON directory GET "${entry}" directory)
  string(JSON command GET "${entry}" command)
  separate_arguments(arguments UNIX_COMMAND "${command}")
  set(preprocess "")
  foreach(argument IN LISTS arguments)
    if(argument MATCHES "^[-/](Fo|Fd|showIncludes)" OR argument MATCHES "^-(o|MD|MT|MF)$|^-M[DTF].")
      continue()
    elseif(argument MATCHES "^[-/]c$")
      list(APPEND preprocess /E)
    else()
      list(APPEND preprocess "${argument}")
    endif()
  endforeach()
  string(SHA1 key "${path}")
  set(unit "${GATE_OUT}/logs/preprocessed/${key}.i")
  file(MAKE_DIRECTORY "${GATE_OUT}/logs/preprocessed")
  execute_process(COMMAND ${preprocess} WORKING_DIRECTORY "${directory}" OUTPUT_FILE "${unit}"
    RESULT_VARIABLE rc ERROR_QUIET)
  if(NOT rc EQUAL 0)
    return()
  endif()
  execute_process(COMMAND "${GATE_CLASSIFIER}" --kept-lines "${unit}" --file "${path}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE runs ERROR_QUIET)
  file(REMOVE "${unit}")
  if(NOT rc EQUAL 0)
    return()
  endif()
  string(REGEX MATCHALL "[0-9]+ [0-9]+" runs "${runs}")
  set(${out} dropped PARENT_SCOPE)
  foreach(run IN LISTS runs)
    string(REPLACE " " ";" run "${run}")
    list(GET run 0 first)
    list(GET run 1 final)
    if(line GREATER_EQUAL first AND line LESS_EQUAL final)
      set(${out} kept PARENT_SCOPE)
      return()
    endif()
  endforeach()
endfunction()

# _gate_not_confirmed_reason(<out> <finding json> <absolute path>): the finding, with why the
# proving build contradicts it (and whether its line was compiled at all).
function(_gate_not_confirmed out finding path)
  string(JSON id GET "${finding}" id)
  string(JSON file GET "${finding}" file)
  string(JSON line GET "${finding}" line)
  set(evidence "")
  if(line GREATER 0 AND NOT file MATCHES "(CMakeLists\\.txt|\\.cmake)$")
    _gate_line_evidence(evidence "${path}" ${line})
  endif()
  if(evidence STREQUAL "dropped")
    set(why "the msvc-abi lane compiled, linked and ran ${file} for Windows without line ${line}: its preprocessor leaves that line out")
  elseif(evidence STREQUAL "kept")
    set(why "the msvc-abi lane compiled line ${line} of ${file} for Windows, linked it and ran the engine's tests")
    if(id IN_LIST GATE_RUNTIME_CLASSES)
      string(APPEND why "; what it predicts happens at run time (offsets past 2 GiB, counts past 4 GiB, a bad descriptor), which those tests may not reach: check it by hand")
      string(JSON finding SET "${finding}" runtime_unchecked true)
    endif()
  elseif(file MATCHES "(CMakeLists\\.txt|\\.cmake)$")
    set(why "the msvc-abi lane's Windows configure read ${file}, and the build and the engine's tests passed")
  else()
    set(why "the msvc-abi lane compiled, linked and ran ${file} for Windows")
  endif()
  winport_json_quote(q "${why}")
  string(JSON finding SET "${finding}" not_confirmed_because "${q}")
  set(${out} "${finding}" PARENT_SCOPE)
endfunction()

# gate_settle_findings(): called once, after the last phase and before the verdict. Gives every
# blocker its proof level, moves predictions the lane's build contradicts to GATE_NOT_CONFIRMED,
# and marks the scan phase passed when nothing it predicted still counts.
function(gate_settle_findings)
  get_property(blockers GLOBAL PROPERTY GATE_BLOCKERS)
  get_property(kind GLOBAL PROPERTY GATE_BUILD_KIND)
  get_property(build_rc GLOBAL PROPERTY GATE_BUILD_RC)
  get_property(smoke_status GLOBAL PROPERTY GATE_PHASE_STATUS_smoke)
  gate_build_proof(build_proof)
  # A proving build: the lane built everything and the engine's tests passed under Wine.
  set(proving FALSE)
  if(kind STREQUAL "msvc-abi-lane" AND build_rc STREQUAL "0" AND smoke_status STREQUAL "passed")
    set(proving TRUE)
    _gate_lane_files(seen)
  endif()
  set(kept "[]")
  set(moved 0)
  string(JSON n LENGTH "${blockers}")
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON b GET "${blockers}" ${i})
      string(JSON predicted GET "${b}" predicted)
      string(JSON id GET "${b}" id)
      string(JSON file GET "${b}" file)
      string(JSON phase GET "${b}" phase)
      # Through the lane there is no emulation: what the Windows configure, build, smoke test or
      # install met (a clang-cl error the catalog also knows from the emulation) is proven.
      if(kind STREQUAL "msvc-abi-lane" AND phase MATCHES "^(configure|build|smoke|install)$")
        set(predicted OFF)
        string(JSON b SET "${b}" predicted false)
      endif()
      if(NOT predicted)
        winport_json_quote(q "${build_proof}")
        string(JSON b SET "${b}" proof "${q}")
      else()
        string(JSON b SET "${b}" proof "\"predicted\"")
        set(blind FALSE)
        if(id IN_LIST GATE_LANE_BLIND_CLASSES OR file MATCHES "${GATE_LANE_BLIND_FILES}")
          set(blind TRUE)
          string(JSON b SET "${b}" lane_blind true)
        endif()
        if(proving AND NOT blind AND file)
          set(path "${file}")
          if(NOT IS_ABSOLUTE "${path}")
            set(path "${GATE_SOURCE_DIR}/${path}")
          endif()
          # Ninja records a header as the compiler named it: absolute, or relative to the build
          # folder (the lane's cache launcher hands clang-cl relative source paths).
          file(RELATIVE_PATH relative "${GATE_BUILD_DIR}" "${path}")
          string(FIND "${seen}" "\n${path}\n" at)
          if(at EQUAL -1)
            string(FIND "${seen}" "\n${relative}\n" at)
          endif()
          if(NOT at EQUAL -1)
            _gate_not_confirmed(b "${b}" "${path}")
            gate_json_append(GATE_NOT_CONFIRMED "${b}")
            math(EXPR moved "${moved} + 1")
            continue()
          endif()
        endif()
      endif()
      string(JSON k LENGTH "${kept}")
      string(JSON kept SET "${kept}" ${k} "${b}")
    endforeach()
  endif()
  set_property(GLOBAL PROPERTY GATE_BLOCKERS "${kept}")
  if(moved GREATER 0)
    _gate_rescore_scan_phase(${moved})
  endif()
endfunction()

# The scan phase failed on predictions; when the lane contradicted all of them it passes, saying so.
function(_gate_rescore_scan_phase moved)
  gate_blocker_count(left PHASE scan)
  if(left GREATER 0)
    return()
  endif()
  get_property(phases GLOBAL PROPERTY GATE_PHASES)
  string(JSON n LENGTH "${phases}")
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    string(JSON name GET "${phases}" ${i} name)
    string(JSON status GET "${phases}" ${i} status)
    if(name STREQUAL "scan" AND status STREQUAL "failed")
      string(JSON phases SET "${phases}" ${i} status "\"passed\"")
      winport_json_quote(q "${moved} prediction(s), none confirmed by the msvc-abi lane's build")
      string(JSON phases SET "${phases}" ${i} detail "${q}")
      set_property(GLOBAL PROPERTY GATE_PHASE_STATUS_scan passed)
    endif()
  endforeach()
  set_property(GLOBAL PROPERTY GATE_PHASES "${phases}")
endfunction()
