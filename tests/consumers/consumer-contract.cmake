# SPDX-License-Identifier: BSD-3-Clause
# What a parent project may rely on once winport is available, whichever way it came.
# Included by each consumer project after it has brought winport in.

# Targets, under their namespaced names.
foreach(target IN ITEMS winport::compat)
  if(NOT TARGET ${target})
    message(FATAL_ERROR "contract: target ${target} is missing")
  endif()
endforeach()

# Each include folder once (an installed winport::compat listed <prefix>/include twice).
get_target_property(_contract_includes winport::compat INTERFACE_INCLUDE_DIRECTORIES)
set(_contract_unique "${_contract_includes}")
list(REMOVE_DUPLICATES _contract_unique)
if(NOT _contract_unique STREQUAL _contract_includes)
  message(FATAL_ERROR "contract: winport::compat's INTERFACE_INCLUDE_DIRECTORIES has duplicates: ${_contract_includes}")
endif()

# winport's functions, callable straight away.
foreach(fn IN ITEMS winport_target_warnings winport_apply_patches winport_copy_runtime_dlls
    winport_add_preamble winport_add_embedded_files
    winport_target_msvc_defaults winport_msvc_translate_gcc_flags winport_cuda_prepare
    winport_cuda_choose_toolkit winport_cuda_add_library_targets winport_cuda_target_delay_load
    winport_cudnn_locate)
  if(NOT COMMAND ${fn})
    message(FATAL_ERROR "contract: function ${fn}() is not defined")
  endif()
endforeach()

# winport's cmake/ folder on the module path (find-modules work with a plain find_package).
set(module_dir_found FALSE)
foreach(dir IN LISTS CMAKE_MODULE_PATH)
  if(EXISTS "${dir}/Winport.cmake")
    set(module_dir_found TRUE)
  endif()
endforeach()
if(NOT module_dir_found)
  message(FATAL_ERROR "contract: winport's cmake/ folder is not on CMAKE_MODULE_PATH (${CMAKE_MODULE_PATH})")
endif()

# The parent's own Find modules win over winport's (winport's folder is appended, not prepended),
# and winport's find-modules define no command a parent may have of its own (parent-before.cmake).
find_package(CUDNN)
if(NOT CUDNN_FOUND_BY_PARENT_MODULE)
  message(FATAL_ERROR "contract: find_package(CUDNN) did not use the parent's own FindCUDNN.cmake (CMAKE_MODULE_PATH: ${CMAKE_MODULE_PATH})")
endif()
find_package(OpenBLAS QUIET)
find_package(LAPACKE QUIET)
unset(PARENT_ADD_MACRO_RAN)
_add()
if(NOT PARENT_ADD_MACRO_RAN)
  message(FATAL_ERROR "contract: the parent's macro _add() was replaced by a find-module's helper")
endif()

# winport's own tests and tools stay off in a parent project.
foreach(target IN ITEMS lane_probe)
  if(TARGET ${target})
    message(FATAL_ERROR "contract: winport's test target ${target} leaked into the parent project")
  endif()
endforeach()

add_executable(consumer_app "${CMAKE_CURRENT_LIST_DIR}/consumer_app.c")
target_link_libraries(consumer_app PRIVATE winport::compat)
# winport_copy_runtime_dlls() works on any target, even one that needs no DLL.
winport_copy_runtime_dlls(consumer_app)

# winport/complex.h (header only) links through winport::compat alone, libm included.
add_executable(consumer_complex "${CMAKE_CURRENT_LIST_DIR}/../complex/complex_consumer.c")
target_link_libraries(consumer_complex PRIVATE winport::compat)

# winport_add_preamble() works whichever way winport came in: its generator is built on demand
# (subproject), imported (installed package, whatever WINPORT_INSTALL_CMAKEDIR was), or built
# for the host from the sources beside the modules (cross builds).
enable_language(CXX)
file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/consumer_kernel.h" "inline int consumer_kernel(int x) { return x + 1; }\n")
add_library(consumer_preamble STATIC)
winport_add_preamble(TARGET consumer_preamble HEADER "${CMAKE_CURRENT_BINARY_DIR}/consumer_kernel.h"
  OUTPUT consumer_preamble.cpp FUNCTION consumer_kernel_preamble)
