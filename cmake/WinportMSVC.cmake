# SPDX-License-Identifier: BSD-3-Clause
# WinportMSVC.cmake: MSVC and nvcc flags for an engine's targets, never silently dropped.
#
#   winport_target_msvc_defaults(<target> [CXX_STANDARD <n>] [GCC_FLAGS <flag>...]
#                                [FLAVOUR AUTO|MSVC|GNU])
#     - the C++ standard as a compile feature (cxx_std_<n>, and cuda_std_<n> when CUDA is
#       enabled), default 17: an engine's -std=c++20 in CMAKE_CXX_FLAGS means nothing to cl.exe,
#       which silently ignores unknown options and stays on C++14;
#     - MSVC (cl.exe and clang-cl): /Zc:__cplusplus /Zc:preprocessor /permissive- /utf-8 /bigobj
#       /EHsc for C++ (/utf-8 /bigobj /Zc:preprocessor for C), and _USE_MATH_DEFINES so M_PI and
#       friends exist; for CUDA sources the same switches as -Xcompiler=/..., each guarded by
#       $<COMPILE_LANGUAGE:...>, because a bare /EHsc on nvcc's command line fails with
#       "A single input file is required for a non-link phase" (ceres-solver#887);
#     - GCC_FLAGS: the flags an engine sets for GCC/Clang, translated for the compiler in use
#       (table below); for CUDA sources every host flag goes through -Xcompiler=;
#     - debug information embedded in the objects (/Z7: MSVC_DEBUG_INFORMATION_FORMAT Embedded)
#       for Debug and RelWithDebInfo, which compiler caches (ccache, sccache) accept and /Zi's
#       shared PDB does not, unless the project set CMAKE_MSVC_DEBUG_INFORMATION_FORMAT itself.
#     FLAVOUR: which command-line dialect the compilers speak; AUTO (default) is MSVC when the
#     C or C++ compiler's front end is MSVC (cl.exe, clang-cl) or nvcc hosts on cl.exe.
#
#   winport_msvc_translate_gcc_flags(<prefix> FLAVOUR <MSVC|GNU> FLAGS <flag>...)
#     The translation alone. Sets <prefix>_HOST (flags for C/C++), <prefix>_CUDA (for nvcc),
#     <prefix>_IPO (TRUE when -flto asked for link-time optimisation) and <prefix>_DROPPED
#     ("flag: why" entries). An unknown flag is an error naming it.
#
# GCC flag   MSVC                                  nvcc (MSVC host)        nvcc (GCC host)
#   -O0/-O1/-O2/-O3/-Os/-Ofast  /Od /O1 /O2 /O2 /O1 /O2+/fp:fast   -Xcompiler=<that>  -Xcompiler=<flag>
#   -ffast-math  /fp:fast                          -Xcompiler=/fp:fast --use_fast_math   (same, GCC form)
#   -march=native  dropped, logged: cl has no "native"; name an ISA (-mavx2 -> /arch:AVX2)
#   -mavx -mavx2 -mavx512f  /arch:AVX /arch:AVX2 /arch:AVX512
#   -flto        INTERPROCEDURAL_OPTIMIZATION (CMake adds /GL and /LTCG); not given to nvcc
#   -fPIC -fpic  dropped, logged: Windows code has no PIC mode (GCC: passed through)
#   -fopenmp     /openmp
#   -g, -W*, -pthread  dropped, logged (debug format / warnings / threads are per compiler)
#   -D<x> -I<x>  passed through (cl accepts the dash forms)
include_guard(GLOBAL)

function(winport_msvc_translate_gcc_flags prefix)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "FLAVOUR" "FLAGS")
  if(NOT arg_FLAVOUR MATCHES "^(MSVC|GNU)$")
    message(FATAL_ERROR "winport_msvc_translate_gcc_flags: FLAVOUR must be MSVC or GNU, not '${arg_FLAVOUR}'")
  endif()
  set(host "")
  set(cuda "")
  set(dropped "")
  set(ipo FALSE)
  foreach(flag IN LISTS arg_FLAGS)
    set(msvc "")
    set(why "")
    set(cuda_native "")
    if(flag MATCHES "^-O(0|1|2|3|s|fast)$")
      set(level "${CMAKE_MATCH_1}")
      if(level STREQUAL "0")
        set(msvc /Od)
      elseif(level MATCHES "^(1|s)$")
        set(msvc /O1)
      elseif(level STREQUAL "fast")
        set(msvc /O2 /fp:fast)
        set(cuda_native --use_fast_math)
      else()
        set(msvc /O2)
      endif()
    elseif(flag STREQUAL "-ffast-math")
      set(msvc /fp:fast)
      set(cuda_native --use_fast_math)
    elseif(flag STREQUAL "-march=native" OR flag STREQUAL "-mtune=native")
      set(why "cl.exe has no 'native' target, so name an instruction set instead (-mavx2 becomes /arch:AVX2)")
    elseif(flag STREQUAL "-mavx")
      set(msvc /arch:AVX)
    elseif(flag STREQUAL "-mavx2")
      set(msvc /arch:AVX2)
    elseif(flag STREQUAL "-mavx512f")
      set(msvc /arch:AVX512)
    elseif(flag STREQUAL "-flto" OR flag MATCHES "^-flto=")
      set(ipo TRUE)
      list(APPEND dropped "${flag}: replaced by the target property INTERPROCEDURAL_OPTIMIZATION (MSVC: /GL + /LTCG, GCC: -flto), never given to nvcc")
      continue()
    elseif(flag STREQUAL "-fPIC" OR flag STREQUAL "-fpic")
      set(why "Windows code has no position-independent mode (DLLs are relocated by the loader)")
    elseif(flag STREQUAL "-fopenmp")
      set(msvc /openmp)
    elseif(flag MATCHES "^-g[0-9]?$")
      set(why "debug information comes from MSVC_DEBUG_INFORMATION_FORMAT / the build type")
    elseif(flag MATCHES "^-W")
      set(why "warning options differ per compiler, use winport_target_warnings() or /W<n>")
    elseif(flag STREQUAL "-pthread")
      set(why "MSVC's runtime is always thread-safe, there is no -pthread")
    elseif(flag MATCHES "^-[DI].")
      set(msvc "${flag}")
    elseif(flag MATCHES "^-std=")
      message(FATAL_ERROR "winport_msvc_translate_gcc_flags: '${flag}': set the standard with CXX_STANDARD (a compile feature), not a flag; cl.exe would ignore it silently")
    else()
      message(FATAL_ERROR "winport_msvc_translate_gcc_flags: no translation for the GCC flag '${flag}' (known: -O<n> -ffast-math -march=native -mavx* -flto -fPIC -fopenmp -g -W* -pthread -D -I); translate it by hand with a $<COMPILE_LANG_AND_ID:...> guard")
    endif()

    if(arg_FLAVOUR STREQUAL "MSVC")
      if(why)
        list(APPEND dropped "${flag}: ${why}")
        continue()
      endif()
      list(APPEND host ${msvc})
      foreach(m IN LISTS msvc)
        if(m MATCHES "^-[DI]")
          list(APPEND cuda "${m}")     # nvcc understands -D/-I itself
        else()
          list(APPEND cuda "-Xcompiler=${m}")
        endif()
      endforeach()
    else()
      list(APPEND host "${flag}")
      if(flag MATCHES "^-[DI]")
        list(APPEND cuda "${flag}")
      else()
        list(APPEND cuda "-Xcompiler=${flag}")
      endif()
    endif()
    list(APPEND cuda ${cuda_native})
  endforeach()
  list(REMOVE_DUPLICATES cuda)
  set(${prefix}_HOST "${host}" PARENT_SCOPE)
  set(${prefix}_CUDA "${cuda}" PARENT_SCOPE)
  set(${prefix}_IPO "${ipo}" PARENT_SCOPE)
  set(${prefix}_DROPPED "${dropped}" PARENT_SCOPE)
endfunction()

function(_winport_msvc_flavour out_var)
  set(flavour GNU)
  foreach(lang IN ITEMS C CXX)
    if(CMAKE_${lang}_COMPILER_ID STREQUAL "MSVC" OR CMAKE_${lang}_COMPILER_FRONTEND_VARIANT STREQUAL "MSVC")
      set(flavour MSVC)
    endif()
  endforeach()
  if(CMAKE_CUDA_SIMULATE_ID STREQUAL "MSVC")
    set(flavour MSVC)
  endif()
  set(${out_var} ${flavour} PARENT_SCOPE)
endfunction()

function(winport_target_msvc_defaults target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "CXX_STANDARD;FLAVOUR" "GCC_FLAGS")
  if(NOT TARGET ${target})
    message(FATAL_ERROR "winport_target_msvc_defaults: '${target}' is not a target")
  endif()
  set(standard "${arg_CXX_STANDARD}")
  if(NOT standard)
    set(standard 17)
  endif()
  if(NOT standard MATCHES "^(11|14|17|20|23|26)$")
    message(FATAL_ERROR "winport_target_msvc_defaults(${target}): CXX_STANDARD '${standard}' is not a C++ standard (11 14 17 20 23 26)")
  endif()
  set(flavour "${arg_FLAVOUR}")
  if(NOT flavour OR flavour STREQUAL "AUTO")
    _winport_msvc_flavour(flavour)
  elseif(NOT flavour MATCHES "^(MSVC|GNU)$")
    message(FATAL_ERROR "winport_target_msvc_defaults(${target}): FLAVOUR must be AUTO, MSVC or GNU, not '${flavour}'")
  endif()
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    set(scope INTERFACE)
  else()
    set(scope PUBLIC)
  endif()
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)

  # The standard as a feature: CMake then emits the right switch for each compiler
  # (-std=c++20, /std:c++20, nvcc -std=c++20) instead of a flag cl.exe would ignore.
  target_compile_features(${target} ${scope} cxx_std_${standard})
  if("CUDA" IN_LIST languages)
    if("cuda_std_${standard}" IN_LIST CMAKE_CUDA_COMPILE_FEATURES)
      target_compile_features(${target} ${scope} cuda_std_${standard})
    else()
      # This CMake does not know the switch for this nvcc (CMake 3.25 has no cuda_std_20 for
      # nvcc): nvcc's own -std=c++<n> (it passes the matching switch on to cl.exe or g++).
      message(STATUS "winport: ${target}: CMake ${CMAKE_VERSION} has no cuda_std_${standard} for ${CMAKE_CUDA_COMPILER_ID} ${CMAKE_CUDA_COMPILER_VERSION}: passing -std=c++${standard} to nvcc")
      target_compile_options(${target} ${scope} "$<$<COMPILE_LANGUAGE:CUDA>:-std=c++${standard}>")
    endif()
  endif()

  if(flavour STREQUAL "MSVC")
    # Local lists: a file-scope variable would be invisible to callers outside winport's folder.
    set(cxx_switches /Zc:__cplusplus /Zc:preprocessor /permissive- /utf-8 /bigobj /EHsc)
    set(c_switches /Zc:preprocessor /utf-8 /bigobj)
    string(REPLACE ";" "," cuda_switches "${cxx_switches}")
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANGUAGE:CXX>:${cxx_switches}>"
      "$<$<COMPILE_LANGUAGE:C>:${c_switches}>"
      "$<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=${cuda_switches}>")
    target_compile_definitions(${target} PRIVATE _USE_MATH_DEFINES)
    if(NOT DEFINED CMAKE_MSVC_DEBUG_INFORMATION_FORMAT)
      set_property(TARGET ${target} PROPERTY MSVC_DEBUG_INFORMATION_FORMAT
        "$<$<CONFIG:Debug,RelWithDebInfo>:Embedded>")
    endif()
  endif()

  if(arg_GCC_FLAGS)
    winport_msvc_translate_gcc_flags(tr FLAVOUR ${flavour} FLAGS ${arg_GCC_FLAGS})
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANGUAGE:C,CXX>:${tr_HOST}>"
      "$<$<COMPILE_LANGUAGE:CUDA>:${tr_CUDA}>")
    if(tr_IPO)
      set_property(TARGET ${target} PROPERTY INTERPROCEDURAL_OPTIMIZATION TRUE)
    endif()
    foreach(entry IN LISTS tr_DROPPED)
      message(STATUS "winport: ${target}: ${flavour}: GCC flag ${entry}")
    endforeach()
    set_property(TARGET ${target} APPEND PROPERTY WINPORT_DROPPED_FLAGS "${tr_DROPPED}")
  endif()
endfunction()
