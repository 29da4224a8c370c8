# SPDX-License-Identifier: BSD-3-Clause
# GateProfile.cmake: reads an engine's profile (patches/<engine>/profile) and pin.
#
# Profile format (version 1), one directive per line, '#' starts a comment line:
#   name <engine>                      the engine's name (also the patch folder's name)
#   upstream builtin <dir>             upstream is a folder of this repository, materialised as
#                                      a git repository with fixed author and dates (its commit
#                                      id is stable, so it can be pinned)
#   upstream git <url>                 upstream is a git repository (the pin file's url wins)
#   scenario <name> <cmake args...>    configure arguments of a scenario (cpu, cuda, static, ...)
#   default-scenario <name>
#   targets <target...>                what the build phase builds (default: all)
#   smoke <command...>                 the smoke test, run in the build folder
#   smoke-windows <command...>         the smoke test on a Windows host, where it differs (an
#                                      engine that puts its executables elsewhere there)
#   smoke-lane <command...>            the smoke test through the MSVC-ABI lane (under Wine), where
#                                      it differs from smoke-windows: only what Wine cannot run
#                                      left out, each with its reason in a comment
#   smoke-expect <regex>               output the smoke test must print
#   requires <feature...>              what the doctor must find: lapacke, cuda
#   consumer <dir>                     a project (relative to the profile) built against the
#                                      installed package after the smoke test (GateInstall.cmake)
#   consumer-run <program>             its program to run, in its build folder
#   consumer-expect <regex>            output the consumer must print
#   cache <dir>                        the compiler cache the build uses unless --cache/--no-cache
#                                      say otherwise (relative to the winport checkout)
#   timeout <scenario|*> <seconds>     per-phase timeout of that scenario (or of all) unless
#                                      --timeout says otherwise (a cold CUDA build outlasts 3600)
#   scan-exclude <path...>             source folders or files (relative, '/'-separated) the
#                                      scan skips because no Windows build compiles them (the
#                                      scan cannot read CMake's source selection); repeatable
#   baseline <scenario>:<key>=<pass|fail|skip>   expected state; <key> is a blocker id or
#                                      phase.<name>; unlisted keys are expected to pass
# Arguments are split like a shell would (quotes group); these placeholders are replaced:
#   @WINPORT_ROOT@  this winport checkout   @SOURCE_DIR@ the engine's source   @BUILD_DIR@ its build
#   @EXE@           ".exe" on Windows and in the msvc-abi lane, "" elsewhere
#
# Pin file (patches/<engine>/pin, the patch tool's format): lines "url <url>", "commit <40 hex>",
# optionally "tag <tag>" ("key = value" and "key: value" are read too).
include_guard(GLOBAL)

function(gate_read_profile file)
  if(NOT EXISTS "${file}")
    gate_stop(2 "profile ${file} does not exist")
  endif()
  file(STRINGS "${file}" lines)
  set(number 0)
  set(scenarios "")
  set(baseline "")
  set(scan_excludes "")
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    string(STRIP "${line}" line)
    if(line STREQUAL "" OR line MATCHES "^#")
      continue()
    endif()
    if(NOT line MATCHES "^([a-z-]+)[ \t]+(.*)$")
      gate_stop(2 "${file}:${number}: expected '<directive> <value>', got: ${line}")
    endif()
    set(key "${CMAKE_MATCH_1}")
    set(value "${CMAKE_MATCH_2}")
    if(key STREQUAL "scenario")
      if(NOT value MATCHES "^([A-Za-z0-9_.-]+)[ \t]*(.*)$")
        gate_stop(2 "${file}:${number}: scenario needs a name")
      endif()
      list(APPEND scenarios "${CMAKE_MATCH_1}")
      set_property(GLOBAL PROPERTY GATE_PROFILE_SCENARIO_${CMAKE_MATCH_1} "${CMAKE_MATCH_2}")
    elseif(key STREQUAL "baseline")
      if(NOT value MATCHES "^[A-Za-z0-9_.-]+:[A-Za-z0-9_.*-]+[ \t]*=[ \t]*(pass|fail|skip)$")
        gate_stop(2 "${file}:${number}: unrecognizable baseline entry; expected 'baseline <scenario>:<key>=(pass|fail|skip)'")
      endif()
      string(REGEX REPLACE "[ \t]" "" value "${value}")
      list(APPEND baseline "${value}")
    elseif(key STREQUAL "timeout")
      if(NOT value MATCHES "^([A-Za-z0-9_.-]+|\\*)[ \t]+([1-9][0-9]*)$")
        gate_stop(2 "${file}:${number}: expected 'timeout <scenario|*> <seconds>', got: ${line}")
      endif()
      # timeout_all for '*', timeout_for_<scenario> otherwise: no scenario name can reach the first.
      if(CMAKE_MATCH_1 STREQUAL "*")
        set_property(GLOBAL PROPERTY GATE_PROFILE_timeout_all "${CMAKE_MATCH_2}")
      else()
        set_property(GLOBAL PROPERTY GATE_PROFILE_timeout_for_${CMAKE_MATCH_1} "${CMAKE_MATCH_2}")
      endif()
    elseif(key STREQUAL "scan-exclude")
      separate_arguments(folders UNIX_COMMAND "${value}")
      foreach(folder IN LISTS folders)
        if(folder MATCHES "^/|^[A-Za-z]:|(^|/)\\.\\.(/|$)|\\\\")
          gate_stop(2 "${file}:${number}: scan-exclude takes paths relative to the source, with '/': ${folder}")
        endif()
        string(REGEX REPLACE "/+$" "" folder "${folder}")
        list(APPEND scan_excludes "${folder}")
      endforeach()
    elseif(key MATCHES "^(name|upstream|default-scenario|targets|smoke|smoke-windows|smoke-lane|smoke-expect|requires|cache|consumer|consumer-run|consumer-expect)$")
      set_property(GLOBAL PROPERTY GATE_PROFILE_${key} "${value}")
    else()
      gate_stop(2 "${file}:${number}: unknown directive '${key}'")
    endif()
  endforeach()
  set_property(GLOBAL PROPERTY GATE_PROFILE_scenarios "${scenarios}")
  set_property(GLOBAL PROPERTY GATE_PROFILE_baseline "${baseline}")
  set_property(GLOBAL PROPERTY GATE_PROFILE_scan-exclude "${scan_excludes}")
endfunction()

function(gate_profile out key)
  get_property(value GLOBAL PROPERTY GATE_PROFILE_${key})
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

# gate_expand(<out> <text>): placeholders replaced, then split into a list like a shell.
function(gate_expand out text)
  set(exe "")
  if(CMAKE_HOST_WIN32 OR GATE_LANE STREQUAL "msvc-abi")
    set(exe ".exe")
  endif()
  string(REPLACE "@WINPORT_ROOT@" "${GATE_WINPORT_ROOT}" text "${text}")
  string(REPLACE "@SOURCE_DIR@" "${GATE_SOURCE_DIR}" text "${text}")
  string(REPLACE "@BUILD_DIR@" "${GATE_BUILD_DIR}" text "${text}")
  string(REPLACE "@EXE@" "${exe}" text "${text}")
  separate_arguments(list UNIX_COMMAND "${text}")
  set(${out} "${list}" PARENT_SCOPE)
endfunction()

# gate_read_baseline_file(<file>): a baseline kept outside the profile, same entries, one per line.
function(gate_read_baseline_file file)
  if(NOT EXISTS "${file}")
    gate_stop(2 "baseline ${file} does not exist")
  endif()
  file(STRINGS "${file}" lines)
  set(baseline "")
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    string(REGEX REPLACE "#.*" "" line "${line}")
    string(STRIP "${line}" line)
    if(line STREQUAL "")
      continue()
    endif()
    if(NOT line MATCHES "^[A-Za-z0-9_.-]+:[A-Za-z0-9_.*-]+[ \t]*=[ \t]*(pass|fail|skip)$")
      gate_stop(2 "${file}:${number}: unrecognizable baseline entry; expected '<scenario>:<key>=(pass|fail|skip)'")
    endif()
    string(REGEX REPLACE "[ \t]" "" line "${line}")
    list(APPEND baseline "${line}")
  endforeach()
  set_property(GLOBAL PROPERTY GATE_PROFILE_baseline "${baseline}")
endfunction()

function(gate_read_pin file)
  set(url "")
  set(commit "")
  set(tag "")
  if(EXISTS "${file}")
    file(STRINGS "${file}" lines)
    foreach(line IN LISTS lines)
      if(line MATCHES "^[ \t]*(url|commit|tag)[ \t]*[:=]?[ \t]*([^ \t].*)$")
        string(STRIP "${CMAKE_MATCH_2}" v)
        set(${CMAKE_MATCH_1} "${v}")
      endif()
    endforeach()
  endif()
  set_property(GLOBAL PROPERTY GATE_PIN_url "${url}")
  set_property(GLOBAL PROPERTY GATE_PIN_commit "${commit}")
  set_property(GLOBAL PROPERTY GATE_PIN_tag "${tag}")
endfunction()
