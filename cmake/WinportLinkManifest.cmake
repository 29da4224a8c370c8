# SPDX-License-Identifier: BSD-3-Clause
# Distributed with winport (BSD-3-Clause, like CMake's own modules).
#[=======================================================================[.rst:
WinportLinkManifest
-------------------

The static link closure of a library, for a consumer whose build is not CMake (a cargo
``build.rs``, a Makefile): every archive in link order, system libraries, link options and
folders, the C runtime the archives were compiled for, the language runtimes they need, and the
DLLs to ship beside the program.

.. code-block:: cmake

  winport_write_link_manifest(TARGET <static library> [OUTPUT <file.json>] [CARGO <file>]
                              [LANGUAGE C|CXX])

Nothing in it is kept by hand: a probe executable that links ``<target>`` (never built) is
generated with the project, and at build time the target ``<target>_link_manifest`` (part of
``all``) reads that executable's link line from CMake's file API (``codemodel-v2``: the
``commandFragments`` CMake itself puts on the link command, in order, for the build's
configuration) together with what only generator expressions know (``$<TARGET_RUNTIME_DLLS>``,
``MSVC_RUNTIME_LIBRARY``, the transitive include folders and definitions), and writes:

``OUTPUT`` (default ``<binary dir>/<target>-link.json``)
  The manifest, schema ``winport-link-manifest/1`` (``docs/link-manifest.schema.json``).
``CARGO`` (default ``<OUTPUT without .json>.cargo``)
  The same closure as the lines a cargo ``build.rs`` prints: ``cargo:rustc-link-search=native=``,
  ``cargo:rustc-link-lib=static=`` / ``dylib=`` / system names, ``cargo:rustc-link-arg=`` for
  options (``/DELAYLOAD:``, sanitizers) and for files no ``-l`` can name; the C++ runtime last
  (rustc links through the C driver, which does not add it).

With CMake older than 3.27 the file API answers the query the function makes at the *next*
configure: the first build of a new build tree runs that configure by itself (once, as the build
system does for an edited ``CMakeLists.txt``), so one configure and one build suffice with every
CMake from 3.25.

``LANGUAGE`` is the probe's language: ``C`` by default (``CXX`` when C is not enabled); CMake
makes the link language C++ by itself when the library's closure has C++ sources, as it is for
any consumer of a C++ engine, and only then are C++ runtimes listed. ``config`` is the
configuration built, ``none`` for a single-configuration build without ``CMAKE_BUILD_TYPE``. The manifest is written for the
configuration being built (per configuration with a multi-config generator).
#]=======================================================================]

if(CMAKE_SCRIPT_MODE_FILE AND CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  # ---- build time: cmake -DWLM_FACTS=<file> -P WinportLinkManifest.cmake
  cmake_policy(VERSION 3.25)   # a script has no project to set policies (CMP0054: quoted names)
  include("${WLM_FACTS}")   # WLM_* variables written at generate time (see below)
  # Beside the modules in the source tree and in an install alike (modules/../scripts/lib).
  include("${CMAKE_CURRENT_LIST_DIR}/../scripts/lib/WinportScriptUtils.cmake")

  # The file API reply: the newest index, its codemodel, the probe's target object. Before CMake
  # 3.27 the configure that wrote the query could not answer it: the first build configures once
  # more, as the build system does for an edited CMakeLists.txt (--regenerate-during-build: the
  # running build tool's own files are left alone). Nothing the build uses changes, only the
  # reply appears. Under a lock (GUARD PROCESS: GUARD FILE crashes CMake 3.25 in script mode), so
  # that manifests built in parallel configure once.
  file(GLOB indexes "${WLM_BUILD_DIR}/.cmake/api/v1/reply/index-*.json")
  if(NOT indexes)
    file(LOCK "${WLM_BUILD_DIR}/winport-link-manifest/file-api.lock" GUARD PROCESS TIMEOUT 3600)
    file(GLOB indexes "${WLM_BUILD_DIR}/.cmake/api/v1/reply/index-*.json")
    if(NOT indexes)
      message(STATUS "winport_write_link_manifest: CMake ${CMAKE_VERSION} answers the file API at a configure's start: configuring ${WLM_BUILD_DIR} once more (once per build tree)")
      execute_process(COMMAND "${CMAKE_COMMAND}" --regenerate-during-build -S "${WLM_SOURCE_DIR}" -B "${WLM_BUILD_DIR}"
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
      file(GLOB indexes "${WLM_BUILD_DIR}/.cmake/api/v1/reply/index-*.json")
      if(NOT rc EQUAL 0 OR NOT indexes)
        message(FATAL_ERROR "winport_write_link_manifest: configuring ${WLM_BUILD_DIR} once more for CMake's file API failed (exit ${rc}):\n${out}")
      endif()
    endif()
    file(LOCK "${WLM_BUILD_DIR}/winport-link-manifest/file-api.lock" RELEASE)
  endif()
  list(SORT indexes)
  list(GET indexes -1 index)
  set(reply "${WLM_BUILD_DIR}/.cmake/api/v1/reply")
  file(READ "${index}" text)
  string(JSON n LENGTH "${text}" objects)
  set(codemodel "")
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    string(JSON kind GET "${text}" objects ${i} kind)
    if(kind STREQUAL "codemodel")
      string(JSON codemodel GET "${text}" objects ${i} jsonFile)
    endif()
  endforeach()
  file(READ "${reply}/${codemodel}" model)
  string(JSON nconf LENGTH "${model}" configurations)
  math(EXPR last "${nconf} - 1")
  set(target_json "")
  foreach(c RANGE ${last})
    string(JSON cname GET "${model}" configurations ${c} name)
    if(nconf EQUAL 1 OR cname STREQUAL WLM_CONFIG)
      string(JSON nt LENGTH "${model}" configurations ${c} targets)
      math(EXPR tlast "${nt} - 1")
      foreach(t RANGE ${tlast})
        string(JSON tname GET "${model}" configurations ${c} targets ${t} name)
        if(tname STREQUAL WLM_PROBE)
          string(JSON target_json GET "${model}" configurations ${c} targets ${t} jsonFile)
        endif()
      endforeach()
    endif()
  endforeach()
  if(NOT target_json)
    message(FATAL_ERROR "winport_write_link_manifest: the file API reply has no target ${WLM_PROBE} for configuration '${WLM_CONFIG}'")
  endif()
  file(READ "${reply}/${target_json}" probe)
  string(JSON link_language GET "${probe}" link language)
  string(JSON nfrag LENGTH "${probe}" link commandFragments)

  # <fragment text> as it stands on the command line: unquoted, absolute for a relative path (the
  # linker runs in the build folder).
  function(_wlm_path out fragment)
    string(REGEX REPLACE "^\"(.*)\"$" "\\1" fragment "${fragment}")
    string(REPLACE "\\" "/" fragment "${fragment}")
    if(NOT IS_ABSOLUTE "${fragment}" AND fragment MATCHES "[/.]")
      get_filename_component(fragment "${fragment}" ABSOLUTE BASE_DIR "${WLM_BUILD_DIR}")
    endif()
    set(${out} "${fragment}" PARENT_SCOPE)
  endfunction()

  set(libraries "[]")
  set(options "")
  set(dirs "")
  set(delayload "")
  set(cargo "")
  set(searched "")
  set(msvc_like FALSE)
  if(WLM_FRONTEND STREQUAL "MSVC")
    set(msvc_like TRUE)
  endif()
  math(EXPR last "${nfrag} - 1")
  foreach(f RANGE ${last})
    string(JSON fragment GET "${probe}" link commandFragments ${f} fragment)
    string(JSON role GET "${probe}" link commandFragments ${f} role)
    string(STRIP "${fragment}" fragment)
    if(fragment STREQUAL "")
      continue()
    endif()
    if(role STREQUAL "libraryPath")
      string(REGEX REPLACE "^(-L|[-/]LIBPATH:)" "" dir "${fragment}")
      _wlm_path(dir "${dir}")
      list(APPEND dirs "${dir}")
      continue()
    endif()
    # Several options or libraries can share one fragment ("kernel32.lib user32.lib ..."): one
    # at a time.
    separate_arguments(parts NATIVE_COMMAND "${fragment}")
    if(role STREQUAL "flags")
      foreach(part IN LISTS parts)
        # What the probe's own link line has and a library does not need: the compile flags the
        # GNU driver repeats (-O3 -DNDEBUG; kept when the linker flags name them too, as
        # -fsanitize=...), and an MSVC program's own settings (CRT and debug switches, machine,
        # subsystem, incremental linking), which the consumer chooses for itself.
        if(part IN_LIST WLM_COMPILE_FLAGS AND NOT part IN_LIST WLM_LINK_FLAGS)
          continue()
        endif()
        if(msvc_like AND part MATCHES "^[-/]([Mm][DdTt]d?|Z[iI7]|O[0-9a-z]*|Ob[0-9]|RTC[0-9a-z]*|EH[a-z]*|GR-?|W[0-9]|[Mm][Aa][Cc][Hh][Ii][Nn][Ee]:.*|[Ss][Uu][Bb][Ss][Yy][Ss][Tt][Ee][Mm]:.*|[Dd][Ee][Bb][Uu][Gg]|INCREMENTAL(:NO)?|MANIFEST.*)$")
          continue()
        endif()
        list(APPEND options "${part}")
        if(part MATCHES "^[-/]DELAYLOAD:(.+)$")
          list(APPEND delayload "${CMAKE_MATCH_1}")
        endif()
      endforeach()
      continue()
    endif()
    foreach(fragment IN LISTS parts)
    # role "libraries": a file, a -l name, a bare Windows library name, or an option.
    set(kind "")
    set(name "")
    set(path "")
    _wlm_path(absolute "${fragment}")
    if(NOT IS_ABSOLUTE "${absolute}")
      get_filename_component(absolute "${absolute}" ABSOLUTE BASE_DIR "${WLM_BUILD_DIR}")
    endif()
    if(absolute IN_LIST WLM_STATIC_LIBRARIES OR absolute IN_LIST WLM_IMPORT_LIBRARIES OR absolute IN_LIST WLM_SHARED_LIBRARIES)
      set(fragment "${absolute}")   # a target's own file, named relative to the build folder
    endif()
    if(fragment MATCHES "^-l(.+)$")
      set(kind system)
      set(name "${CMAKE_MATCH_1}")
    elseif(fragment MATCHES "^-Wl,|^-[a-zA-Z]" OR (msvc_like AND fragment MATCHES "^/[A-Za-z]+:"))
      list(APPEND options "${fragment}")
      if(fragment MATCHES "[-/]DELAYLOAD:([^ ,]+)")
        list(APPEND delayload "${CMAKE_MATCH_1}")
      endif()
      continue()
    elseif(msvc_like AND NOT fragment MATCHES "[/\\\\]" AND fragment MATCHES "^\"?([^\"]+)\\.lib\"?$")
      set(kind system)   # kernel32.lib, delayimp.lib: found on the linker's own path
      set(name "${CMAKE_MATCH_1}")
    else()
      _wlm_path(path "${fragment}")
      get_filename_component(file "${path}" NAME)
      if(path IN_LIST WLM_IMPORT_LIBRARIES)
        set(kind import)
      elseif(path IN_LIST WLM_SHARED_LIBRARIES)
        set(kind shared)
      elseif(path IN_LIST WLM_STATIC_LIBRARIES)
        set(kind static)
      elseif(path IN_LIST WLM_UNKNOWN_LIBRARIES)
        set(kind imported)   # an UNKNOWN IMPORTED library: static or import, CMake does not say
      elseif(file MATCHES "\\.(so(\\.[0-9.]+)?|dylib|dll\\.a)$")
        set(kind shared)
      else()
        set(kind static)
      endif()
      string(REGEX REPLACE "^lib(.+)\\.(a|so(\\.[0-9.]+)?|dylib|dll\\.a)$" "\\1" name "${file}")
      string(REGEX REPLACE "\\.lib$" "" name "${name}")
    endif()
    winport_json_quote(q_path "${path}")
    winport_json_quote(q_name "${name}")
    string(JSON k LENGTH "${libraries}")
    string(JSON libraries SET "${libraries}" ${k} "{\"kind\": \"${kind}\", \"name\": ${q_name}, \"path\": ${q_path}}")
    # cargo: a library cargo can name by folder and name; else the file itself as an argument.
    if(kind STREQUAL "system")
      string(APPEND cargo "cargo:rustc-link-lib=${name}\n")
    else()
      get_filename_component(dir "${path}" DIRECTORY)
      get_filename_component(file "${path}" NAME)
      set(expected "lib${name}.a")
      if(msvc_like)
        set(expected "${name}.lib")
      endif()
      set(search "")
      if(NOT dir IN_LIST searched)
        set(search "cargo:rustc-link-search=native=${dir}\n")
      endif()
      if(kind STREQUAL "static" AND file STREQUAL expected)
        string(APPEND cargo "${search}cargo:rustc-link-lib=static=${name}\n")
        list(APPEND searched "${dir}")
      elseif(kind MATCHES "shared|import|imported" AND (file MATCHES "^lib${name}\\.so$" OR file STREQUAL "${name}.lib"))
        string(APPEND cargo "${search}cargo:rustc-link-lib=dylib=${name}\n")
        list(APPEND searched "${dir}")
      else()
        string(APPEND cargo "cargo:rustc-link-arg=${path}\n")
      endif()
    endif()
    endforeach()
  endforeach()
  foreach(dir IN LISTS dirs)
    string(APPEND cargo "cargo:rustc-link-search=native=${dir}\n")
  endforeach()
  foreach(option IN LISTS options)
    string(APPEND cargo "cargo:rustc-link-arg=${option}\n")
  endforeach()

  # Language runtimes: what the compiler driver adds by itself for the link language (a consumer
  # linking through another driver adds it), and the CUDA runtime when a CUDA library is linked.
  set(runtimes "[]")
  if(link_language STREQUAL "CXX" AND NOT msvc_like)
    set(cxx_libs "")
    foreach(lib IN LISTS WLM_CXX_IMPLICIT_LIBS)
      if(NOT lib MATCHES "^(c|gcc|gcc_s|gcc_eh|m)$" AND NOT lib IN_LIST cxx_libs)
        list(APPEND cxx_libs "${lib}")
      endif()
    endforeach()
    set(q_libs "[]")
    foreach(lib IN LISTS cxx_libs)
      string(JSON k LENGTH "${q_libs}")
      string(JSON q_libs SET "${q_libs}" ${k} "\"${lib}\"")
      string(APPEND cargo "cargo:rustc-link-lib=${lib}\n")
    endforeach()
    string(JSON runtimes SET "${runtimes}" 0 "{\"language\": \"CXX\", \"what\": \"C++ standard library\", \"libraries\": ${q_libs}}")
  elseif(link_language STREQUAL "CXX")
    string(JSON runtimes SET "${runtimes}" 0 "{\"language\": \"CXX\", \"what\": \"C++ standard library (the MSVC toolset's, chosen by the CRT below)\", \"libraries\": []}")
  endif()
  if(libraries MATCHES "cudart|cublas|cufft|nvrtc|cudnn")
    string(JSON k LENGTH "${runtimes}")
    string(JSON runtimes SET "${runtimes}" ${k} "{\"language\": \"CUDA\", \"what\": \"CUDA runtime and libraries (listed above); the driver's own library at run time\", \"libraries\": []}")
  endif()

  # The C runtime (MSVC): MSVC_RUNTIME_LIBRARY, and the iterator debug level it implies. Objects
  # of /MD and /MT, or of Debug and Release, do not link together (LNK2038).
  set(crt "{\"msvc_runtime_library\": \"\", \"flag\": \"\", \"iterator_debug_level\": null}")
  if(msvc_like)
    set(flag "/MD")
    if(WLM_MSVC_RUNTIME MATCHES "^MultiThreaded(Debug)?$")
      set(flag "/MT")
    endif()
    set(idl 0)
    if(WLM_MSVC_RUNTIME MATCHES "Debug")
      string(APPEND flag "d")
      set(idl 2)
    endif()
    set(crt "{\"msvc_runtime_library\": \"${WLM_MSVC_RUNTIME}\", \"flag\": \"${flag}\", \"iterator_debug_level\": ${idl}}")
  endif()

  function(_wlm_json_list out)
    set(json "[]")
    foreach(item IN LISTS ARGN)
      if(NOT item STREQUAL "")
        winport_json_quote(q "${item}")
        string(JSON k LENGTH "${json}")
        string(JSON json SET "${json}" ${k} "${q}")
      endif()
    endforeach()
    set(${out} "${json}" PARENT_SCOPE)
  endfunction()
  list(REMOVE_DUPLICATES WLM_RUNTIME_DLLS)
  _wlm_json_list(q_dlls ${WLM_RUNTIME_DLLS})
  _wlm_json_list(q_delay ${delayload})
  _wlm_json_list(q_options ${options})
  _wlm_json_list(q_dirs ${dirs})
  _wlm_json_list(q_includes ${WLM_INCLUDE_DIRS})
  _wlm_json_list(q_defines ${WLM_DEFINITIONS})
  _wlm_json_list(q_compile_options ${WLM_COMPILE_OPTIONS})
  _wlm_json_list(q_features ${WLM_COMPILE_FEATURES})
  winport_json_quote(q_target "${WLM_TARGET}")
  winport_json_quote(q_archive "${WLM_ARCHIVE}")
  # A single-configuration build without CMAKE_BUILD_TYPE has the configuration CMake calls "".
  set(config "${WLM_CONFIG}")
  if(config STREQUAL "")
    set(config none)
  endif()
  winport_json_quote(q_config "${config}")
  winport_json_quote(q_system "${WLM_SYSTEM}")
  winport_json_quote(q_cid "${WLM_COMPILER_ID}")
  winport_json_quote(q_cver "${WLM_COMPILER_VERSION}")
  winport_json_quote(q_front "${WLM_FRONTEND}")
  set(doc "{\"schema\": \"winport-link-manifest/1\"}")
  string(JSON doc SET "${doc}" target "${q_target}")
  string(JSON doc SET "${doc}" config "${q_config}")
  string(JSON doc SET "${doc}" archive "${q_archive}")
  string(JSON doc SET "${doc}" platform "{\"system\": ${q_system}, \"compiler_id\": ${q_cid}, \"compiler_version\": ${q_cver}, \"frontend\": ${q_front}, \"link_language\": \"${link_language}\"}")
  string(JSON doc SET "${doc}" link "{\"libraries\": ${libraries}, \"library_dirs\": ${q_dirs}, \"options\": ${q_options}}")
  string(JSON doc SET "${doc}" compile "{\"include_dirs\": ${q_includes}, \"definitions\": ${q_defines}, \"options\": ${q_compile_options}, \"features\": ${q_features}}")
  string(JSON doc SET "${doc}" crt "${crt}")
  string(JSON doc SET "${doc}" language_runtimes "${runtimes}")
  string(JSON doc SET "${doc}" runtime_dlls "${q_dlls}")
  string(JSON doc SET "${doc}" delay_loaded "${q_delay}")
  winport_write_atomically("${WLM_OUTPUT}" "${doc}\n")
  winport_write_atomically("${WLM_CARGO}" "${cargo}")
  return()
endif()

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/WinportRuntimeDlls.cmake")   # _winport_link_closure
set(_WINPORT_LINK_MANIFEST_SCRIPT "${CMAKE_CURRENT_LIST_FILE}" CACHE INTERNAL "WinportLinkManifest.cmake")

function(winport_write_link_manifest)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET;OUTPUT;CARGO;LANGUAGE" "")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "winport_write_link_manifest: unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET "${arg_TARGET}")
    message(FATAL_ERROR "winport_write_link_manifest: TARGET '${arg_TARGET}' is not a target")
  endif()
  get_target_property(type ${arg_TARGET} TYPE)
  if(NOT type STREQUAL "STATIC_LIBRARY")
    message(FATAL_ERROR "winport_write_link_manifest: ${arg_TARGET} is a ${type}; the manifest is the link closure of a static library")
  endif()
  set(target ${arg_TARGET})
  if(NOT arg_OUTPUT)
    set(arg_OUTPUT "${CMAKE_BINARY_DIR}/${target}-link.json")
  endif()
  get_filename_component(arg_OUTPUT "${arg_OUTPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  if(NOT arg_CARGO)
    string(REGEX REPLACE "\\.json$" "" arg_CARGO "${arg_OUTPUT}")
    set(arg_CARGO "${arg_CARGO}.cargo")
  endif()
  get_filename_component(arg_CARGO "${arg_CARGO}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(NOT arg_LANGUAGE)
    # C unless C is not enabled: CMake raises the probe's link language to C++ by itself when
    # the closure has C++ (a C library then lists no C++ runtime, a C++ one does).
    set(arg_LANGUAGE C)
    if(NOT C IN_LIST languages)
      set(arg_LANGUAGE CXX)
    endif()
  endif()
  set(extension c)
  if(arg_LANGUAGE STREQUAL "CXX")
    set(extension cpp)
  endif()

  # The probe: an executable that links the library, generated but never built.
  set(probe _winport_link_probe_${target})
  set(source "${CMAKE_CURRENT_BINARY_DIR}/winport-link-probe/${target}.${extension}")
  file(WRITE "${source}" "int main(void) { return 0; }\n")
  add_executable(${probe} EXCLUDE_FROM_ALL "${source}")
  target_link_libraries(${probe} PRIVATE ${target})

  # Ask CMake's file API for the code model. CMake 3.27+ answers a query made from the project
  # in the same run (cmake_file_api). Older CMake reads query files when a configure starts, so
  # the query written here is answered by the next configure, which the build step runs itself
  # when no answer is there yet (once per build tree).
  if(COMMAND cmake_file_api)
    cmake_file_api(QUERY API_VERSION 1 CODEMODEL 2)
  else()
    file(WRITE "${CMAKE_BINARY_DIR}/.cmake/api/v1/query/codemodel-v2" "")
  endif()

  # What only generator expressions know, per configuration; completed at the end of the
  # directory, when the link closure is final (WINPORT_RUNTIME_DLLS of every linked target).
  set(facts "${CMAKE_BINARY_DIR}/winport-link-manifest/${target}-$<CONFIG>.cmake")
  cmake_language(EVAL CODE
    "cmake_language(DEFER CALL _winport_link_manifest_facts [[${target}]] [[${probe}]] [[${facts}]] [[${arg_OUTPUT}]] [[${arg_CARGO}]] [[${arg_LANGUAGE}]])")
  add_custom_target(${target}_link_manifest ALL
    COMMAND "${CMAKE_COMMAND}" "-DWLM_FACTS=${facts}" -P "${_WINPORT_LINK_MANIFEST_SCRIPT}"
    BYPRODUCTS "${arg_OUTPUT}" "${arg_CARGO}"
    COMMENT "Writing the link manifest of ${target}"
    VERBATIM)
endfunction()

function(_winport_link_manifest_facts target probe facts output cargo language)
  _winport_link_closure(closure ${target})
  set(dlls "$<TARGET_RUNTIME_DLLS:${probe}>")
  set(implibs "")
  set(shareds "")
  set(statics "")
  set(unknowns "")
  foreach(t IN LISTS closure)
    list(APPEND dlls "$<GENEX_EVAL:$<TARGET_PROPERTY:${t},WINPORT_RUNTIME_DLLS>>")
    get_target_property(t_type ${t} TYPE)
    if(t_type STREQUAL "SHARED_LIBRARY" AND CMAKE_IMPORT_LIBRARY_SUFFIX)
      list(APPEND implibs "$<TARGET_LINKER_FILE:${t}>")   # a DLL's import library
    elseif(t_type STREQUAL "SHARED_LIBRARY")
      list(APPEND shareds "$<TARGET_LINKER_FILE:${t}>")   # the .so / .dylib itself
    elseif(t_type STREQUAL "STATIC_LIBRARY")
      list(APPEND statics "$<TARGET_LINKER_FILE:${t}>")
    elseif(t_type STREQUAL "UNKNOWN_LIBRARY")
      list(APPEND unknowns "$<TARGET_LINKER_FILE:${t}>")
    endif()
  endforeach()
  if(NOT WIN32)
    set(dlls "")   # $<TARGET_RUNTIME_DLLS> is a DLL platform's; shared objects are listed as links
  endif()
  set(frontend "${CMAKE_${language}_COMPILER_FRONTEND_VARIANT}")
  if(NOT frontend)
    if(CMAKE_${language}_COMPILER_ID STREQUAL "MSVC")
      set(frontend MSVC)
    else()
      set(frontend GNU)
    endif()
  endif()
  # The flags of the link language's compile and link lines, one option per item, per
  # configuration (told apart at build time: the GNU driver repeats compile flags when linking).
  set(compile_flags "")
  set(link_flags "")
  foreach(config IN ITEMS "" _DEBUG _RELEASE _RELWITHDEBINFO _MINSIZEREL)
    separate_arguments(parts NATIVE_COMMAND "${CMAKE_${language}_FLAGS${config}}")
    list(APPEND compile_flags ${parts})
    separate_arguments(parts NATIVE_COMMAND "${CMAKE_EXE_LINKER_FLAGS${config}}")
    list(APPEND link_flags ${parts})
  endforeach()
  get_target_property(interface_link_options ${target} INTERFACE_LINK_OPTIONS)
  if(interface_link_options)
    list(APPEND link_flags ${interface_link_options})
  endif()
  set(default_crt "${CMAKE_MSVC_RUNTIME_LIBRARY}")
  if(NOT default_crt)
    set(default_crt "MultiThreaded$<$<CONFIG:Debug>:Debug>DLL")
  endif()
  set(crt "$<GENEX_EVAL:$<IF:$<BOOL:$<TARGET_PROPERTY:${target},MSVC_RUNTIME_LIBRARY>>,$<TARGET_PROPERTY:${target},MSVC_RUNTIME_LIBRARY>,${default_crt}>>")
  set(content "# Written by winport_write_link_manifest() at generate time (configuration $<CONFIG>).
set(WLM_TARGET [[${target}]])
set(WLM_PROBE [[${probe}]])
set(WLM_CONFIG [[$<CONFIG>]])
set(WLM_BUILD_DIR [[${CMAKE_BINARY_DIR}]])
set(WLM_SOURCE_DIR [[${CMAKE_SOURCE_DIR}]])
set(WLM_OUTPUT [[${output}]])
set(WLM_CARGO [[${cargo}]])
set(WLM_ARCHIVE [[$<TARGET_FILE:${target}>]])
set(WLM_SYSTEM [[${CMAKE_SYSTEM_NAME}]])
set(WLM_COMPILER_ID [[${CMAKE_${language}_COMPILER_ID}]])
set(WLM_COMPILER_VERSION [[${CMAKE_${language}_COMPILER_VERSION}]])
set(WLM_FRONTEND [[${frontend}]])
set(WLM_CXX_IMPLICIT_LIBS [[${CMAKE_CXX_IMPLICIT_LINK_LIBRARIES}]])
set(WLM_COMPILE_FLAGS [[${compile_flags}]])
set(WLM_LINK_FLAGS [[${link_flags}]])
set(WLM_MSVC_RUNTIME [[${crt}]])
set(WLM_RUNTIME_DLLS [[${dlls}]])
set(WLM_IMPORT_LIBRARIES [[${implibs}]])
set(WLM_SHARED_LIBRARIES [[${shareds}]])
set(WLM_STATIC_LIBRARIES [[${statics}]])
set(WLM_UNKNOWN_LIBRARIES [[${unknowns}]])
set(WLM_INCLUDE_DIRS [[$<TARGET_PROPERTY:${target},INTERFACE_INCLUDE_DIRECTORIES>]])
set(WLM_DEFINITIONS [[$<TARGET_PROPERTY:${target},INTERFACE_COMPILE_DEFINITIONS>]])
set(WLM_COMPILE_OPTIONS [[$<TARGET_PROPERTY:${target},INTERFACE_COMPILE_OPTIONS>]])
set(WLM_COMPILE_FEATURES [[$<TARGET_PROPERTY:${target},INTERFACE_COMPILE_FEATURES>]])
")
  file(GENERATE OUTPUT "${facts}" CONTENT "${content}")
endfunction()
