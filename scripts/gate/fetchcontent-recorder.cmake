# SPDX-License-Identifier: BSD-3-Clause
# fetchcontent-recorder.cmake: given to the gate's configure with --deps-dir through
# CMAKE_PROJECT_TOP_LEVEL_INCLUDES (CMake 3.24+). A dependency provider that records the name of
# every FetchContent_MakeAvailable() dependency and provides nothing, so FetchContent goes on as
# it would (fully disconnected, from FETCHCONTENT_SOURCE_DIR_<NAME>). Disconnected, a dependency
# without a source leaves no trace in _deps/; this list is how the gate names it
# (GateDeps.cmake). FetchContent_Populate() called directly bypasses providers and is not seen.
macro(winport_gate_record_dependency method name)
  file(APPEND "${CMAKE_BINARY_DIR}/winport-gate-fetchcontent.txt" "${name}\n")
endmacro()
cmake_language(SET_DEPENDENCY_PROVIDER winport_gate_record_dependency
  SUPPORTED_METHODS FETCHCONTENT_MAKEAVAILABLE_SERIAL)
