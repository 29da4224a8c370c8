# SPDX-License-Identifier: BSD-3-Clause
# GateCommon.cmake: state, JSON helpers, phases and blockers for winport-gate (cmake -P).
#
# The run's state lives in global properties, each a JSON document, so every function can add to
# it without PARENT_SCOPE plumbing:
#   GATE_PHASES   [{name, status, elapsed_s, log, detail}]
#   GATE_BLOCKERS [{id, phase, kind, tool, code, layer, winport, remedy, message, file, line,
#                   log, log_line, count, predicted, classified, excerpt}]
#   GATE_ENV      [{name, value, ok}]
#   GATE_PATCHES  the patch tool's "patches" array
#   GATE_WARNINGS, GATE_NOT_CONFIRMED  findings that do not count (GateProof.cmake)
#   GATE_SERIES   {state, detail}: the series state the run built on (docs/gate.md, phase 3)
#   GATE_SCAN_BLOCKERS, GATE_SCAN_SET_ASIDE, GATE_SCAN_WARNINGS, GATE_SCAN_OPTIONS  the scan's, as
#                 its C tool wrote them (report.json's warnings: GATE_WARNINGS, then GATE_SCAN_WARNINGS)
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/../lib/WinportScriptUtils.cmake")

foreach(_gate_doc GATE_PHASES GATE_BLOCKERS GATE_ENV GATE_PATCHES GATE_SCAN_SET_ASIDE GATE_SCAN_BLOCKERS
                  GATE_SCAN_WARNINGS GATE_SCAN_OPTIONS)
  set_property(GLOBAL PROPERTY ${_gate_doc} "[]")
endforeach()
# The scan's findings stay apart from GATE_BLOCKERS (the gate's and the logs' blockers): the C
# tool writes them with their report parts (markdown, JUnit, ids), which the reports splice in
# whole, so the gate's time does not grow with the number of findings (GATE_SCAN_* below).
set_property(GLOBAL PROPERTY GATE_BLOCKER_TOTAL 0)
set_property(GLOBAL PROPERTY GATE_SCAN_IDS "")
set_property(GLOBAL PROPERTY GATE_SCAN_MD "")
set_property(GLOBAL PROPERTY GATE_SCAN_ASIDE_MD "")
set_property(GLOBAL PROPERTY GATE_SCAN_WARNINGS_MD "")
set_property(GLOBAL PROPERTY GATE_SCAN_JUNIT "")
set_property(GLOBAL PROPERTY GATE_HARNESS_ERROR "")
set_property(GLOBAL PROPERTY GATE_SERIES "{\"state\": \"not-judged\", \"detail\": \"the patches phase did not judge the source\"}")

# gate_json_append(<property> <json value>)
function(gate_json_append property value)
  get_property(doc GLOBAL PROPERTY ${property})
  string(JSON length LENGTH "${doc}")
  string(JSON doc SET "${doc}" ${length} "${value}")
  set_property(GLOBAL PROPERTY ${property} "${doc}")
endfunction()

# gate_now(<out>): seconds since the epoch.
function(gate_now out)
  string(TIMESTAMP now "%s" UTC)
  set(${out} ${now} PARENT_SCOPE)
endfunction()

# gate_stop(<code> <message>): ends the run at once, as a tool does: one line, exit <code> through
# the status file, no CMake error banner (winport_tool_exit). For bad input (a profile or baseline
# that cannot be read, bad arguments: 2) found before any report can be written.
function(gate_stop code text)
  message("winport-gate: ${text}")
  winport_tool_exit(${code} "${WINPORT_GATE_STATUS_FILE}")
endfunction()

# gate_harness_error(<message>): the gate itself could not do its job (exit 2).
function(gate_harness_error text)
  message("winport-gate: harness error: ${text}")
  set_property(GLOBAL APPEND PROPERTY GATE_HARNESS_ERROR "${text}")
endfunction()

# gate_refuse(<message>): an input the gate must not prove anything on (exit 2, like a harness
# error: no verdict about the engine comes from it).
function(gate_refuse text)
  message("winport-gate: refused: ${text}")
  set_property(GLOBAL APPEND PROPERTY GATE_HARNESS_ERROR "refused: ${text}")
endfunction()

# gate_input_error(<message>): the gate was given something it cannot judge an engine with (a
# --deps-dir staging that does not match the lock): exit 2 like a harness error, not a NO-GO.
function(gate_input_error text)
  message("winport-gate: input error: ${text}")
  set_property(GLOBAL APPEND PROPERTY GATE_HARNESS_ERROR "${text}")
endfunction()

# The catalog's classes (the C classifier holds the keys; the gate needs the fields of the
# classes it raises itself).
function(gate_load_catalog file)
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "winport-gate: catalog ${file} does not exist")
  endif()
  file(STRINGS "${file}" lines REGEX "^class ")
  foreach(line IN LISTS lines)
    # Regex groups, not a list: remedies may contain ';'. Stored with ';' escaped as "\;"-free
    # text by keeping each field in its own property.
    if(NOT line MATCHES "^class +([^|]*)\\|([^|]*)\\|([^|]*)\\|([^|]*)\\|([^|]*)\\|([^|]*)$")
      message(FATAL_ERROR "winport-gate: ${file}: malformed class record: ${line}")
    endif()
    foreach(k RANGE 1 6)
      string(STRIP "${CMAKE_MATCH_${k}}" field${k})
    endforeach()
    set(id "${field1}")
    set_property(GLOBAL PROPERTY GATE_CLASS_${id}_kind "${field2}")
    set_property(GLOBAL PROPERTY GATE_CLASS_${id}_tool "${field3}")
    set_property(GLOBAL PROPERTY GATE_CLASS_${id}_layer "${field4}")
    set_property(GLOBAL PROPERTY GATE_CLASS_${id}_winport "${field5}")
    set_property(GLOBAL PROPERTY GATE_CLASS_${id}_remedy "${field6}")
    set(values "${id}")
    set_property(GLOBAL PROPERTY GATE_CLASS_${id} "${values}")
  endforeach()
endfunction()

# gate_blocker(PHASE <p> ID <catalog id> MESSAGE <text> [CODE c] [FILE f] [LINE n] [LOG l]
#              [PREDICTED] [EXCERPT lines...])
function(gate_blocker)
  cmake_parse_arguments(PARSE_ARGV 0 arg "PREDICTED" "PHASE;ID;MESSAGE;CODE;FILE;LINE;LOG" "EXCERPT")
  get_property(class GLOBAL PROPERTY GATE_CLASS_${arg_ID})
  if(NOT class)
    message(FATAL_ERROR "winport-gate: internal: blocker class ${arg_ID} is not in the catalog")
  endif()
  foreach(field kind tool layer winport remedy)
    get_property(${field} GLOBAL PROPERTY GATE_CLASS_${arg_ID}_${field})
  endforeach()
  if(NOT arg_LINE)
    set(arg_LINE 0)
  endif()
  set(predicted false)
  if(arg_PREDICTED)
    set(predicted true)
  endif()
  set(excerpt "[]")
  foreach(text IN LISTS arg_EXCERPT)
    winport_json_quote(q "${text}")
    string(JSON length LENGTH "${excerpt}")
    string(JSON excerpt SET "${excerpt}" ${length} "${q}")
  endforeach()
  set(obj "{}")
  foreach(field phase:PHASE id:ID kind:- tool:- code:CODE layer:- winport:- remedy:- message:MESSAGE file:FILE log:LOG)
    string(REPLACE ":" ";" pair "${field}")
    list(GET pair 0 name)
    list(GET pair 1 source)
    if(source STREQUAL "-")
      set(value "${${name}}")
    else()
      set(value "${arg_${source}}")
    endif()
    winport_json_quote(q "${value}")
    string(JSON obj SET "${obj}" ${name} "${q}")
  endforeach()
  string(JSON obj SET "${obj}" line ${arg_LINE})
  string(JSON obj SET "${obj}" log_line 0)
  string(JSON obj SET "${obj}" count 1)
  string(JSON obj SET "${obj}" predicted ${predicted})
  string(JSON obj SET "${obj}" classified true)
  string(JSON obj SET "${obj}" excerpt "${excerpt}")
  gate_json_append(GATE_BLOCKERS "${obj}")
  _gate_count_blockers(${arg_PHASE} 1)
endfunction()

# _gate_count_blockers(<phase> <n>): the per-phase and total counts gate_blocker_count reads.
function(_gate_count_blockers phase n)
  get_property(count GLOBAL PROPERTY GATE_BLOCKER_COUNT_${phase})
  get_property(total GLOBAL PROPERTY GATE_BLOCKER_TOTAL)
  if(NOT count)
    set(count 0)
  endif()
  math(EXPR count "${count} + ${n}")
  math(EXPR total "${total} + ${n}")
  set_property(GLOBAL PROPERTY GATE_BLOCKER_COUNT_${phase} ${count})
  set_property(GLOBAL PROPERTY GATE_BLOCKER_TOTAL ${total})
endfunction()

# gate_json_concat(<property> <json array>): appends the array's items to the array in
# <property> as text (no per-item JSON call: linear in the size).
function(gate_json_concat property array)
  get_property(doc GLOBAL PROPERTY ${property})
  string(STRIP "${array}" array)
  if(array MATCHES "^\\[[ \t\r\n]*\\]$")
    return()
  endif()
  if(doc MATCHES "^\\[[ \t\r\n]*\\]$")
    set_property(GLOBAL PROPERTY ${property} "${array}")
    return()
  endif()
  string(REGEX REPLACE "\\][ \t\r\n]*$" "" doc "${doc}")
  string(SUBSTRING "${array}" 1 -1 items)
  set_property(GLOBAL PROPERTY ${property} "${doc}, ${items}")
endfunction()

# gate_add_scan(<phase> <scan json> <fragments prefix>): the scan's findings into the run, as the
# C tool wrote them (each blocker already holds its phase and log) with their report parts.
function(gate_add_scan phase json_file prefix)
  # Where the scan's blockers go among the others in report.json: after those found so far.
  get_property(before GLOBAL PROPERTY GATE_BLOCKERS)
  string(JSON k LENGTH "${before}")
  set_property(GLOBAL PROPERTY GATE_SCAN_BLOCKERS_AT ${k})
  file(READ "${json_file}" doc)
  foreach(pair "blockers;GATE_SCAN_BLOCKERS" "set_aside;GATE_SCAN_SET_ASIDE" "warnings;GATE_SCAN_WARNINGS"
               "assumed_options;GATE_SCAN_OPTIONS")
    list(GET pair 0 key)
    list(GET pair 1 property)
    string(JSON array GET "${doc}" ${key})
    gate_json_concat(${property} "${array}")
  endforeach()
  file(STRINGS "${prefix}.ids.txt" ids)
  list(LENGTH ids n)
  _gate_count_blockers(${phase} ${n})
  set_property(GLOBAL APPEND PROPERTY GATE_SCAN_IDS ${ids})
  foreach(part "blockers.md;GATE_SCAN_MD" "aside.md;GATE_SCAN_ASIDE_MD" "warnings.md;GATE_SCAN_WARNINGS_MD"
               "junit.xml;GATE_SCAN_JUNIT")
    list(GET part 0 suffix)
    list(GET part 1 property)
    file(READ "${prefix}.${suffix}" text)
    set_property(GLOBAL APPEND_STRING PROPERTY ${property} "${text}")
  endforeach()
endfunction()

# gate_add_classified(<phase> <classifier json> <log>): a log's blockers, into the run (the scan's
# come through gate_add_scan); a warning class goes to GATE_WARNINGS.
function(gate_add_classified phase json_file log)
  file(READ "${json_file}" doc)
  string(JSON blockers GET "${doc}" blockers)
  string(JSON n LENGTH "${blockers}")
  if(n EQUAL 0)
    return()
  endif()
  file(RELATIVE_PATH log_rel "${GATE_OUT}" "${log}")
  math(EXPR last "${n} - 1")
  set(counted 0)
  foreach(i RANGE ${last})
    string(JSON b GET "${blockers}" ${i})
    string(JSON id GET "${b}" id)
    winport_json_quote(q "${phase}")
    string(JSON b SET "${b}" phase "${q}")
    winport_json_quote(q "${log_rel}")
    string(JSON b SET "${b}" log "${q}")
    if(id STREQUAL "UNCLASSIFIED")
      string(JSON b SET "${b}" classified false)
    else()
      string(JSON b SET "${b}" classified true)
    endif()
    # Supply-chain and hygiene findings are warnings (GateProof.cmake), never blockers.
    gate_is_warning(warning "${b}")
    if(warning)
      gate_json_append(GATE_WARNINGS "${b}")
    else()
      gate_json_append(GATE_BLOCKERS "${b}")
      math(EXPR counted "${counted} + 1")
    endif()
  endforeach()
  _gate_count_blockers(${phase} ${counted})
endfunction()

# gate_blocker_count(<out> [PHASE p]): the blockers so far (the scan's included), of one phase or all.
function(gate_blocker_count out)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PHASE" "")
  if(arg_PHASE)
    get_property(count GLOBAL PROPERTY GATE_BLOCKER_COUNT_${arg_PHASE})
  else()
    get_property(count GLOBAL PROPERTY GATE_BLOCKER_TOTAL)
  endif()
  if(NOT count)
    set(count 0)
  endif()
  set(${out} ${count} PARENT_SCOPE)
endfunction()

# gate_env(<name> <value> <ok>): a doctor finding for the environment table.
function(gate_env name value ok)
  winport_json_quote(qn "${name}")
  winport_json_quote(qv "${value}")
  if(ok)
    set(ok true)
  else()
    set(ok false)
  endif()
  gate_json_append(GATE_ENV "{\"name\": ${qn}, \"value\": ${qv}, \"ok\": ${ok}}")
  message("  ${name}: ${value}")
endfunction()

# Phases: a banner, elapsed time, one log per phase.
set(GATE_PHASE_NAMES doctor source patches scan configure build smoke install)
function(gate_phase_begin name)
  list(FIND GATE_PHASE_NAMES ${name} index)
  math(EXPR index "${index} + 1")
  list(LENGTH GATE_PHASE_NAMES total)
  message("")
  message("==== [${index}/${total}] ${name}")
  gate_now(now)
  set_property(GLOBAL PROPERTY GATE_PHASE_START_${name} ${now})
  file(WRITE "${GATE_OUT}/logs/${name}.log" "")
endfunction()

# gate_phase_end(<name> <passed|failed|skipped|error> [<detail>])
function(gate_phase_end name status)
  set(detail "${ARGN}")
  get_property(start GLOBAL PROPERTY GATE_PHASE_START_${name})
  if(NOT start)
    gate_now(start)
  endif()
  gate_now(now)
  math(EXPR elapsed "${now} - ${start}")
  winport_json_quote(qn "${name}")
  winport_json_quote(qs "${status}")
  winport_json_quote(qd "${detail}")
  set(log "")
  if(EXISTS "${GATE_OUT}/logs/${name}.log")
    set(log "logs/${name}.log")
  endif()
  winport_json_quote(ql "${log}")
  gate_json_append(GATE_PHASES
    "{\"name\": ${qn}, \"status\": ${qs}, \"elapsed_s\": ${elapsed}, \"log\": ${ql}, \"detail\": ${qd}}")
  set_property(GLOBAL PROPERTY GATE_PHASE_STATUS_${name} ${status})
  if(detail)
    set(detail " (${detail})")
  endif()
  message("---- ${name}: ${status} in ${elapsed}s${detail}")
endfunction()

# gate_run(<out rc> LOG <file> [TIMEOUT s] [WORKING_DIRECTORY d] COMMAND ...): runs a command,
# appending "$ command" and its output to the phase log. rc is the exit code, or "timeout".
function(gate_run out)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "LOG;TIMEOUT;WORKING_DIRECTORY" "COMMAND")
  if(NOT arg_TIMEOUT)
    set(arg_TIMEOUT ${GATE_TIMEOUT})
  endif()
  if(NOT arg_WORKING_DIRECTORY)
    set(arg_WORKING_DIRECTORY "${GATE_OUT}")
  endif()
  list(JOIN arg_COMMAND " " shown)
  file(APPEND "${arg_LOG}" "$ ${shown}\n")
  set(step "${arg_LOG}.step")
  execute_process(COMMAND ${arg_COMMAND}
    WORKING_DIRECTORY "${arg_WORKING_DIRECTORY}"
    TIMEOUT ${arg_TIMEOUT}
    RESULT_VARIABLE rc
    OUTPUT_FILE "${step}" ERROR_FILE "${step}")
  # Logs can be large (a whole build): concatenate with CMake's own copy, not through a variable.
  execute_process(COMMAND "${CMAKE_COMMAND}" -E cat "${arg_LOG}" "${step}" OUTPUT_FILE "${arg_LOG}.joined")
  file(RENAME "${arg_LOG}.joined" "${arg_LOG}")
  file(REMOVE "${step}")
  if(rc MATCHES "timeout")
    file(APPEND "${arg_LOG}" "winport-gate: timed out after ${arg_TIMEOUT}s\n")
    set(rc timeout)
  elseif(NOT rc MATCHES "^-?[0-9]+$")
    file(APPEND "${arg_LOG}" "winport-gate: ${rc}\n")
    set(rc 127)
  endif()
  set(${out} ${rc} PARENT_SCOPE)
endfunction()

# gate_classify(<phase> <log>): runs the C classifier over a log; its blockers join the run.
function(gate_classify phase log)
  set(json "${GATE_OUT}/logs/${phase}.blockers.json")
  # Logs the gate wrote itself are detected as any other (UTF-8 here; the console's code page on
  # Windows); --encoding names the encoding of a log given to `classify`.
  set(encoding "")
  if(GATE_LOG_ENCODING)
    set(encoding --encoding "${GATE_LOG_ENCODING}")
  endif()
  execute_process(COMMAND "${GATE_CLASSIFIER}" --catalog "${GATE_CATALOG}" --log "${log}" ${encoding} --out "${json}"
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc MATCHES "^[01]$")
    gate_harness_error("classifying ${log} failed (${rc}): ${err}")
    return()
  endif()
  gate_add_classified(${phase} "${json}" "${log}")
endfunction()

# ---- lanes: which toolchain builds the engine (--lane)
# gate_lane_setup(): for --lane msvc-abi, GATE_LANE_CONFIGURE (the arguments every configure of
# the engine and its consumer gets) and GATE_LANE_RUN (the command prefix a built program runs
# under: Wine, with a prefix of its own in the output folder); the MSVC-strictness emulation is
# off (the compiler is clang-cl itself). For native, both are empty.
macro(gate_lane_setup)
  set(GATE_LANE_CONFIGURE "")
  set(GATE_LANE_RUN "")
  if(GATE_LANE STREQUAL "msvc-abi")
    set(GATE_MSVC_STRICT FALSE)
    find_program(GATE_wine NAMES wine wine64)
    if(NOT GATE_wine)
      gate_stop(2 "--lane msvc-abi runs the engine under Wine, and wine is not on PATH (Debian: apt-get install wine wine64)")
    endif()
    # CMP0091 NEW: the toolchain's /MD (CMAKE_MSVC_RUNTIME_LIBRARY) also in projects whose
    # cmake_minimum_required predates the policy; a toolchain file is read too late to set it.
    set(GATE_LANE_CONFIGURE
      "-DCMAKE_TOOLCHAIN_FILE=${GATE_WINPORT_ROOT}/cmake/toolchains/clang-cl-msvc-x86_64.cmake"
      -DCMAKE_POLICY_DEFAULT_CMP0091=NEW)
    # The lane's generated libraries, built once for the engine and its consumer.
    if(NOT DEFINED ENV{WINPORT_MSVC_ABI_CACHE})
      list(APPEND GATE_LANE_CONFIGURE "-DWINPORT_MSVC_ABI_CACHE=${GATE_OUT}/msvc-abi")
    endif()
    # winedbg off: with it, a program that crashes exits 0 under Wine (tests/cmake/WinportTesting.cmake).
    set(GATE_LANE_RUN "${CMAKE_COMMAND}" -E env "WINEPREFIX=${GATE_OUT}/wineprefix" WINEDEBUG=-all
      WINEDLLOVERRIDES=winedbg.exe=d "${GATE_wine}")
  endif()
endmacro()
