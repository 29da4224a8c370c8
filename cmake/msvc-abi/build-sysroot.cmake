# SPDX-License-Identifier: BSD-3-Clause
# build-sysroot.cmake: builds the MSVC-ABI lane's library folder once (cmake -P; called by
# MsvcAbiSysroot.cmake, which the toolchain file includes). Everything lands in <OUT>.partial and
# is renamed to <OUT> only when complete, so an interrupted build leaves nothing half-written.
#
#   -DOUT=<dir> -DKEY=<key of the inputs> -DSTL_DIR=<staged microsoft-stl> -DWINE_DLL_DIR=<Wine's x86_64-windows folder>
#   -DCLANG_CL=... -DLLVM_LIB=... -DLLVM_DLLTOOL=... -DLLVM_READOBJ=... -DCOMPILE_FLAGS=<list>
#
# <OUT>/lib holds what MSVC's linker searches by MSVC's file names:
#   import libraries generated from the Wine DLLs' own export tables (Wine's GNU import libraries
#   lack every C++-mangled export): ucrt.lib, vcruntime.lib, msvcprt.lib, kernel32.lib, CMake's
#   default system libraries, ...;
#   msvcrt.lib: the static CRT part of /MD (crt/*.c, *.cpp), plus ntdll's __chkstk;
#   msvcprt.lib also holds the Microsoft STL's import-library sources, compiled as Microsoft's
#   build does (its IMPLIB_SOURCES), except those listed in _stl_not_built below, and msvcprt/*.c:
#   what stands in for msvcp140.dll exports Wine has as stubs.
cmake_minimum_required(VERSION 3.25)

foreach(var OUT KEY STL_DIR WINE_DLL_DIR CLANG_CL LLVM_LIB LLVM_DLLTOOL LLVM_READOBJ)
  if(NOT ${var})
    message(FATAL_ERROR "build-sysroot.cmake: -D${var}= is required")
  endif()
endforeach()
set(here "${CMAKE_CURRENT_LIST_DIR}")
set(work "${OUT}.partial")
file(REMOVE_RECURSE "${work}")
file(MAKE_DIRECTORY "${work}/lib" "${work}/def" "${work}/obj")

# sysroot_run(<what> <command>...): runs it; its standard output is in SYSROOT_OUTPUT.
function(sysroot_run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    file(REMOVE_RECURSE "${work}")
    message(FATAL_ERROR "msvc-abi sysroot: ${what} failed:\n${out}${err}")
  endif()
  set(SYSROOT_OUTPUT "${out}" PARENT_SCOPE)
endfunction()

# The import libraries: <lib name> = <DLL>[+<DLL>...]. The names are MSVC's (CMake's default
# CMAKE_C_STANDARD_LIBRARIES for MSVC, what /MD's default-library directives name, and what
# winport and its tests link).
set(_import_libraries
  ucrt=ucrtbase.dll
  vcruntime=vcruntime140.dll+vcruntime140_1.dll
  msvcprt=msvcp140.dll+msvcp140_1.dll+msvcp140_2.dll+msvcp140_atomic_wait.dll
  kernel32=kernel32.dll ntdll=ntdll.dll user32=user32.dll gdi32=gdi32.dll
  winspool=winspool.drv shell32=shell32.dll ole32=ole32.dll oleaut32=oleaut32.dll
  comdlg32=comdlg32.dll advapi32=advapi32.dll ws2_32=ws2_32.dll bcrypt=bcrypt.dll
  shlwapi=shlwapi.dll psapi=psapi.dll dbghelp=dbghelp.dll version=version.dll
  synchronization=kernelbase.dll)

# Exports Wine has as unimplemented stubs that programs meet: left out of the import libraries,
# defined by msvcprt/*.c instead (each file says why).
set(_wine_stubs_msvcp140.dll _Sinh _Cosh _FSinh _FCosh)

# sysroot_def(<dll> <def file>): a module-definition file listing every named export of <dll>
# but its stubs above; an export whose address lies outside the DLL's executable sections is
# data (DATA), so the import library gives no thunk for it.
function(sysroot_def dll def)
  sysroot_run("llvm-readobj ${dll}" "${LLVM_READOBJ}" --sections --coff-exports "${WINE_DLL_DIR}/${dll}")
  set(dump "${SYSROOT_OUTPUT}")
  # Executable sections: "VirtualSize: 0x..", "VirtualAddress: 0x..", then its characteristics.
  string(REGEX MATCHALL "VirtualSize: 0x[0-9A-F]+\n *VirtualAddress: 0x[0-9A-F]+\n[^}]*IMAGE_SCN_MEM_EXECUTE"
    code_sections "${dump}")
  set(ranges "")
  foreach(section IN LISTS code_sections)
    string(REGEX MATCH "VirtualSize: (0x[0-9A-F]+)\n *VirtualAddress: (0x[0-9A-F]+)" _ "${section}")
    math(EXPR end "${CMAKE_MATCH_2} + ${CMAKE_MATCH_1}")
    list(APPEND ranges "${CMAKE_MATCH_2}:${end}")
  endforeach()
  get_filename_component(module "${dll}" NAME)
  set(text "LIBRARY ${module}\nEXPORTS\n")
  string(REGEX MATCHALL "Name: [^\n]+\n *(RVA: 0x[0-9A-F]+|ForwardedTo: [^\n]+)" exports "${dump}")
  foreach(export IN LISTS exports)
    string(REGEX MATCH "Name: ([^\n]+)\n *(RVA: (0x[0-9A-F]+))?" _ "${export}")
    set(name "${CMAKE_MATCH_1}")
    set(rva "${CMAKE_MATCH_3}")
    if(name IN_LIST _wine_stubs_${dll})
      continue()
    endif()
    set(data " DATA")
    if(rva STREQUAL "")
      set(data "")   # forwarded to another DLL's function
    else()
      math(EXPR rva "${rva}")
      foreach(range IN LISTS ranges)
        string(REPLACE ":" ";" range "${range}")
        list(GET range 0 lo)
        list(GET range 1 hi)
        if(rva GREATER_EQUAL lo AND rva LESS hi)
          set(data "")
          break()
        endif()
      endforeach()
    endif()
    string(APPEND text "  ${name}${data}\n")
  endforeach()
  file(WRITE "${def}" "${text}")
endfunction()

foreach(entry IN LISTS _import_libraries)
  string(REPLACE "=" ";" entry "${entry}")
  list(GET entry 0 lib)
  list(GET entry 1 dlls)
  string(REPLACE "+" ";" dlls "${dlls}")
  set(parts "")
  foreach(dll IN LISTS dlls)
    if(NOT EXISTS "${WINE_DLL_DIR}/${dll}")
      file(REMOVE_RECURSE "${work}")
      message(FATAL_ERROR "msvc-abi sysroot: ${WINE_DLL_DIR}/${dll} is missing (Debian package wine64)")
    endif()
    sysroot_def(${dll} "${work}/def/${dll}.def")
    sysroot_run("llvm-dlltool ${dll}" "${LLVM_DLLTOOL}" -m i386:x86-64
      -d "${work}/def/${dll}.def" -l "${work}/def/${dll}.lib")
    list(APPEND parts "${work}/def/${dll}.lib")
  endforeach()
  set(${lib}_parts "${parts}")
endforeach()

# uuid.lib is data only (GUIDs): Wine's static libuuid.a, which MSVC's linker reads as it is.
file(COPY_FILE "${WINE_DLL_DIR}/libuuid.a" "${work}/lib/uuid.lib")

function(sysroot_compile source object)
  sysroot_run("compiling ${source}" "${CLANG_CL}" ${COMPILE_FLAGS} ${ARGN} /c "/Fo${object}" -- "${source}")
endfunction()

# oldnames.lib (/MD names it) can be empty: Wine's headers map the POSIX names themselves.
file(WRITE "${work}/obj/oldnames.c" "/* oldnames.lib: intentionally empty */\ntypedef int oldnames_is_empty;\n")
sysroot_compile("${work}/obj/oldnames.c" "${work}/obj/oldnames.obj")
sysroot_run("llvm-lib oldnames" "${LLVM_LIB}" /nologo "/out:${work}/lib/oldnames.lib" "${work}/obj/oldnames.obj")

# msvcrt.lib: the static CRT part, compiled without default-library directives (/Zl) and without
# stack cookies (/GS-: this code sets the cookie up), and ntdll's __chkstk.
file(GLOB crt_sources "${here}/crt/*.c" "${here}/crt/*.cpp")
list(SORT crt_sources)
set(crt_objects "")
foreach(source IN LISTS crt_sources)
  get_filename_component(stem "${source}" NAME_WE)
  set(language "")
  if(source MATCHES "\\.cpp$")
    set(language /std:c++17 /EHsc)
  endif()
  sysroot_compile("${source}" "${work}/obj/crt_${stem}.obj" /Zl /GS- ${language})
  list(APPEND crt_objects "${work}/obj/crt_${stem}.obj")
endforeach()
file(WRITE "${work}/def/chkstk.def" "LIBRARY ntdll.dll\nEXPORTS\n  __chkstk\n")
sysroot_run("llvm-dlltool chkstk" "${LLVM_DLLTOOL}" -m i386:x86-64 -d "${work}/def/chkstk.def" -l "${work}/def/chkstk.lib")
sysroot_run("llvm-lib msvcrt" "${LLVM_LIB}" /nologo "/out:${work}/lib/msvcrt.lib" ${crt_objects} "${work}/def/chkstk.lib")

# The STL's import-library sources (microsoft/STL stl/CMakeLists.txt, IMPLIB_SOURCES). Not built:
#   vector_algorithms.cpp  needs per-function AVX2/AVX-512 target attributes clang 19 does not
#                          accept as written; the headers do without it under
#                          _USE_STD_VECTOR_ALGORITHMS=0, which the toolchain defines everywhere;
#   print.cpp              needs the SDK's include order (Wine's headers break it);
#   stacktrace.cpp         needs DbgEng.h, which Wine does not ship;
#   asan_noop.cpp          only for AddressSanitizer builds, which this lane does not make.
set(_stl_implib_sources charconv filesystem format locale0_implib nothrow sharedmutex
  syserror_import_lib xcharconv_ryu_tables xcharconv_tables_double xcharconv_tables_float xonce2)
set(stl_objects "")
foreach(stem IN LISTS _stl_implib_sources)
  sysroot_compile("${STL_DIR}/stl/src/${stem}.cpp" "${work}/obj/stl_${stem}.obj"
    /std:c++latest /EHsc /Zl "-I${STL_DIR}/stl/src" -D_CRTBLD -D_BUILDING_SATELLITE_IMPLIB)
  list(APPEND stl_objects "${work}/obj/stl_${stem}.obj")
endforeach()
# What msvcprt.lib defines in place of Wine's stubs (_wine_stubs_msvcp140.dll above).
file(GLOB msvcprt_sources "${here}/msvcprt/*.c")
list(SORT msvcprt_sources)
foreach(source IN LISTS msvcprt_sources)
  get_filename_component(stem "${source}" NAME_WE)
  sysroot_compile("${source}" "${work}/obj/msvcprt_${stem}.obj" /Zl)
  list(APPEND stl_objects "${work}/obj/msvcprt_${stem}.obj")
endforeach()

foreach(entry IN LISTS _import_libraries)
  string(REGEX REPLACE "=.*" "" lib "${entry}")
  set(extra "")
  if(lib STREQUAL "msvcprt")
    set(extra ${stl_objects})
  endif()
  sysroot_run("llvm-lib ${lib}" "${LLVM_LIB}" /nologo "/out:${work}/lib/${lib}.lib" ${${lib}_parts} ${extra})
endforeach()

# Windows file names are case-insensitive, and projects spell the system libraries their way (MLX
# links Psapi.lib); this file system is not, so those spellings are copies of the library.
foreach(alias IN ITEMS Psapi)
  string(TOLOWER "${alias}" lib)
  file(COPY_FILE "${work}/lib/${lib}.lib" "${work}/lib/${alias}.lib")
endforeach()

file(REMOVE_RECURSE "${work}/def" "${work}/obj")
file(WRITE "${work}/key.txt" "${KEY}")
file(REMOVE_RECURSE "${OUT}")
file(RENAME "${work}" "${OUT}")
