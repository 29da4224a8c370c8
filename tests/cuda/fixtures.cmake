# SPDX-License-Identifier: BSD-3-Clause
# Fixture trees for the CUDA/cuDNN tests: empty placeholder files with the real names NVIDIA's
# Windows installers and archives use (../shared/reference/cuda-openblas-windows.md 1.1 and 2),
# written from scratch into a scratch folder by the tests themselves.
include_guard(GLOBAL)

function(expect_equal what actual expected)
  if(NOT "${actual}" STREQUAL "${expected}")
    message(FATAL_ERROR "FAIL ${what}: expected '${expected}', got '${actual}'")
  endif()
  message(STATUS "ok   ${what}")
endfunction()

function(expect_match what actual regex)
  if(NOT "${actual}" MATCHES "${regex}")
    message(FATAL_ERROR "FAIL ${what}: '${actual}' does not match '${regex}'")
  endif()
  message(STATUS "ok   ${what}")
endfunction()

function(expect_no_match what actual regex)
  if("${actual}" MATCHES "${regex}")
    message(FATAL_ERROR "FAIL ${what}: '${actual}' matches '${regex}'")
  endif()
  message(STATUS "ok   ${what}")
endfunction()

function(touch)
  foreach(file IN LISTS ARGN)
    get_filename_component(dir "${file}" DIRECTORY)
    file(MAKE_DIRECTORY "${dir}")
    file(WRITE "${file}" "")
  endforeach()
endfunction()

# A crt/host_config.h with the structure of NVIDIA's (the _WIN32 block with the _MSC_VER check
# and the comment echo after #endif), accepting [min, max).
function(write_host_config file min max)
  file(WRITE "${file}" "/* fixture written for winport's tests, shaped like CUDA's crt/host_config.h */
#if !defined(__NV_NO_HOST_COMPILER_CHECK)
#if defined(__GNUC__)
#if __GNUC__ > 15
#error -- unsupported GNU version!
#endif
#endif /* __GNUC__ */
#if defined(_WIN32)

#if _MSC_VER < ${min} || _MSC_VER >= ${max}

#error -- unsupported Microsoft Visual Studio version! The nvcc flag '-allow-unsupported-compiler' can be used to override this version check.

#endif /* (_MSC_VER < ${min} || _MSC_VER >= ${max}) */

#endif /* _WIN32 */
#endif  /* !__NV_NO_HOST_COMPILER_CHECK */
#if _MSC_VER >= 1500
#endif
")
endfunction()

# make_windows_toolkit(<root> <version X.Y.Z> <msc_min> <msc_max> [VERSION_TXT] [NO_VERSION_FILE])
# CUDA 13 and later: DLLs in bin/x64 (and a stray older DLL left in bin, as upgrades leave);
# CUDA 12 and earlier: DLLs in bin.
function(make_windows_toolkit root version msc_min msc_max)
  cmake_parse_arguments(PARSE_ARGV 4 arg "VERSION_TXT;NO_VERSION_FILE" "" "")
  string(REGEX MATCH "^([0-9]+)\\.([0-9]+)" _ "${version}")
  set(major "${CMAKE_MATCH_1}")
  set(minor "${CMAKE_MATCH_2}")
  touch("${root}/bin/nvcc.exe" "${root}/bin/__nvcc_device_query.exe" "${root}/bin/ptxas.exe")
  foreach(lib IN ITEMS cudart cudart_static cublas cublasLt cufft cufftw nvrtc nvrtc_static cuda curand)
    touch("${root}/lib/x64/${lib}.lib")
  endforeach()
  if(major GREATER_EQUAL 13)
    set(dll_dir "${root}/bin/x64")
    touch("${root}/bin/cudart64_12.dll")
    set(cufft 12)
  else()
    set(dll_dir "${root}/bin")
    if(major EQUAL 12)
      set(cufft 11)
    else()
      set(cufft 10)
    endif()
  endif()
  touch("${dll_dir}/cudart64_${major}.dll" "${dll_dir}/cublas64_${major}.dll"
        "${dll_dir}/cublasLt64_${major}.dll" "${dll_dir}/cufft64_${cufft}.dll"
        "${dll_dir}/cufftw64_${cufft}.dll" "${dll_dir}/nvrtc64_${major}0_0.dll"
        "${dll_dir}/nvrtc-builtins64_${major}${minor}.dll" "${dll_dir}/curand64_10.dll")
  file(MAKE_DIRECTORY "${root}/include/crt")
  touch("${root}/include/cuda_runtime.h")
  write_host_config("${root}/include/crt/host_config.h" ${msc_min} ${msc_max})
  if(arg_VERSION_TXT)
    file(WRITE "${root}/version.txt" "CUDA Version ${version}\n")
  elseif(NOT arg_NO_VERSION_FILE)
    file(WRITE "${root}/version.json" "{\n   \"cuda\" : {\n      \"name\" : \"CUDA SDK\",\n      \"version\" : \"${version}\"\n   },\n   \"cuda_cudart\" : {\n      \"name\" : \"CUDA Runtime (cudart)\",\n      \"version\" : \"${version}\"\n   }\n}\n")
  endif()
endfunction()

function(write_cudnn_version_h file major minor patch)
  file(WRITE "${file}" "/* fixture shaped like cuDNN's cudnn_version.h */
#ifndef CUDNN_VERSION_H_
#define CUDNN_VERSION_H_

#define CUDNN_MAJOR ${major}
#define CUDNN_MINOR ${minor}
#define CUDNN_PATCHLEVEL ${patch}

#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)
#endif
")
endfunction()

set(CUDNN9_DLLS cudnn64_9.dll cudnn_graph64_9.dll cudnn_ops64_9.dll cudnn_cnn64_9.dll
    cudnn_adv64_9.dll cudnn_engines_precompiled64_9.dll cudnn_engines_runtime_compiled64_9.dll
    cudnn_heuristic64_9.dll)
set(CUDNN8_DLLS cudnn64_8.dll cudnn_ops_infer64_8.dll cudnn_ops_train64_8.dll
    cudnn_cnn_infer64_8.dll cudnn_cnn_train64_8.dll cudnn_adv_infer64_8.dll cudnn_adv_train64_8.dll)

# cuDNN 9 graphical installer: include/<cuda>/, lib/<cuda>/x64/, bin/<cuda>/[x64/]
function(make_cudnn_installer root version)
  cmake_parse_arguments(PARSE_ARGV 2 arg "BIN_X64" "" "CUDA_VARIANTS")
  string(REPLACE "." ";" parts "${version}")
  list(GET parts 0 major)
  list(GET parts 1 minor)
  list(GET parts 2 patch)
  foreach(cuda IN LISTS arg_CUDA_VARIANTS)
    write_cudnn_version_h("${root}/include/${cuda}/cudnn_version.h" ${major} ${minor} ${patch})
    touch("${root}/include/${cuda}/cudnn.h" "${root}/lib/${cuda}/x64/cudnn.lib"
          "${root}/lib/${cuda}/x64/cudnn_graph.lib")
    set(bin "${root}/bin/${cuda}")
    if(arg_BIN_X64)
      set(bin "${bin}/x64")
    endif()
    foreach(dll IN LISTS CUDNN9_DLLS)
      touch("${bin}/${dll}")
    endforeach()
  endforeach()
endfunction()

# cuDNN zip archive (also what people copy into the CUDA tree): include/, lib/x64/ or lib/, bin/.
function(make_cudnn_zip root version lib_subdir)
  string(REPLACE "." ";" parts "${version}")
  list(GET parts 0 major)
  list(GET parts 1 minor)
  list(GET parts 2 patch)
  write_cudnn_version_h("${root}/include/cudnn_version.h" ${major} ${minor} ${patch})
  touch("${root}/include/cudnn.h" "${root}/${lib_subdir}/cudnn.lib")
  if(major EQUAL 8)
    set(dlls ${CUDNN8_DLLS})
  else()
    set(dlls ${CUDNN9_DLLS})
  endif()
  foreach(dll IN LISTS dlls)
    touch("${root}/bin/${dll}")
  endforeach()
endfunction()

# The environment a test starts from: nothing of the real machine's CUDA setup.
function(clear_cuda_environment)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E environment OUTPUT_VARIABLE env)
  string(REGEX MATCHALL "(^|\n)CUDA_PATH_V[0-9]+_[0-9]+=" names "${env}")
  foreach(name IN LISTS names)
    string(REGEX REPLACE "[\n=]" "" name "${name}")
    unset(ENV{${name}})
  endforeach()
  foreach(var IN ITEMS CUDA_PATH CUDACXX CUDAToolkit_ROOT CUDNN_ROOT CUDNN_PATH CUDAARCHS CUDAHOSTCXX)
    unset(ENV{${var}})
  endforeach()
endfunction()
