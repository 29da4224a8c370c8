# SPDX-License-Identifier: BSD-3-Clause
# GateInstall.cmake: phase 8, install and consume. A downstream links the engine from its
# installed package, never from the build tree, so after the smoke test the gate installs the
# build into a folder with a space in its path, then configures, builds and runs the consumer
# the profile names (`consumer <dir>`, relative to the profile; written in winport) against it
# alone: a fresh build folder, CMAKE_PREFIX_PATH = the install, downloads off. Its failure, and a
# consumer build that refers to the engine's source or build tree (a package that is not
# relocatable), is an INSTALL_CONSUMER_FAILED blocker. With --build-only the consumer is built but
# not run.
include_guard(GLOBAL)

# _gate_install_fail(<what> <log>): one blocker, with the log's last lines (which hold the
# consumer's own diagnostic: classifying them too would count one failure twice).
function(_gate_install_fail what log)
  file(STRINGS "${log}" tail)
  list(LENGTH tail n)
  if(n GREATER 8)
    math(EXPR from "${n} - 8")
    list(SUBLIST tail ${from} 8 tail)
  endif()
  gate_blocker(PHASE install ID INSTALL_CONSUMER_FAILED LOG logs/install.log
    MESSAGE "${what}" EXCERPT ${tail})
  gate_phase_end(install failed "${what}")
endfunction()

function(gate_phase_install)
  gate_phase_begin(install)
  set(log "${GATE_OUT}/logs/install.log")
  gate_profile(consumer consumer)
  if(NOT consumer)
    gate_phase_end(install skipped "the profile names no consumer")
    return()
  endif()
  get_property(build_rc GLOBAL PROPERTY GATE_BUILD_RC)
  get_property(smoke_status GLOBAL PROPERTY GATE_PHASE_STATUS_smoke)
  if(NOT build_rc STREQUAL "0" OR smoke_status STREQUAL "failed")
    gate_phase_end(install skipped "cascaded from ${smoke_status} smoke / build")
    return()
  endif()
  get_filename_component(profile_dir "${GATE_PROFILE}" DIRECTORY)
  get_filename_component(consumer "${consumer}" ABSOLUTE BASE_DIR "${profile_dir}")
  set(prefix "${GATE_OUT}/install prefix")
  set(consumer_build "${GATE_OUT}/consumer build")
  file(REMOVE_RECURSE "${prefix}" "${consumer_build}")

  # Through the lane (a cross build) the engine's targets do not pull in what winport installs
  # for the target (winport-preamble.exe: the build itself runs a host copy), so everything the
  # install rules name is built first.
  if(GATE_LANE STREQUAL "msvc-abi")
    gate_run(rc LOG "${log}" COMMAND "${CMAKE_COMMAND}" --build "${GATE_BUILD_DIR}")
    if(NOT rc EQUAL 0)
      _gate_install_fail("building what the install rules name (cmake --build, all) failed (exit ${rc})" "${log}")
      return()
    endif()
  endif()
  gate_run(rc LOG "${log}" COMMAND "${CMAKE_COMMAND}" --install "${GATE_BUILD_DIR}" --prefix "${prefix}")
  if(NOT rc EQUAL 0)
    _gate_install_fail("cmake --install failed (exit ${rc})" "${log}")
    return()
  endif()
  # The consumer sees the install and the command line's hints (-D OpenBLAS_ROOT=...), nothing of
  # the engine's configure.
  # Through the lane, the consumer is built for Windows with the same toolchain and BLAS (its
  # CMAKE_PREFIX_PATH then holds the install and the BLAS).
  gate_lane_arguments(lane_args "${prefix}")
  gate_run(rc LOG "${log}" COMMAND "${CMAKE_COMMAND}" -S "${consumer}" -B "${consumer_build}" -G Ninja
    -DCMAKE_BUILD_TYPE=Release "-DCMAKE_PREFIX_PATH=${prefix}" -DFETCHCONTENT_FULLY_DISCONNECTED=ON
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF ${GATE_LANE_CONFIGURE} ${lane_args} ${GATE_DEFINES})
  if(NOT rc EQUAL 0)
    _gate_install_fail("configuring the consumer (${consumer}) against the installed package failed (exit ${rc})" "${log}")
    return()
  endif()
  gate_run(rc LOG "${log}" COMMAND "${CMAKE_COMMAND}" --build "${consumer_build}")
  if(NOT rc EQUAL 0)
    _gate_install_fail("building the consumer against the installed package failed (exit ${rc})" "${log}")
    return()
  endif()
  foreach(file CMakeCache.txt build.ninja)
    file(READ "${consumer_build}/${file}" text)
    foreach(tree GATE_SOURCE_DIR GATE_BUILD_DIR)
      string(FIND "${text}" "${${tree}}/" at)
      if(NOT at EQUAL -1)
        _gate_install_fail("the consumer's ${file} refers to the engine's tree ${${tree}}: the package is not self-contained" "${log}")
        return()
      endif()
    endforeach()
  endforeach()
  if(GATE_BUILD_ONLY)
    gate_phase_end(install passed "installed; the consumer configured and linked (--build-only: not run)")
    return()
  endif()
  gate_profile(program consumer-run)
  gate_expand(program "${program}")
  gate_run(rc LOG "${log}" WORKING_DIRECTORY "${consumer_build}" COMMAND ${GATE_LANE_RUN} "${consumer_build}/${program}")
  gate_profile(expect consumer-expect)
  file(READ "${log}" output)
  if(NOT rc EQUAL 0 OR (expect AND NOT output MATCHES "${expect}"))
    _gate_install_fail("the consumer ${program} failed (exit ${rc}) or did not print '${expect}'" "${log}")
    return()
  endif()
  gate_phase_end(install passed "installed to '${prefix}'; the consumer configured, built and ran")
endfunction()
