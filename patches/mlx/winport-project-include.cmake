# SPDX-License-Identifier: BSD-3-Clause
# winport-project-include.cmake: brings winport into MLX's configure, for the patch series here.
#
# Passed as -DCMAKE_PROJECT_mlx_INCLUDE=<winport>/patches/mlx/winport-project-include.cmake.
# CMake includes it right after MLX's project(mlx), before MLX replaces CMAKE_MODULE_PATH with
# its own cmake/ folder, so nothing in MLX's top level has to be patched to find winport.
#
# Inputs
#   WINPORT_SOURCE_DIR  winport's source tree (default: the checkout this file belongs to).
#
# Results (read by the patches; each patch does the upstream thing when they are absent)
#   MLX_WINPORT          ON
#   WINPORT_CMAKE_DIR    winport's cmake/ folder (find-modules and functions)
#   winport::compat      the C shim (file I/O of patch 0003)
#   winport_add_preamble, winport_copy_runtime_dlls, ...  winport's functions
#   winport's package, installed with MLX (cmake --install): MLXConfig.cmake finds it
# With MSVC it also adds /utf-8 (C, C++) and -Xcompiler=/utf-8 (CUDA) to every target; with
# CMake < 3.25.2 it supplies nvcc's C++20 flags.
include_guard(GLOBAL)

if(NOT WINPORT_SOURCE_DIR)
  get_filename_component(WINPORT_SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
endif()
if(NOT EXISTS "${WINPORT_SOURCE_DIR}/cmake/Winport.cmake")
  message(FATAL_ERROR "winport-project-include: WINPORT_SOURCE_DIR=${WINPORT_SOURCE_DIR} is not a winport source tree (no cmake/Winport.cmake)")
endif()

# winport's own tests and tools stay off: MLX is the top-level project. Its install rules are on:
# the static mlx links winport::compat, so MLX's package needs winport's beside it (patch 0011).
if(NOT TARGET winport::compat)
  set(WINPORT_INSTALL ON)
  # Not EXCLUDE_FROM_ALL: that would drop winport's install rules from MLX's install.
  add_subdirectory("${WINPORT_SOURCE_DIR}" "${CMAKE_BINARY_DIR}/_winport")
endif()
set(MLX_WINPORT ON)

# MSVC reads sources in the system code page unless told otherwise; MLX has UTF-8 string
# literals (mlx/backend/cuda/matmul.cpp) and hundreds of UTF-8 comments (blocker B12).
if(MSVC)
  add_compile_options("$<$<COMPILE_LANGUAGE:C,CXX>:/utf-8>" "$<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=/utf-8>")
endif()
# CMake before 3.25.2 knows no C++20 flag for nvcc (CMake issue 23079), and MLX's CUDA backend
# asks for C++20: "Target mlx requires the language dialect CUDA20" (blocker B8). Supplied here
# for those versions only; newer ones set their own.
if(CMAKE_VERSION VERSION_LESS 3.25.2 AND NOT DEFINED CMAKE_CUDA20_STANDARD_COMPILE_OPTION)
  set(CMAKE_CUDA20_STANDARD_COMPILE_OPTION "-std=c++20")
  set(CMAKE_CUDA20_EXTENSION_COMPILE_OPTION "-std=c++20")
endif()
message(STATUS "winport: ${WINPORT_SOURCE_DIR} (MLX_WINPORT=ON)")
