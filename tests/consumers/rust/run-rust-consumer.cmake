# SPDX-License-Identifier: BSD-3-Clause
# run-rust-consumer.cmake: a Rust program (crate/) links the ported example engine statically
# through a cxx bridge, its build.rs reading winport's link manifest; built with cargo offline
# from Debian's packaged crates (/usr/share/cargo/registry), then run.
#   -DWINPORT_ROOT=<winport> -DCLASSIFIER=<winport-gate-analyze> -DWORK_DIR=<scratch>
#   -DCARGO=<cargo> -DC_COMPILER=<cc> -DCXX_COMPILER=<c++>
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
function(step what)
  execute_process(COMMAND ${ARGN} WORKING_DIRECTORY "${WORK_DIR}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "rust consumer: ${what} failed (${rc}):\n${out}")
  endif()
  set(STEP_OUT "${out}" PARENT_SCOPE)
endfunction()

# 1. The ported engine's source: the gate materialises the pin and applies the series.
step("the gate (ported tinyarray)" "${CMAKE_COMMAND}" "-DWINPORT_GATE_STATUS_FILE=${WORK_DIR}/gate-status"
  "-DWINPORT_GATE_CLASSIFIER=${CLASSIFIER}" -P "${WINPORT_ROOT}/scripts/gate/winport-gate.cmake" --
  --out "${WORK_DIR}/gate" --build-only --target tinyarray --no-predict)

# 2. The engine built for this consumer, with its link manifest (one configure: before CMake
#    3.27 the manifest step runs the configure that answers the file API query itself).
set(build "${WORK_DIR}/engine")
step("configuring the engine" "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/driver" -B "${build}"
  -G Ninja -DCMAKE_BUILD_TYPE=Release "-DCMAKE_C_COMPILER=${C_COMPILER}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}"
  "-DTINYARRAY_SOURCE_DIR=${WORK_DIR}/gate/src" "-DWINPORT_SOURCE_DIR=${WINPORT_ROOT}")
step("building the engine" "${CMAKE_COMMAND}" --build "${build}")
set(manifest "${build}/tinyarray-link.json")
if(NOT EXISTS "${manifest}" OR NOT EXISTS "${build}/tinyarray-link.cargo")
  message(FATAL_ERROR "rust consumer: the build wrote no link manifest (${manifest})")
endif()

# 3. cargo, offline, from Debian's registry only.
file(COPY "${CMAKE_CURRENT_LIST_DIR}/crate/" DESTINATION "${WORK_DIR}/crate")
file(WRITE "${WORK_DIR}/.cargo/config.toml" "[source.crates-io]\nreplace-with = \"debian\"\n\n[source.debian]\ndirectory = \"/usr/share/cargo/registry\"\n\n[net]\noffline = true\n")
step("cargo build" "${CMAKE_COMMAND}" -E env "WINPORT_LINK_MANIFEST=${manifest}"
  "CARGO_TARGET_DIR=${WORK_DIR}/target" "CARGO_HOME=${WORK_DIR}/cargo-home" "CC=${C_COMPILER}" "CXX=${CXX_COMPILER}"
  "${CARGO}" build --offline --release --manifest-path "${WORK_DIR}/crate/Cargo.toml")
step("running the Rust program" "${WORK_DIR}/target/release/winport-rust-consumer")
if(NOT STEP_OUT MATCHES "rust consumer OK: x = \\[1\\.0, 1\\.0, 1\\.0, 1\\.0\\], missing file: tinyarray could not load")
  message(FATAL_ERROR "rust consumer: unexpected output:\n${STEP_OUT}")
endif()
message(STATUS "${STEP_OUT}")
