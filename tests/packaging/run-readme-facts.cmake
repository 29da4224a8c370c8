# SPDX-License-Identifier: BSD-3-Clause
# run-readme-facts.cmake: what README.md tells a Windows user agrees with the determination in
# docs/feasibility-mlx.md: vcpkg's openblas has no LAPACK, so the README may name it only with
# that said.   -DWINPORT_SOURCE_DIR=<winport>
file(READ "${WINPORT_SOURCE_DIR}/docs/feasibility-mlx.md" feasibility)
file(READ "${WINPORT_SOURCE_DIR}/README.md" readme)
if(NOT feasibility MATCHES "vcpkg's `openblas` lacks LAPACK")
  message(FATAL_ERROR "docs/feasibility-mlx.md no longer says vcpkg's openblas lacks LAPACK: update this check")
endif()
string(REGEX MATCH "Prerequisites: [^\n]*(\n[^\n]+)*" prerequisites "${readme}")
if(prerequisites STREQUAL "")
  message(FATAL_ERROR "README.md has no 'Prerequisites:' paragraph")
endif()
if(prerequisites MATCHES "vcpkg" AND NOT prerequisites MATCHES "vcpkg's `openblas` is built without LAPACK")
  message(FATAL_ERROR "README.md's Windows prerequisites offer vcpkg's openblas without saying it lacks LAPACK (docs/feasibility-mlx.md):\n${prerequisites}")
endif()
message(STATUS "README facts: the OpenBLAS advice agrees with docs/feasibility-mlx.md")
