# SPDX-License-Identifier: BSD-3-Clause
# WinportPreamble.cmake: embed a preprocessed header (a JIT "preamble") or plain files in a target.
#
#   winport_add_preamble(TARGET <target> HEADER <header> OUTPUT <source.cpp>
#                        [INCLUDE_DIRS <dir>...] [FUNCTION <name>] [PRELUDE <line>...]
#                        [OPTIONS <compiler option>...] [KEEP_BLANK_LINES])
#     Preprocesses <header> with the project's own C++ compiler (CMAKE_CXX_COMPILER: `-E -P` for
#     GCC and Clang, `/EP /Tp` for MSVC and clang-cl), and generates <source.cpp>, which defines
#     `const char* <name>()` returning the preprocessed text and `std::size_t <name>_size()`,
#     and `const char* <name>_compiler()` naming the compiler that produced it
#     ("<CMAKE_CXX_COMPILER_ID> <CMAKE_CXX_COMPILER_VERSION>", e.g. "GNU 13.3.0");
#     <name> defaults to get_prebuilt_preamble and may be qualified (mlx::core::get_preamble).
#     The source is added to <target>, which may be defined in another directory (a driver
#     target runs the generator first; see _winport_preamble_attach). PRELUDE lines go verbatim
#     at the top of the source. A
#     dependency file makes Ninja, Makefiles and Visual Studio regenerate the source when any
#     header that <header> includes changes. Relative HEADER and INCLUDE_DIRS are relative to
#     the current source folder, a relative OUTPUT to the current binary folder.
#
#   winport_add_embedded_files(TARGET <target> OUTPUT <source.cpp> FILES <function>=<file>...
#                              [PRELUDE <line>...])
#     Generates <source.cpp> defining, per file, `const char* <function>()` returning the file's
#     exact bytes and `std::size_t <function>_size()`; regenerated when a file changes.
#
# The generator is the winport-preamble program (compat/preamble):
#   - winport::preamble, built by winport (or imported from an installed winport), when it can
#     run here, i.e. when not cross-compiling;
#   - in a cross build: WINPORT_PREAMBLE_EXECUTABLE if set (a host build of winport-preamble),
#     or else a host copy built on demand from winport's sources with the host's default C
#     compiler through ExternalProject. (CMake does not run custom commands through
#     CMAKE_CROSSCOMPILING_EMULATOR, and a Windows program under Wine could not start a Linux
#     compiler anyway.)
include_guard(GLOBAL)

set(WINPORT_PREAMBLE_EXECUTABLE "" CACHE FILEPATH
  "winport-preamble built for the host, for cross builds (empty: winport builds one)")

# Sets <command_var> to the generator to run and <depends_var> to what the command must depend on.
function(_winport_preamble_tool command_var depends_var)
  if(NOT CMAKE_CROSSCOMPILING AND TARGET winport::preamble)
    # The real target behind the alias (built here) or the imported one (installed winport).
    get_target_property(tool winport::preamble ALIASED_TARGET)
    if(NOT tool)
      set(tool winport::preamble)
    endif()
    set(${command_var} ${tool} PARENT_SCOPE)
    set(${depends_var} ${tool} PARENT_SCOPE)
    return()
  endif()
  if(WINPORT_PREAMBLE_EXECUTABLE)
    set(${command_var} "${WINPORT_PREAMBLE_EXECUTABLE}" PARENT_SCOPE)
    set(${depends_var} "${WINPORT_PREAMBLE_EXECUTABLE}" PARENT_SCOPE)
    return()
  endif()
  set(host_dir "${CMAKE_BINARY_DIR}/winport-preamble-host")
  # Taken from the sub-build's install step, whose folder does not depend on the configuration
  # (a multi-config generator puts the built program under <config>/).
  set(host_tool "${host_dir}/install/bin/winport-preamble${CMAKE_HOST_EXECUTABLE_SUFFIX}")
  if(NOT TARGET winport_preamble_host)
    set(source_dir "")
    foreach(candidate IN ITEMS "${WINPORT_CMAKE_DIR}/../compat/preamble" "${WINPORT_CMAKE_DIR}/../preamble-src")
      if(EXISTS "${candidate}/src/main.c")
        get_filename_component(source_dir "${candidate}" ABSOLUTE)
        break()
      endif()
    endforeach()
    if(NOT source_dir)
      if(CMAKE_CROSSCOMPILING)
        set(why "cross-compiling, so winport::preamble cannot run here")
      else()
        set(why "this winport has no winport::preamble (an install made without it)")
      endif()
      message(FATAL_ERROR "winport_add_preamble: ${why}, and winport-preamble's sources are not "
        "beside ${WINPORT_CMAKE_DIR} to build a host copy; set WINPORT_PREAMBLE_EXECUTABLE to a "
        "host build of winport-preamble")
    endif()
    include(ExternalProject)
    # CMAKE_CACHE_ARGS without a toolchain file: the sub-build finds the host's compiler.
    ExternalProject_Add(winport_preamble_host
      SOURCE_DIR "${source_dir}"
      PREFIX "${host_dir}"
      BINARY_DIR "${host_dir}/build"
      INSTALL_DIR "${host_dir}/install"
      CMAKE_ARGS -DCMAKE_BUILD_TYPE=Release "-DCMAKE_INSTALL_PREFIX=${host_dir}/install"
      BUILD_BYPRODUCTS "${host_tool}"
      # The sub-build decides what is out of date: without this, a changed generator source
      # (a new option) leaves the first host copy in place, and a newer call of it fails.
      BUILD_ALWAYS TRUE
      EXCLUDE_FROM_ALL TRUE
      LOG_CONFIGURE TRUE
      LOG_BUILD TRUE
      LOG_OUTPUT_ON_FAILURE TRUE)
  endif()
  set(${command_var} "${host_tool}" PARENT_SCOPE)
  set(${depends_var} winport_preamble_host "${host_tool}" PARENT_SCOPE)
endfunction()

function(winport_add_preamble)
  cmake_parse_arguments(PARSE_ARGV 0 arg "KEEP_BLANK_LINES" "TARGET;HEADER;OUTPUT;FUNCTION"
    "INCLUDE_DIRS;PRELUDE;OPTIONS")
  foreach(required IN ITEMS TARGET HEADER OUTPUT)
    if(NOT arg_${required})
      message(FATAL_ERROR "winport_add_preamble: ${required} is required")
    endif()
  endforeach()
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "winport_add_preamble: unexpected arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET ${arg_TARGET})
    message(FATAL_ERROR "winport_add_preamble: TARGET ${arg_TARGET} is not a target")
  endif()
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(NOT CXX IN_LIST languages)
    message(FATAL_ERROR "winport_add_preamble: the CXX language is not enabled; the preamble is "
      "preprocessed by the C++ compiler (project(... LANGUAGES CXX) or enable_language(CXX))")
  endif()
  get_filename_component(header "${arg_HEADER}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  get_filename_component(output "${arg_OUTPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  if(NOT EXISTS "${header}")
    message(FATAL_ERROR "winport_add_preamble: HEADER ${header} does not exist")
  endif()

  if(CMAKE_CXX_COMPILER_ID STREQUAL "MSVC" OR CMAKE_CXX_COMPILER_FRONTEND_VARIANT STREQUAL "MSVC")
    set(family msvc)
  else()
    set(family gnu)
  endif()
  set(args preamble --compiler "${CMAKE_CXX_COMPILER}" --family ${family}
    --header "${header}" --output "${output}" --depfile "${output}.d")
  # The compiler the text came from, as `<name>_compiler()` ("GNU 13.3.0"): the preamble is its
  # standard library, which another compiler at run time may reject (B15).
  if(CMAKE_CXX_COMPILER_ID AND CMAKE_CXX_COMPILER_VERSION)
    list(APPEND args --compiler-id "${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION}")
  endif()
  # A cross compiler driven through a target triple or sysroot must preprocess for that target.
  if(family STREQUAL "gnu" AND CMAKE_CXX_COMPILER_TARGET)
    list(APPEND args --compiler-arg "--target=${CMAKE_CXX_COMPILER_TARGET}")
  endif()
  if(family STREQUAL "gnu" AND CMAKE_SYSROOT)
    list(APPEND args --compiler-arg "--sysroot=${CMAKE_SYSROOT}")
  endif()
  # A cross toolchain may select its target and standard headers through the flags it starts
  # with (the MSVC-ABI lane: --target, /imsvc for the Microsoft STL and Wine's CRT): the
  # preamble must see the headers the compiles see. (Not for native builds, where optimisation
  # flags would change the preprocessed text: __OPTIMIZE__ and friends.)
  if(CMAKE_CROSSCOMPILING AND CMAKE_CXX_FLAGS)
    separate_arguments(_winport_preamble_flags NATIVE_COMMAND "${CMAKE_CXX_FLAGS}")
    foreach(flag IN LISTS _winport_preamble_flags)
      list(APPEND args --compiler-arg "${flag}")
    endforeach()
  endif()
  if(family STREQUAL "msvc" AND CMAKE_CL_SHOWINCLUDES_PREFIX)
    list(APPEND args --showincludes-prefix "${CMAKE_CL_SHOWINCLUDES_PREFIX}")
  endif()
  foreach(dir IN LISTS arg_INCLUDE_DIRS)
    get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND args --include-dir "${dir}")
  endforeach()
  foreach(option IN LISTS arg_OPTIONS)
    list(APPEND args --compiler-arg "${option}")
  endforeach()
  if(arg_FUNCTION)
    list(APPEND args --function "${arg_FUNCTION}")
  endif()
  foreach(line IN LISTS arg_PRELUDE)
    list(APPEND args --prelude "${line}")
  endforeach()
  if(arg_KEEP_BLANK_LINES)
    list(APPEND args --keep-blank-lines)
  endif()

  _winport_preamble_tool(tool tool_depends)
  file(RELATIVE_PATH shown "${CMAKE_BINARY_DIR}" "${output}")
  add_custom_command(OUTPUT "${output}"
    COMMAND ${tool} ${args}
    DEPENDS "${header}" ${tool_depends}
    DEPFILE "${output}.d"
    COMMENT "Generating preamble ${shown}"
    VERBATIM COMMAND_EXPAND_LISTS)
  _winport_preamble_attach(${arg_TARGET} "${output}")
endfunction()

# Adds a generated source to <target>. A custom command only runs for targets of the directory
# that defines it, and engines generate where the kernels live but create the library elsewhere
# (MLX: `mlx` at the top, the preamble in mlx/backend/cpu). So, for a target of another directory,
# a driver target here runs the command, <target> waits for it, and the source is marked
# GENERATED where <target> is (needed where CMP0118 is OLD: projects requiring CMake < 3.20).
function(_winport_preamble_attach target output)
  # A cross build generates with the host copy, so nothing else asks for the target's own
  # winport-preamble; built with the engine, it is there when `cmake --install` follows a build of
  # the engine's targets alone (the gate's install phase in its msvc-abi lane met this).
  if(CMAKE_CROSSCOMPILING AND TARGET winport_preamble)
    add_dependencies(${target} winport_preamble)
  endif()
  target_sources(${target} PRIVATE "${output}")
  get_target_property(target_dir ${target} SOURCE_DIR)
  if(target_dir STREQUAL CMAKE_CURRENT_SOURCE_DIR)
    return()
  endif()
  string(MD5 key "${output}")
  string(SUBSTRING "${key}" 0 12 key)
  set(driver "winport_generate_${target}_${key}")
  add_custom_target(${driver} DEPENDS "${output}")
  add_dependencies(${target} ${driver})
  set_source_files_properties("${output}" TARGET_DIRECTORY ${target} PROPERTIES GENERATED TRUE)
endfunction()

function(winport_add_embedded_files)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET;OUTPUT" "FILES;PRELUDE")
  foreach(required IN ITEMS TARGET OUTPUT FILES)
    if(NOT arg_${required})
      message(FATAL_ERROR "winport_add_embedded_files: ${required} is required")
    endif()
  endforeach()
  if(NOT TARGET ${arg_TARGET})
    message(FATAL_ERROR "winport_add_embedded_files: TARGET ${arg_TARGET} is not a target")
  endif()
  get_filename_component(output "${arg_OUTPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  set(args embed --output "${output}")
  set(files "")
  foreach(line IN LISTS arg_PRELUDE)
    list(APPEND args --prelude "${line}")
  endforeach()
  foreach(spec IN LISTS arg_FILES)
    if(NOT spec MATCHES "^([A-Za-z_][A-Za-z0-9_:]*)=(.+)$")
      message(FATAL_ERROR "winport_add_embedded_files: '${spec}' is not <function>=<file>")
    endif()
    set(function "${CMAKE_MATCH_1}")
    get_filename_component(file "${CMAKE_MATCH_2}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND args "${function}=${file}")
    list(APPEND files "${file}")
  endforeach()
  _winport_preamble_tool(tool tool_depends)
  file(RELATIVE_PATH shown "${CMAKE_BINARY_DIR}" "${output}")
  add_custom_command(OUTPUT "${output}"
    COMMAND ${tool} ${args}
    DEPENDS ${files} ${tool_depends}
    COMMENT "Embedding files in ${shown}"
    VERBATIM)
  _winport_preamble_attach(${arg_TARGET} "${output}")
endfunction()
