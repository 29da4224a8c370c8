# SPDX-License-Identifier: BSD-3-Clause
# What a parent project typically has before it brings winport in, which winport must leave alone:
# a Find module of its own (here FindCUDNN) on its CMAKE_MODULE_PATH, and a macro named like a
# helper (`_add`). consumer-contract.cmake checks both afterwards.
set(_parent_modules "${CMAKE_CURRENT_BINARY_DIR}/parent-modules")
file(WRITE "${_parent_modules}/FindCUDNN.cmake"
  "set(CUDNN_FOUND TRUE)\nset(CUDNN_FOUND_BY_PARENT_MODULE TRUE)\n")
list(APPEND CMAKE_MODULE_PATH "${_parent_modules}")
macro(_add)
  set(PARENT_ADD_MACRO_RAN TRUE)
endmacro()
